#include "ui/mainwindow.h"

#include <QLabel>

namespace rope::ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("RoPE Explorer"));
    auto* label = new QLabel(tr("RoPE Explorer: the views arrive with the next issue. "
                                "Run `rope-explorer compute --help` for the numbers."), this);
    label->setAlignment(Qt::AlignCenter);
    setCentralWidget(label);
    resize(960, 600);
}

} // namespace rope::ui
