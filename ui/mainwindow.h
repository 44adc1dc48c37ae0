#pragma once

#include <QMainWindow>

namespace rope::ui {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
};

} // namespace rope::ui
