// rope-explorer: the window by default; `compute` for numbers without a display.

#include "app/computecommand.h"
#include "app/guiapp.h"
#include "app/inspectcommand.h"

#include <QCoreApplication>

int main(int argc, char* argv[])
{
    if (argc > 1 && (qstrcmp(argv[1], "compute") == 0 || qstrcmp(argv[1], "inspect") == 0)) {
        QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("rope-explorer"));
        const QStringList args = QCoreApplication::arguments();
        return qstrcmp(argv[1], "compute") == 0 ? rope::app::runCompute(args) : rope::app::runInspect(args);
    }
    return rope::app::runGui(argc, argv);
}
