// rope-explorer: the window by default; `compute` for numbers without a display.

#include "app/cli/computecommand.h"
#include "app/cli/inspectcommand.h"
#include "app/gui/exportcommand.h"
#include "app/gui/guiapp.h"

#include <QCoreApplication>
#include <QString>

namespace {

// Qt's harmless platform chatter (no XDG runtime dir, offscreen size hints) would bury the one
// line a command prints on failure.
QtMessageHandler qtHandler = nullptr;

void quietHandler(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.contains(QLatin1String("propagateSizeHints")) || message.startsWith(QLatin1String("QStandardPaths:")))
        return;
    if (qtHandler)
        qtHandler(type, context, message);
}

} // namespace

int main(int argc, char* argv[])
{
    qtHandler = qInstallMessageHandler(quietHandler);
    if (argc > 1 && (qstrcmp(argv[1], "compute") == 0 || qstrcmp(argv[1], "inspect") == 0)) {
        QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("rope-explorer"));
        const QStringList args = QCoreApplication::arguments();
        return qstrcmp(argv[1], "compute") == 0 ? rope::app::runCompute(args) : rope::app::runInspect(args);
    }
    if (argc > 1 && qstrcmp(argv[1], "export") == 0)
        return rope::app::runExport(argc, argv);
    return rope::app::runGui(argc, argv);
}
