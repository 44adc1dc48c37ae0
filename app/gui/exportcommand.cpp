// `rope-explorer export`: a view rendered to PNG, SVG or PDF without a display.
#include "app/gui/exportcommand.h"

#include "app/cli/exportargs.h"
#include "app/cli/translations.h"
#include "ui/model/computecontroller.h"
#include "ui/model/messages.h"
#include "ui/model/pairselection.h"
#include "ui/model/presets.h"
#include "ui/model/session.h"
#include "ui/model/tensors.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/exporter.h"
#include "ui/widgets/style.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QTextStream>

#include <cmath>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Export)
};

} // namespace

int runExport(int& argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen"); // no display needed, no window flashes
    // Read the arguments before QApplication sees them: it would take --session for itself (X11
    // session management) and remove it.
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    QApplication app(argc, argv);
    ui::style::useConcreteFontFamily();
    QApplication::setApplicationName(QStringLiteral("rope-explorer"));
    QApplication::setOrganizationName(QStringLiteral("RoPE Explorer"));
    QTextStream out(stdout), err(stderr);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Renders a view to PNG, SVG or PDF without a display.\n\nExample:\n"
               "  rope-explorer export --view heatmaps --preset llama3.1-8b --set seq_len=512 "
               "--out heatmaps.png --scale 2 --caption"));
    const QCommandLineOption help({"h", "help"}, Tr::tr("Show this help."));
    const QCommandLineOption view("view", Tr::tr("The view to export (see --list-views)."), "name");
    const QCommandLineOption preset("preset", Tr::tr("Start from a built-in preset (see --list-presets)."), "key");
    const QCommandLineOption session("session", Tr::tr("Start from a saved session file."), "file");
    const QCommandLineOption set("set", Tr::tr("Set a parameter, e.g. head_dim=128 or scaling.factor=8 (repeatable)."),
                                 "key=value");
    const QCommandLineOption output("out", Tr::tr("The file to write: .png, .svg or .pdf."), "file");
    const QCommandLineOption scale("scale", Tr::tr("PNG scale: 1, 2 or 3 (default 1)."), "n", "1");
    const QCommandLineOption size("size", Tr::tr("Window size before the view is cut out (default 1280x800)."), "WxH",
                                  "1280x800");
    const QCommandLineOption caption("caption", Tr::tr("Stamp the parameters under the figure."));
    const QCommandLineOption language(
        "lang", Tr::tr("Language of the figure's text: en or zh_CN (default: the system's)."), "code");
    const QCommandLineOption listViews("list-views", Tr::tr("List the views and exit."));
    const QCommandLineOption listPresets("list-presets", Tr::tr("List the presets and exit."));
    parser.addOptions(
        {help, view, preset, session, set, output, scale, size, caption, language, listViews, listPresets});
    args.removeAt(1); // "export"
    if (!parser.parse(args)) {
        err << Tr::tr("rope-explorer export: %1\n").arg(parser.errorText());
        return 2;
    }
    if (parser.isSet(help)) {
        out << parser.helpText();
        return 0;
    }
    installTranslations(app, parser.value(language));
    if (parser.isSet(listViews)) {
        out << (ui::viewKeys() << QStringLiteral("window")).join(QLatin1Char('\n')) << '\n';
        return 0;
    }
    if (parser.isSet(listPresets)) {
        for (const ui::Preset& p : ui::builtInPresets())
            out << QStringLiteral("%1  %2 — %3\n").arg(p.key, -18).arg(p.name, p.description);
        return 0;
    }

    try {
        if (!parser.isSet(view) || !parser.isSet(output))
            throw ui::Error{{}, Tr::tr("--view and --out are required (see --help)")};
        if (parser.isSet(preset) && parser.isSet(session))
            throw ui::Error{{}, Tr::tr("--preset and --session cannot be combined")};
        ui::Session start;
        if (parser.isSet(preset)) {
            const auto p = ui::presetByKey(parser.value(preset));
            if (!p)
                throw ui::Error{{}, Tr::tr("unknown preset '%1' (see --list-presets)").arg(parser.value(preset))};
            start.params = p->params;
        }
        if (parser.isSet(session)) {
            const auto s = ui::loadSession(parser.value(session));
            if (!s)
                throw s.error();
            start = *s;
        }
        const auto settled = applySettings(start.params, parser.values(set));
        if (!settled)
            throw settled.error();
        const auto loaded = ui::loadTensorsFor(*settled);
        if (!loaded)
            throw loaded.error();
        const ui::AppParams& params = *loaded;
        bool ok = false;
        const double factor = parser.value(scale).toDouble(&ok);
        if (!ok || !(factor >= 1 && factor <= 3))
            throw ui::Error{{}, Tr::tr("--scale must be 1, 2 or 3, got '%1'").arg(parser.value(scale))};
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        const int width = wh.size() == 2 ? wh[0].toInt() : 0, height = wh.size() == 2 ? wh[1].toInt() : 0;
        if (width < 320 || height < 240 || width > 8000 || height > 8000)
            throw ui::Error{
                {}, Tr::tr("--size must be WxH between 320x240 and 8000x8000, got '%1'").arg(parser.value(size))};
        ui::ExportFormat format;
        if (!ui::formatFromPath(parser.value(output), &format))
            throw ui::Error{{}, Tr::tr("--out: '%1' must end in .png, .svg or .pdf").arg(parser.value(output))};

        ui::MainWindow window(nullptr, ui::MainWindow::Startup::Defaults);
        window.resize(width, height);
        QWidget* target = window.showView(parser.value(view));
        if (!target)
            throw ui::Error{{}, Tr::tr("unknown view '%1' (see --list-views)").arg(parser.value(view))};
        window.selection()->setPair(start.selectedPair);
        window.applyParams(params);
        window.show();
        QElapsedTimer clock;
        clock.start();
        while (!(window.controller()->latest() && window.controller()->latest()->params == params &&
                 window.controller()->latest()->attentionCurrent)) {
            if (clock.elapsed() > 300000)
                throw ui::Error{{}, Tr::tr("the computation did not finish in time")};
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        }
        for (int i = 0; i < 5; ++i) // layouts, lazy refreshes, queued replots
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        ui::ExportOptions options;
        options.scale = factor;
        if (parser.isSet(caption))
            options.caption = ui::parameterCaption(params);
        if (const ui::Outcome written = ui::exportWidget(target, parser.value(output), options); !written)
            throw written.error();
        out << Tr::tr("wrote %1\n").arg(parser.value(output));
    } catch (const ui::Error& e) {
        err << Tr::tr("rope-explorer export: %1\n").arg(e.message());
        return 2;
    }
    return 0;
}

} // namespace rope::app
