// The desktop application: its command line, translations, and the main window.
#include "app/gui/guiapp.h"

#include "app/cli/help.h"
#include "app/cli/output.h"
#include "app/cli/suggest.h"
#include "app/cli/translations.h"
#include "core/numericsbuild.h"
#include "ui/model/computecontroller.h"
#include "ui/model/lessonquestions.h"
#include "ui/model/lessonsteps.h"
#include "ui/model/messages.h"
#include "ui/model/npyfile.h"
#include "ui/model/settings.h"
#include "ui/model/tensors.h"
#include "ui/views/clocksview.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/style.h"
#include "ui/window/fileactions.h"
#include "ui/window/lessonspanel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/windowkeeper.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>

namespace rope::app {

namespace {

// --screenshot FILE: wait until the results with attention have arrived and every visible view has
// drawn them (views with jobs of their own finish later), let the layout settle, grab, quit.
void scheduleScreenshot(ui::MainWindow& window, const QString& path)
{
    auto grab = [&window, path] {
        ui::flushLazyReplots();
        // Encoded in memory, then written atomically: a full disk keeps the old file and says so.
        const QString suffix = QFileInfo(path).suffix().toLower();
        const QByteArray format = suffix.isEmpty() ? QByteArray("png") : suffix.toLatin1();
        QByteArray image;
        QBuffer buffer(&image);
        buffer.open(QIODevice::WriteOnly);
        const ui::Outcome written =
            window.grab().save(&buffer, format.constData())
                ? ui::writeFileAtomically(path, image)
                : ui::Outcome(
                      ui::Error{path, QStringLiteral("cannot be encoded as %1").arg(QString::fromLatin1(format))});
        const bool ok = written.ok();
        if (ok)
            printText(QStringLiteral("wrote %1\n").arg(ui::visibleControls(path)));
        else
            printError(written.message());
        QApplication::exit(ok ? 0 : 2);
    };
    auto* poll = new QTimer(&window);
    poll->setInterval(50);
    QObject::connect(poll, &QTimer::timeout, &window, [&window, poll, grab] {
        if (!window.visibleViewsCurrent())
            return;
        poll->stop();
        QTimer::singleShot(300, &window, grab);
    });
    QObject::connect(window.controller(), &ui::ComputeController::resultsReady, &window,
                     [poll](std::shared_ptr<const ui::Results> r) {
                         if (r->attentionCurrent)
                             poll->start();
                     });
}

// --list-lessons: one line per tour step: number, title, the cheat-sheet questions it answers;
// with --json, every step with its question, the kind of answer and the questions it serves.
int listLessons(bool json)
{
    QTextStream out(stdout);
    const auto& steps = ui::lessonSteps();
    QJsonArray list;
    for (size_t i = 0; i < steps.size(); ++i) {
        const QStringList tags = ui::lessonTags(steps[i]);
        if (!json) {
            out << QStringLiteral("%1\t%2\t%3\n")
                       .arg(i + 1)
                       .arg(ui::lessonText(steps[i].title),
                            tags.isEmpty() ? QStringLiteral("-") : tags.join(QLatin1Char(' ')));
            continue;
        }
        QJsonObject step{{"step", int(i) + 1},
                         {"title", ui::lessonText(steps[i].title)},
                         {"view", QLatin1String(steps[i].view)},
                         {"source", ui::lessonSource(steps[i])},
                         {"cheatSheet", QJsonArray::fromStringList(tags)}};
        if (steps[i].section)
            step.insert("section", QLatin1String(steps[i].section));
        if (const model::LessonQuestion* q = model::lessonQuestion(steps[i])) {
            QJsonObject question{{"key", QLatin1String(q->key)},
                                 {"prompt", model::lessonQuestionText(*q)},
                                 {"answerKind", model::answerKindName(q->kind)}};
            if (q->kind == model::AnswerKind::Number)
                question.insert("range", QJsonObject{{"min", q->minimum},
                                                     {"max", q->maximum},
                                                     {"step", q->step},
                                                     {"tolerance", q->tolerance}});
            if (q->pointAt)
                question.insert("pointsAt", QLatin1String(q->pointAt));
            step.insert("question", question);
        }
        list.append(step);
    }
    if (json)
        out << QJsonDocument(list).toJson(QJsonDocument::Indented);
    return 0;
}

} // namespace

int runGui(int& argc, char** argv)
{
#ifdef Q_OS_LINUX
    // Without a display Qt would abort; say what to do instead.
    // Options that only print need no display either.
    bool help = false;
    for (int i = 1; i < argc; ++i)
        for (const char* printing : {"--help", "-h", "--help-all", "--version", "-v", "--list-lessons"})
            help = help || qstrcmp(argv[i], printing) == 0;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
        if (!help) {
            QTextStream(stderr)
                << "rope-explorer: no display (DISPLAY and WAYLAND_DISPLAY are unset). Run it under a "
                   "desktop or xvfb-run, or use the commands that need none:\n"
                   "  rope-explorer compute --help   rope-explorer export --help   rope-explorer inspect --help\n"
                   "  rope-explorer diagnose --help\n";
            return 2;
        }
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
#endif
    QApplication app(argc, argv);
    ui::style::useConcreteFontFamily();
    QApplication::setApplicationName(QStringLiteral("rope-explorer"));
    QApplication::setApplicationDisplayName(QStringLiteral("RoPE Explorer"));
    // Matches the installed desktop entry, so docks (Wayland) show its icon and can pin the window.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.ropeexplorer.RopeExplorer"));
    QApplication::setOrganizationName(QStringLiteral("RoPE Explorer"));
    QApplication::setApplicationVersion(QStringLiteral(ROPE_EXPLORER_VERSION));
    // A settings file that is not a file (a FIFO blocks the start) or is absurdly large is not read;
    // the window then starts from the defaults and keeps this session's settings aside, the file intact.
    QTemporaryDir settingsAside;
    if (const QString reason = model::Settings::unreadableReason(); !reason.isEmpty()) {
        QTextStream(stderr) << "rope-explorer: "
                            << QApplication::translate("main", "settings not read (%1): starting from the defaults, "
                                                               "and this session's settings are not kept")
                                   .arg(reason)
                            << '\n';
        model::Settings::redirectTo(settingsAside.path());
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "See Rotary Position Embedding.\n\nWithout options: the window.") +
        QStringLiteral("\n\n") + commandsHelp());
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save the window to FILE once computed, then quit."), QStringLiteral("file"));
    const QCommandLineOption tab(
        QStringLiteral("tab"),
        QApplication::translate("main", "Open on view number I, in the navigator's order (0 = clocks)."),
        QStringLiteral("i"));
    const QCommandLineOption params(QStringLiteral("params"),
                                    QApplication::translate("main", "Start with these parameters (a JSON object)."),
                                    QStringLiteral("json"));
    const QCommandLineOption size(
        QStringLiteral("size"), QApplication::translate("main", "Window size, e.g. 1280x800."), QStringLiteral("WxH"));
    const QCommandLineOption view(
        QStringLiteral("view"),
        QApplication::translate("main", "Open on this view (clocks, heatmaps, … see export --list-views)."),
        QStringLiteral("name"));
    const QCommandLineOption preset(
        QStringLiteral("preset"),
        QApplication::translate("main", "Start from a built-in preset (see export --list-presets)."),
        QStringLiteral("key"));
    const QCommandLineOption lesson(QStringLiteral("lesson"),
                                    QApplication::translate("main", "Open the guided tour at step N (1 = the first)."),
                                    QStringLiteral("n"));
    const QCommandLineOption listLessonsOption(
        QStringLiteral("list-lessons"),
        QApplication::translate("main",
                                "Print the guided tour's steps (number, title, cheat-sheet questions) and quit."));
    const QCommandLineOption jsonOption(
        QStringLiteral("json"),
        QApplication::translate("main", "With --list-lessons: print every step with its question, the kind of "
                                        "answer and the cheat-sheet questions it serves, as JSON."));
    parser.addOptions({screenshot, tab, view, params, preset, lesson, size, listLessonsOption, jsonOption});
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QApplication::translate("main", "A saved session, a Hugging Face config.json, a checkpoint, a figure this app "
                                        "exported, or a state string (rope1.… or a rope-explorer: link) to open."),
        QStringLiteral("[file]"));
    const QCommandLineOption language(
        QStringLiteral("lang"),
        QApplication::translate("main",
                                "Interface language: en or zh_CN (default: the settings' choice, else the system's)."),
        QStringLiteral("code"));
    parser.addOption(language);
    // parse(), not process(): the usage line names the command, not the binary's path, and a typo
    // gets a "did you mean".
    if (!parser.parse(QCoreApplication::arguments())) {
        QString message = parser.errorText();
        if (!parser.unknownOptionNames().isEmpty()) {
            QStringList known;
            for (const QCommandLineOption& option : {helpOption, versionOption, screenshot, tab, view, params, preset,
                                                     lesson, size, listLessonsOption, jsonOption, language})
                known << option.names().constLast();
            if (message.endsWith(QLatin1Char('.')))
                message.chop(1);
            message += didYouMean(parser.unknownOptionNames().constFirst(), known, QStringLiteral("--"));
        }
        printError(QStringLiteral("rope-explorer: %1").arg(message));
        return 2;
    }
    if (parser.isSet(helpOption) || parser.isSet(QStringLiteral("help-all"))) {
        printText(helpText(parser, QStringLiteral("rope-explorer")));
        return 0;
    }
    if (parser.isSet(versionOption)) {
        // The numerics line says which copy the loader picked (x86-64, -v3 or -v4) and from where.
        const std::string library = core::numericsBuild().library;
        printText(QStringLiteral("rope-explorer %1\nnumerics: %2%3\n")
                      .arg(QCoreApplication::applicationVersion(), ui::numericsBuildName(),
                           library.empty() ? QString() : QStringLiteral(", ") + QString::fromStdString(library)));
        return 0;
    }
    if (parser.isSet(language) && !QStringList{"en", "zh_CN", "system"}.contains(parser.value(language))) {
        printError(QApplication::translate("main", "rope-explorer: --lang: '%1' is not en or zh_CN\n")
                       .arg(parser.value(language)));
        return 2;
    }
    installTranslations(app, parser.isSet(language) ? parser.value(language) : ui::Settings().language());
    if (parser.isSet(listLessonsOption))
        return listLessons(parser.isSet(jsonOption));

    // Live switches (Settings → language, View → Zoom) make the window again; a language chosen
    // with --lang stays until the settings' language changes.
    QString settingsLanguage = ui::Settings().language();
    ui::style::setFontScale(ui::Settings().zoom());
    ui::WindowKeeper keeper([&app, &settingsLanguage] {
        const ui::Settings settings;
        if (settings.language() != settingsLanguage) {
            settingsLanguage = settings.language();
            installTranslations(app, settingsLanguage);
        }
        ui::style::setFontScale(settings.zoom());
    });
    ui::MainWindow& window = *keeper.window();
    const auto fail = [](const QString& message) {
        printError(QApplication::translate("main", "rope-explorer: %1\n").arg(message));
        return 2;
    };
    if (parser.isSet(preset) && !window.fileActions()->applyPreset(parser.value(preset)))
        return fail(QApplication::translate("main", "unknown preset '%1' (see export --list-presets)")
                        .arg(parser.value(preset)));
    // A file that cannot be opened: the window still opens and says why (launched from a file
    // manager, nobody reads stderr); a scripted --screenshot fails instead.
    QString openProblem;
    if (!parser.positionalArguments().isEmpty()) {
        const ui::Outcome opened = window.fileActions()->openFile(parser.positionalArguments().constFirst());
        if (!opened && parser.isSet(screenshot))
            return fail(opened.message());
        if (!opened) {
            printError(QApplication::translate("main", "rope-explorer: %1\n").arg(opened.message()));
            openProblem = opened.message();
        }
    }
    if (parser.isSet(lesson)) {
        bool ok = false;
        const int step = parser.value(lesson).toInt(&ok);
        if (!ok || step < 1 || step > int(ui::lessonSteps().size()))
            return fail(QApplication::translate("main", "--lesson must be 1 … %1").arg(ui::lessonSteps().size()));
        window.lessonsDock()->show();
        window.lessons()->setStep(step - 1);
    }
    if (parser.isSet(view) && !window.showView(parser.value(view)))
        return fail(
            QApplication::translate("main", "unknown view '%1' (see export --list-views)").arg(parser.value(view)));
    if (parser.isSet(params)) {
        const QJsonDocument doc = QJsonDocument::fromJson(parser.value(params).toUtf8());
        if (!doc.isObject())
            return fail(QApplication::translate("main", "--params is not a JSON object"));
        const ui::Expected<ui::AppParams> read = ui::AppParams::fromJson(doc.object());
        if (!read)
            return fail(QStringLiteral("--params: %1").arg(read.message()));
        const ui::Expected<ui::AppParams> loaded = ui::loadTensorsFor(*read);
        if (!loaded)
            return fail(QStringLiteral("--params: %1").arg(loaded.message()));
        if (const core::Problems problems = loaded->validate(); !problems.empty())
            return fail(QStringLiteral("--params: %1").arg(ui::describe(problems)));
        window.applyParams(*loaded);
    }
    if (parser.isSet(tab)) {
        // A view's number in the navigator's order (0 = clocks).
        const QStringList keys = ui::viewKeys();
        bool ok = false;
        const int viewIndex = parser.value(tab).toInt(&ok);
        if (!ok || viewIndex < 0 || viewIndex >= keys.size())
            return fail(QApplication::translate("main", "--tab takes a view number 0 … %1 (the navigator's order); "
                                                        "got '%2'")
                            .arg(keys.size() - 1)
                            .arg(parser.value(tab)));
        window.showView(keys[viewIndex]);
    }
    if (parser.isSet(size)) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        // The same bound as export --size: a 32767×32767 window needed 8.5 GB and crashed on less.
        constexpr int kLargestSide = 8000;
        bool okW = false, okH = false;
        const int w = wh.size() == 2 ? wh[0].toInt(&okW) : 0, h = wh.size() == 2 ? wh[1].toInt(&okH) : 0;
        if (!okW || !okH || w <= 0 || h <= 0 || w > kLargestSide || h > kLargestSide)
            return fail(
                QApplication::translate("main", "--size takes WIDTHxHEIGHT, each 1 … %1, e.g. 1280x800; got '%2'")
                    .arg(kLargestSide)
                    .arg(parser.value(size)));
        window.resize(w, h);
    }
    window.show();
    if (!openProblem.isEmpty())
        QTimer::singleShot(0, &window, [&window, openProblem] {
            QMessageBox::warning(&window, QApplication::translate("main", "Cannot open the file"), openProblem);
        });
    // A plain launch opens the tour the very first time; a launch that asks for something does not.
    const QStringList given = parser.optionNames();
    const bool plainLaunch =
        parser.positionalArguments().isEmpty() &&
        std::all_of(given.begin(), given.end(), [](const QString& name) { return name == "lang"; });
    if (plainLaunch)
        window.offerTourOnFirstLaunch();
    if (parser.isSet(screenshot))
        scheduleScreenshot(window, parser.value(screenshot));
    return app.exec();
}

} // namespace rope::app
