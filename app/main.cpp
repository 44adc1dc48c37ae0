// rope-explorer: the window by default; `compute` for numbers without a display.

#include "app/computecommand.h"
#include "app/guiapp.h"

#include <QCoreApplication>

int main(int argc, char* argv[])
{
    if (argc > 1 && qstrcmp(argv[1], "compute") == 0) {
        QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("rope-explorer"));
        return rope::app::runCompute(QCoreApplication::arguments());
    }
    return rope::app::runGui(argc, argv);
}
