#include "app/guiapp.h"

#include "ui/mainwindow.h"

#include <QApplication>

namespace rope::app {

int runGui(int& argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("rope-explorer"));
    QApplication::setApplicationDisplayName(QStringLiteral("RoPE Explorer"));
    QApplication::setOrganizationName(QStringLiteral("RoPE Explorer"));
    QApplication::setApplicationVersion(QStringLiteral(ROPE_EXPLORER_VERSION));
    ui::MainWindow window;
    window.show();
    return app.exec();
}

} // namespace rope::app
