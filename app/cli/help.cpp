// Help text shared by the commands.
#include "app/cli/help.h"

#include <QCoreApplication>

namespace rope::app {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Help)
};
} // namespace

QStringList commandNames()
{
    return {QStringLiteral("compute"), QStringLiteral("inspect"), QStringLiteral("diagnose"), QStringLiteral("weights"),
            QStringLiteral("export")};
}

QString commandsHelp()
{
    const QString line = QStringLiteral("  %1%2\n");
    return Tr::tr("Commands that need no display (rope-explorer COMMAND --help for each):\n") +
           line.arg(QStringLiteral("compute SUBCOMMAND"), -22)
               .arg(Tr::tr("every quantity as JSON, .npy or .csv (rope-explorer compute --help)")) +
           line.arg(QStringLiteral("inspect CONFIG.json"), -22)
               .arg(Tr::tr("a model's RoPE explained from its config.json (rope-explorer inspect --help)")) +
           line.arg(QStringLiteral("diagnose"), -22)
               .arg(Tr::tr("which RoPE your code implements, from rows before and after it (rope-explorer diagnose "
                           "--help)")) +
           line.arg(QStringLiteral("weights PATH"), -22)
               .arg(Tr::tr("which frequencies one head of a local checkpoint uses (rope-explorer weights --help)")) +
           line.arg(QStringLiteral("export"), -22)
               .arg(Tr::tr("figures as PNG, SVG or PDF, or all of them (rope-explorer export --help)"));
}

QString helpText(const QCommandLineParser& parser, const QString& command)
{
    // Qt writes the program as started (argv[0], often a path) where the command belongs.
    QString text = parser.helpText();
    const QString program = QCoreApplication::instance() && !QCoreApplication::arguments().isEmpty()
                                ? QCoreApplication::arguments().constFirst()
                                : QStringLiteral("<executable_name>");
    const qsizetype lineEnd = text.indexOf(QLatin1Char('\n'));
    const qsizetype at = text.left(lineEnd).indexOf(program);
    if (at >= 0)
        text.replace(at, program.size(), command);
    return text;
}

} // namespace rope::app
