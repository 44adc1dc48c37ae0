// The one catch of the command line's commands.
#include "app/cli/failure.h"

#include "app/cli/output.h"

#include <QCoreApplication>

#include <new>

namespace rope::app {

int runCommand(const Failures& failures, const std::function<int()>& body)
{
    try {
        return body();
    } catch (const model::Error& e) {
        printError(failures.errorLine ? failures.errorLine(e.message())
                                      : QStringLiteral("%1: %2").arg(failures.command, e.message()));
    } catch (const std::bad_alloc&) {
        // The translation context of weightscommand.cpp, where this line was born.
        printError(failures.outOfMemory.isEmpty()
                       ? QCoreApplication::translate("Weights", "%1: out of memory").arg(failures.command)
                       : failures.outOfMemory);
    }
    return 2;
}

} // namespace rope::app
