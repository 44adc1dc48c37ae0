// rope-explorer: the window by default; `compute` for numbers without a display.

#include "app/cli/computecommand.h"
#include "app/cli/diagnosecommand.h"
#include "app/cli/help.h"
#include "app/cli/inspectcommand.h"
#include "app/cli/output.h"
#include "app/cli/suggest.h"
#include "app/cli/weightscommand.h"
#include "app/gui/exportcommand.h"
#include "app/gui/guiapp.h"
#include "core/memory.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QString>

namespace {

// Qt's harmless platform chatter (no XDG runtime dir, offscreen size hints) would bury the one
// line a command prints on failure.
QtMessageHandler qtHandler = nullptr;

void quietHandler(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.contains(QLatin1String("propagateSizeHints")) || message.startsWith(QLatin1String("QStandardPaths:")))
        return;
    // Qt's warnings may quote a file name or an option as given: no terminal escapes either.
    if (qtHandler)
        qtHandler(type, context, rope::app::terminalSafe(message, rope::app::Printed::Report));
}

} // namespace

int main(int argc, char* argv[])
{
    qtHandler = qInstallMessageHandler(quietHandler);
    if (argc > 1 && (qstrcmp(argv[1], "compute") == 0 || qstrcmp(argv[1], "inspect") == 0 ||
                     qstrcmp(argv[1], "diagnose") == 0 || qstrcmp(argv[1], "weights") == 0)) {
        // A second compute (--repeat, a sweep) reuses the first one's freed memory.
        rope::core::keepFreedHeapForReuse();
        QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("rope-explorer"));
        const QStringList args = QCoreApplication::arguments();
        if (qstrcmp(argv[1], "compute") == 0)
            return rope::app::runCompute(args);
        if (qstrcmp(argv[1], "weights") == 0)
            return rope::app::runWeights(args);
        return qstrcmp(argv[1], "inspect") == 0 ? rope::app::runInspect(args) : rope::app::runDiagnose(args);
    }
    if (argc > 1 && qstrcmp(argv[1], "export") == 0)
        return rope::app::runExport(argc, argv);
    // `rope-explorer comptue`: a near miss of a command, not a file to open in the window.
    if (argc > 1 && argv[1][0] != '-' && !QFileInfo::exists(QString::fromLocal8Bit(argv[1]))) {
        const QString word = QString::fromLocal8Bit(argv[1]);
        if (const QString meant = rope::app::closestMatch(word, rope::app::commandNames()); !meant.isEmpty()) {
            rope::app::printError(QCoreApplication::translate("main", "rope-explorer: unknown command '%1'; did you "
                                                                      "mean '%2'? (rope-explorer --help lists them)")
                                      .arg(word.left(40), meant));
            return 2;
        }
    }
    // Every slider move runs a job on a worker: without this each one faulted its maps in afresh,
    // two thirds of a job at N = 512.
    rope::core::keepFreedHeapForReuse();
    return rope::app::runGui(argc, argv);
}
