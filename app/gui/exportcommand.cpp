// `rope-explorer export`: figures rendered off-screen to PNG, SVG or PDF, one by one or all of them
// with a gallery.
#include "app/gui/exportcommand.h"

#include "app/cli/budget.h"
#include "app/cli/exportargs.h"
#include "app/cli/failure.h"
#include "app/cli/help.h"
#include "app/cli/output.h"
#include "app/cli/suggest.h"
#include "app/cli/translations.h"
#include "ui/model/figures.h"
#include "ui/model/messages.h"
#include "ui/model/pairselection.h"
#include "ui/model/presets.h"
#include "ui/model/session.h"
#include "ui/model/settings.h"
#include "ui/model/sweep.h"
#include "ui/model/tensors.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/animationwriter.h"
#include "ui/widgets/exporter.h"
#include "ui/widgets/style.h"
#include "ui/window/figureexport.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cmath>
#include <optional>

namespace rope::app {

namespace {

/// The most pixels one exported picture may have (--size times --scale on each side): 400 MB as ARGB.
constexpr qint64 kMaxExportPixels = 100'000'000;

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Export)
};

// What the user asked for, checked.
struct Request {
    std::optional<ui::AppParams> start; ///< --preset or --session, else none (each figure's own)
    int selectedPair = 0;
    QStringList settings; ///< --set, applied last
    double scale = 1;
    QSize size;
    bool caption = false;
};

ui::AppParams withUserSettings(const ui::AppParams& base, const QStringList& settings)
{
    const auto settled = applySettings(base, settings);
    if (!settled)
        throw settled.error();
    const auto loaded = ui::loadTensorsFor(*settled);
    if (!loaded)
        throw loaded.error();
    return *loaded;
}

ui::AppParams paramsFor(const ui::FigureSpec& figure, const Request& r)
{
    const auto params = ui::figureParams(figure, r.start ? &*r.start : nullptr);
    if (!params)
        throw params.error();
    return withUserSettings(*params, r.settings);
}

std::unique_ptr<ui::MainWindow> newWindow(const Request& r)
{
    auto window = std::make_unique<ui::MainWindow>(nullptr, ui::MainWindow::Startup::Defaults);
    window->resize(r.size);
    window->selection()->setPair(r.selectedPair);
    window->show();
    return window;
}

ui::ExportOptions options(ui::MainWindow& window, const ui::FigureTarget& target, const Request& r)
{
    ui::ExportOptions o;
    o.scale = r.scale;
    if (r.caption)
        o.caption = ui::figureCaption(window, target.view);
    return o;
}

void check(const ui::Outcome& outcome)
{
    if (!outcome)
        throw outcome.error();
}

// `export --all`: every figure in every language and format, and the gallery.
void exportAll(QApplication& app, const Request& r, const QString& dir, const QStringList& languages,
               const QStringList& formats)
{
    std::vector<const ui::FigureSpec*> all;
    for (const ui::FigureSpec& f : ui::figures())
        all.push_back(&f);
    std::vector<ui::GalleryEntry> entries;
    QElapsedTimer clock;
    clock.start();
    int done = 0;
    const int total = int(all.size() * languages.size());
    for (const QString& language : languages) {
        const QString used = installTranslations(app, language);
        auto window = newWindow(r); // after the language: views take their text when made
        ui::FigureBatch batch;
        batch.dir = dir;
        batch.subdir = languages.size() > 1 ? used : QString();
        batch.language = used;
        batch.formats = formats;
        batch.scale = r.scale;
        batch.caption = r.caption;
        batch.paramsFor = [&r](const ui::FigureSpec& f) -> ui::Expected<ui::AppParams> {
            return ui::capture([&] { return paramsFor(f, r); });
        };
        batch.progress = [&](int, int, const QString& key) {
            printError(Tr::tr("[%1/%2] %3 %4\n").arg(++done).arg(total).arg(used, key));
            return true;
        };
        const auto written = ui::exportFigures(*window, all, batch);
        if (!written)
            throw written.error();
        entries.insert(entries.end(), written->begin(), written->end());
    }
    check(ui::writeGallery(dir, entries));
    installTranslations(app, languages.first()); // the closing line in the language asked for first
    printError(Tr::tr("wrote %1 figures (%2 files) and %3 in %4 s\n")
                   .arg(entries.size())
                   .arg(entries.size() * formats.size())
                   .arg(QDir(dir).filePath(QStringLiteral("index.html")))
                   .arg(clock.elapsed() / 1000.0, 0, 'f', 1));
}

QStringList listValue(const QString& value) { return value.split(QLatin1Char(','), Qt::SkipEmptyParts); }

// `export --animate KEY`: the figure (or whole view) KEY drawn once per frame as the sweeps move,
// every frame at the first one's size.
void exportAnimation(const Request& r, const QString& key, const std::vector<model::Sweep>& sweeps, int fps, int frames,
                     const QString& path)
{
    const ui::FigureSpec* spec = ui::figureByKey(key);
    if (!spec && !ui::viewKeys().contains(key))
        fail(Tr::tr("--animate: '%1' is neither a figure (see --list-figures) nor a view (see --list-views)").arg(key));
    const ui::FigureTarget target =
        spec ? ui::FigureTarget{QLatin1String(spec->view), spec->section ? QLatin1String(spec->section) : QString()}
             : ui::FigureTarget{key, {}};
    const QJsonObject viewState = spec ? ui::figureViewState(*spec) : QJsonObject();
    QElapsedTimer clock;
    clock.start();
    auto window = newWindow(r);
    std::unique_ptr<ui::AnimationWriter> writer;
    for (int frame = 0; frame < frames; ++frame) {
        Request at = r;
        at.settings = model::frameSettings(r.settings, sweeps, frame, frames);
        const ui::AppParams params =
            spec ? paramsFor(*spec, at) : withUserSettings(r.start.value_or(ui::AppParams()), at.settings);
        check(ui::setUpFigure(*window, target, params, model::frameViewState(viewState, sweeps, frame, frames)));
        const QImage image = ui::figureImage(*window, target, options(*window, target, r));
        if (!writer) {
            auto opened = ui::AnimationWriter::open(path, image.size(), fps);
            if (!opened)
                throw opened.error();
            writer = std::move(*opened);
        }
        check(writer->addFrame(image));
        if (frame % fps == fps - 1 || frame == frames - 1)
            printError(Tr::tr("[%1/%2] frames\n").arg(frame + 1).arg(frames));
    }
    check(writer->finish());
    printError(Tr::tr("wrote %1 (%2 frames at %3 fps) in %4 s\n")
                   .arg(path)
                   .arg(frames)
                   .arg(fps)
                   .arg(clock.elapsed() / 1000.0, 0, 'f', 1));
}

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
    // The command line never reads the window's settings: the window export builds gets an empty
    // folder of its own.
    QTemporaryDir noSettings;
    model::Settings::redirectTo(noSettings.path());
    const QString command = QStringLiteral("rope-explorer export");
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr(
        "Renders figures to PNG, SVG or PDF without a display: one figure, a whole view, or every "
        "figure with a gallery (index.html).\n\nExamples:\n"
        "  rope-explorer export --figure pairing-lab/trap --out trap.svg\n"
        "  rope-explorer export --view heatmaps --preset llama3.1-8b --set seq_len=512 --out maps.png --scale 2\n"
        "  rope-explorer export --all --out figures --lang en,zh_CN --format png,svg"));
    const QCommandLineOption help({"h", "help"}, Tr::tr("Show this help."));
    const QCommandLineOption figure("figure", Tr::tr("The figure to export (see --list-figures)."), "key");
    const QCommandLineOption view("view", Tr::tr("A whole view, every section (see --list-views)."), "name");
    const QCommandLineOption all("all", Tr::tr("Every figure, into the folder --out, with index.html."));
    const QCommandLineOption preset("preset", Tr::tr("Start from a built-in preset (see --list-presets)."), "key");
    const QCommandLineOption session("session", Tr::tr("Start from a saved session file."), "file");
    const QCommandLineOption state("state",
                                   Tr::tr("Start from a state string (Edit → Copy State String) or from the scene "
                                          "an exported figure (.png, .svg, .pdf) remembers; alone, export its "
                                          "view."),
                                   "state");
    const QCommandLineOption set("set", Tr::tr("Set a parameter, e.g. head_dim=128 or scaling.factor=8 (repeatable)."),
                                 "key=value");
    const QCommandLineOption output("out", Tr::tr("The file to write (.png, .svg or .pdf); with --all, a folder."),
                                    "path");
    const QCommandLineOption format("format", Tr::tr("With --all: png, svg, pdf or a list (default png)."), "list",
                                    "png");
    const QCommandLineOption scale("scale", Tr::tr("PNG scale: 1, 2 or 3 (default 1)."), "n", "1");
    const QCommandLineOption fontScale("font-scale",
                                       Tr::tr("Text size relative to the window's, 0.75 to 2 (default 1): larger "
                                              "for slides seen from the back of a room."),
                                       "f", "1");
    const QCommandLineOption size("size", Tr::tr("Window size the figures are laid out in (default 1280x800)."), "WxH",
                                  "1280x800");
    const QCommandLineOption caption("caption",
                                     Tr::tr("Stamp the parameters and the view's settings under the figure."));
    const QCommandLineOption language("lang",
                                      Tr::tr("Language of the figures' text: en or zh_CN (with --all, a list such as "
                                             "en,zh_CN); default: the environment's."),
                                      "code");
    const QCommandLineOption listViews("list-views", Tr::tr("List the views and exit."));
    const QCommandLineOption listFigures("list-figures", Tr::tr("List the figures (key, title, tags) and exit."));
    const QCommandLineOption listPresets("list-presets", Tr::tr("List the presets and exit."));
    const QCommandLineOption animate(
        "animate", Tr::tr("Render the figure or view KEY as an animation (.gif, .mp4 or .webm) as --sweep moves."),
        "key");
    const QCommandLineOption sweep("sweep",
                                   Tr::tr("With --animate: PARAM=FROM:TO (or FROM:TO:log), a --set key or "
                                          "view.progress (P applied, pairing lab); repeat to move several together."),
                                   "param=a:b");
    const QCommandLineOption fps("fps", Tr::tr("With --animate: frames per second, 1 to 60 (default 30)."), "n", "30");
    const QCommandLineOption seconds("seconds", Tr::tr("With --animate: length in seconds, up to 60 (default 4)."), "s",
                                     "4");
    const QCommandLineOption maxTime(
        "max-time", Tr::tr("Refuse to start when the figures would take longer (default 30 s)."), "SECONDS");
    const QCommandLineOption maxMemory(
        "max-memory", Tr::tr("Refuse to start when one figure would need more memory (default 1G)."), "SIZE");
    const QList<QCommandLineOption> optionList = {help,    figure,  view,     all,       preset,      session,
                                                  state,   set,     output,   format,    scale,       fontScale,
                                                  size,    caption, language, listViews, listFigures, listPresets,
                                                  animate, sweep,   fps,      seconds,   maxTime,     maxMemory};
    parser.addOptions(optionList);
    args.removeAt(1); // "export"
    // The line is made when an error is caught: --all switches languages as it goes.
    const auto errorLine = [](const QString& message) { return Tr::tr("rope-explorer export: %1\n").arg(message); };
    return runCommand({command, {}, errorLine}, [&] {
        if (!parser.parse(args)) {
            QString message = parser.errorText();
            if (!parser.unknownOptionNames().isEmpty()) {
                QStringList known;
                for (const QCommandLineOption& o : optionList)
                    known << o.names().last();
                if (message.endsWith(QLatin1Char('.')))
                    message.chop(1);
                const QString suggestion = didYouMean(parser.unknownOptionNames().first(), known, QStringLiteral("--"));
                message += suggestion.isEmpty() ? Tr::tr(" (see rope-explorer export --help)") : suggestion;
            }
            fail(message);
        }
        // Lists are for scripts: never translated.
        if (parser.isSet(listViews)) {
            printText((ui::viewKeys() << QStringLiteral("window")).join(QLatin1Char('\n')) + QLatin1Char('\n'));
            return 0;
        }
        if (parser.isSet(listFigures)) {
            QString text;
            for (const ui::FigureSpec& f : ui::figures()) {
                const QStringList tags = ui::figureTags(f);
                text += QStringLiteral("%1\t%2\t%3\n")
                            .arg(f.key, f.title, tags.isEmpty() ? QStringLiteral("-") : tags.join(QLatin1Char(' ')));
            }
            printText(text);
            return 0;
        }
        if (parser.isSet(listPresets)) {
            QString text;
            for (const ui::Preset& p : ui::builtInPresets())
                text += QStringLiteral("%1  %2 — %3\n").arg(p.key, -18).arg(p.name, p.description);
            printText(text);
            return 0;
        }
        const QStringList languages = listValue(parser.value(language));
        for (const QString& l : languages)
            if (l != QLatin1String("en") && l != QLatin1String("zh_CN") && l != QLatin1String("system")) {
                printError(Tr::tr("rope-explorer export: --lang: '%1' is not en or zh_CN\n").arg(l));
                return 2;
            }
        installTranslations(app, languages.value(0));
        if (parser.isSet(help)) {
            printText(helpText(parser, command) + QLatin1Char('\n') + settingsHelp());
            return 0;
        }

        const int targets =
            int(parser.isSet(view)) + int(parser.isSet(figure)) + int(parser.isSet(all)) + int(parser.isSet(animate));
        if (targets > 1 || (targets == 0 && !parser.isSet(state)) || !parser.isSet(output))
            fail(Tr::tr("give one of --figure, --view, --all or --animate (or --state alone), and --out (see --help)"));
        if (int(parser.isSet(preset)) + int(parser.isSet(session)) + int(parser.isSet(state)) > 1)
            fail(Tr::tr("--preset, --session and --state cannot be combined"));
        if (languages.size() > 1 && !parser.isSet(all))
            fail(Tr::tr("--lang takes one language unless --all is given"));
        Request r;
        if (parser.isSet(preset)) {
            const auto p = ui::presetByKey(parser.value(preset));
            if (!p)
                fail(Tr::tr("unknown preset '%1' (see --list-presets)").arg(parser.value(preset)));
            r.start = p->params;
        }
        if (parser.isSet(session)) {
            const auto s = ui::loadSession(parser.value(session));
            if (!s)
                throw s.error();
            r.start = s->params;
            r.selectedPair = s->selectedPair;
        }
        QString stateView; // the view a state string names, exported when no target is given
        if (parser.isSet(state)) {
            QString text = parser.value(state);
            if (!text.trimmed().startsWith(QLatin1String("rope1."))) {
                const auto remembered = ui::stateInFigure(text);
                if (!remembered)
                    throw remembered.error();
                text = *remembered;
            }
            const auto s = ui::sessionFromStateString(text);
            if (!s)
                fail(Tr::tr("--state: %1").arg(s.message()));
            r.start = s->params;
            r.selectedPair = s->selectedPair;
            stateView = s->view;
        }
        r.settings = parser.values(set);
        r.caption = parser.isSet(caption);
        bool ok = false;
        // Whole factors only: 2.5 would blur every line across pixel boundaries.
        const int wholeScale = parser.value(scale).trimmed().toInt(&ok);
        if (!ok || wholeScale < 1 || wholeScale > 3)
            fail(Tr::tr("--scale must be 1, 2 or 3, got '%1'").arg(parser.value(scale).left(40)));
        r.scale = wholeScale;
        const double textScale = parser.value(fontScale).toDouble(&ok);
        if (!ok || !(textScale >= 0.75 && textScale <= 2))
            fail(Tr::tr("--font-scale must be between 0.75 and 2, got '%1'").arg(parser.value(fontScale)));
        ui::style::setFontScale(textScale);
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        r.size = QSize(wh.size() == 2 ? wh[0].toInt() : 0, wh.size() == 2 ? wh[1].toInt() : 0);
        if (r.size.width() < 320 || r.size.height() < 240 || r.size.width() > 8000 || r.size.height() > 8000)
            fail(Tr::tr("--size must be WxH between 320x240 and 8000x8000, got '%1'").arg(parser.value(size)));
        // The picture is the window's size times the scale on each side: 8000x8000 at 3 would be 576
        // megapixels, 2.3 GB before PNG compresses a byte of it.
        const qint64 pixels = qint64(r.size.width()) * r.scale * r.size.height() * r.scale;
        const double windowPixels = double(r.size.width()) * r.size.height(); // what SVG and PDF are drawn at
        if (pixels > kMaxExportPixels)
            fail(Tr::tr("--size %1x%2 at --scale %3 would render %4 × %5 pixels (%6 megapixels); at most %7 "
                        "megapixels: lower --size or --scale")
                     .arg(r.size.width())
                     .arg(r.size.height())
                     .arg(r.scale)
                     .arg(qint64(r.size.width()) * r.scale)
                     .arg(qint64(r.size.height()) * r.scale)
                     .arg(pixels / 1'000'000)
                     .arg(kMaxExportPixels / 1'000'000));
        // Settings are checked before anything is drawn, so a typo fails at once.
        withUserSettings(r.start.value_or(ui::AppParams()), r.settings);
        const auto given = [&parser](const QCommandLineOption& o) {
            return parser.isSet(o) ? std::optional(parser.value(o)) : std::nullopt;
        };
        const Budget budget = parseBudget(given(maxMemory), given(maxTime));

        const QString path = parser.value(output);
        if (parser.isSet(all)) {
            const QStringList formats = listValue(parser.value(format));
            for (const QString& f : formats)
                if (f != QLatin1String("png") && f != QLatin1String("svg") && f != QLatin1String("pdf"))
                    fail(Tr::tr("--format: '%1' is not png, svg or pdf").arg(f));
            if (formats.isEmpty())
                fail(Tr::tr("--format needs at least one of png, svg, pdf"));
            // Every figure in every language and format: at 8000x8000 that ran for tens of minutes unasked.
            const double perFormat = double(ui::figures().size()) * double(std::max<qsizetype>(1, languages.size()));
            const double rasters = perFormat * double(formats.count(QStringLiteral("png")));
            afford(exportCost(rasters, double(pixels), perFormat * double(formats.size()) - rasters, windowPixels),
                   budget);
            exportAll(app, r, path, languages.isEmpty() ? QStringList{QStringLiteral("system")} : languages, formats);
            return 0;
        }
        if (parser.isSet(animate)) {
            if (!ui::AnimationWriter::isAnimationPath(path))
                fail(Tr::tr("--out: '%1' must end in .gif, .mp4 or .webm with --animate").arg(path));
            std::vector<model::Sweep> sweeps;
            for (const QString& s : parser.values(sweep)) {
                const auto parsed = model::parseSweep(s);
                if (!parsed)
                    throw parsed.error();
                sweeps.push_back(*parsed);
            }
            if (sweeps.empty())
                fail(Tr::tr("--animate needs at least one --sweep PARAM=FROM:TO"));
            const int rate = parser.value(fps).trimmed().toInt(&ok);
            if (!ok || rate < 1 || rate > 60)
                fail(Tr::tr("--fps must be a whole number from 1 to 60, got '%1'").arg(parser.value(fps).left(40)));
            const double length = parser.value(seconds).trimmed().toDouble(&ok);
            if (!ok || !(length > 0 && length <= 60))
                fail(Tr::tr("--seconds must be more than 0 and at most 60, got '%1'")
                         .arg(parser.value(seconds).left(40)));
            const int frames = std::max(2, int(std::lround(rate * length)));
            // Each end is checked before a frame is drawn: a typo or a value out of range fails at once.
            for (const int end : {0, frames - 1})
                if (const auto checked = applySettings(r.start.value_or(ui::AppParams()),
                                                       model::frameSettings(r.settings, sweeps, end, frames));
                    !checked)
                    fail(Tr::tr("--sweep: at frame %1 of %2, %3").arg(end + 1).arg(frames).arg(checked.error().what));
            afford(exportCost(frames, double(pixels)), budget);
            exportAnimation(r, parser.value(animate), sweeps, rate, frames, path);
            return 0;
        }
        ui::ExportFormat fileFormat;
        if (!ui::formatFromPath(path, &fileFormat))
            fail(Tr::tr("--out: '%1' must end in .png, .svg or .pdf").arg(path));
        afford(fileFormat == ui::ExportFormat::Png ? exportCost(1, double(pixels)) : exportCost(0, 0, 1, windowPixels),
               budget);
        if (parser.isSet(figure)) {
            const ui::FigureSpec* spec = ui::figureByKey(parser.value(figure));
            if (!spec)
                fail(Tr::tr("unknown figure '%1' (see --list-figures)").arg(parser.value(figure)));
            const ui::FigureTarget target{QLatin1String(spec->view),
                                          spec->section ? QLatin1String(spec->section) : QString()};
            auto window = newWindow(r);
            check(ui::setUpFigure(*window, target, paramsFor(*spec, r), ui::figureViewState(*spec)));
            check(ui::writeFigure(*window, target, path, options(*window, target, r)));
        } else if (parser.value(view) == QLatin1String("window")) {
            auto window = newWindow(r);
            const ui::AppParams params = withUserSettings(r.start.value_or(ui::AppParams()), r.settings);
            check(ui::setUpFigure(*window, {window->currentViewKey(), {}}, params, {}));
            ui::ExportOptions options;
            options.scale = r.scale;
            if (r.caption)
                options.caption = ui::parameterCaption(params);
            options.state = ui::stateString(window->session());
            check(ui::exportWidget(window.get(), path, options));
        } else {
            const ui::FigureTarget target{parser.isSet(view) ? parser.value(view) : stateView, {}};
            if (!ui::viewKeys().contains(target.view))
                fail(Tr::tr("unknown view '%1' (see --list-views)").arg(target.view));
            auto window = newWindow(r);
            check(
                ui::setUpFigure(*window, target, withUserSettings(r.start.value_or(ui::AppParams()), r.settings), {}));
            check(ui::writeFigure(*window, target, path, options(*window, target, r)));
        }
        printText(Tr::tr("wrote %1\n").arg(ui::visibleControls(path)));
        return 0;
    });
}

} // namespace rope::app
