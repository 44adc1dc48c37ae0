#pragma once
// Help → Conventions: the app's conventions and the others a learner will meet.

#include <QDialog>

namespace rope::ui {

class ConventionsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ConventionsDialog(QWidget* parent = nullptr);
    static QString html();
};

} // namespace rope::ui
