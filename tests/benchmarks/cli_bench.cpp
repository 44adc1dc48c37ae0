// rope-cli-bench: the command line's peak memory and time, measured on the real binary as a user runs it.
//   attention_weights_npy/<fmt>/N/d   `compute attention --field weights --out x.npy` (one N×N field written)
//   attention_logits_npy/<fmt>/N/d    the same for the logits
// Peak memory is the child's peak resident set (wait4's ru_maxrss), so what the process really touched.
// Targets (issue 35): fp32 no more than fp64, one field of N = 8192 within 700 MB.
//   rope-cli-bench [--benchmark-json FILE] [--smoke]      (--smoke: N = 256, for CTest)

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTextStream>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <vector>

namespace {

struct Measured {
    int exitCode = -1;
    double seconds = 0;
    double peakMb = 0;
};

// Runs the binary with `args`, output to /dev/null, and reads its own peak RSS from wait4.
Measured runChild(const QStringList& args)
{
    std::vector<QByteArray> storage;
    storage.push_back(QByteArrayLiteral(ROPE_EXPLORER_BINARY));
    for (const QString& a : args)
        storage.push_back(a.toLocal8Bit());
    std::vector<char*> argv;
    for (QByteArray& s : storage)
        argv.push_back(s.data());
    argv.push_back(nullptr);
    QElapsedTimer timer;
    timer.start();
    const pid_t pid = fork();
    if (pid == 0) {
        if (FILE* devnull = std::fopen("/dev/null", "w")) {
            dup2(fileno(devnull), STDOUT_FILENO);
            dup2(fileno(devnull), STDERR_FILENO);
        }
        execv(argv[0], argv.data());
        _exit(127);
    }
    Measured m;
    int status = 0;
    rusage usage{};
    if (pid < 0 || wait4(pid, &status, 0, &usage) != pid)
        return m;
    m.seconds = timer.nsecsElapsed() / 1e9;
    m.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    m.peakMb = double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
    return m;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Peak memory and time of `compute attention` (README, Benchmarks)."));
    parser.addHelpOption();
    const QCommandLineOption json(QStringLiteral("benchmark-json"), QStringLiteral("Also write the figures to <file>."),
                                  QStringLiteral("file"));
    const QCommandLineOption smoke(QStringLiteral("smoke"), QStringLiteral("N = 256 only (the test suite's run)."));
    parser.addOption(json);
    parser.addOption(smoke);
    parser.process(app);
    QTemporaryDir dir;
    qputenv("XDG_CONFIG_HOME", dir.path().toLocal8Bit()); // the user's settings never change a figure
    const int n = parser.isSet(smoke) ? 256 : 8192, d = 128;
    QTextStream out(stdout);
    out << "compute attention, random content, causal mask, N = " << n << ", d = " << d
        << "; peak resident memory of the process\n";
    QJsonArray rows;
    QJsonObject byName;
    for (const char* field : {"weights", "logits"}) {
        for (const char* precision : {"fp64", "fp32"}) {
            const QStringList args = {"compute",
                                      "attention",
                                      "--positions",
                                      QStringLiteral("0:%1").arg(n),
                                      "--head-dim",
                                      QString::number(d),
                                      "--mask",
                                      "causal",
                                      "--precision",
                                      precision,
                                      "--quiet",
                                      "--max-memory",
                                      "8G",
                                      "--max-time",
                                      "10m",
                                      "--field",
                                      field,
                                      "--out",
                                      dir.filePath(QStringLiteral("x.npy"))};
            const Measured m = runChild(args);
            const QString name = QStringLiteral("attention_%1_npy/%2/%3/%4")
                                     .arg(QLatin1String(field), QLatin1String(precision))
                                     .arg(n)
                                     .arg(d);
            out << QStringLiteral("%1: %2 MB peak, %3 s%4\n")
                       .arg(name, -38)
                       .arg(m.peakMb, 0, 'f', 0)
                       .arg(m.seconds, 0, 'f', 2)
                       .arg(m.exitCode == 0 ? QString() : QStringLiteral(" (exit code %1)").arg(m.exitCode));
            out.flush();
            if (m.exitCode != 0)
                return 1;
            const QJsonObject row{{"name", name}, {"peak_rss_mb", m.peakMb}, {"seconds", m.seconds}};
            rows.append(row);
            byName.insert(name, row);
        }
    }
    const auto peak = [&](const char* kind, const char* fmt) {
        return byName.value(QStringLiteral("%1/%2/%3/%4").arg(QLatin1String(kind), QLatin1String(fmt)).arg(n).arg(d))
            .toObject()
            .value("peak_rss_mb")
            .toDouble();
    };
    const double ratio = peak("attention_weights_npy", "fp32") / peak("attention_weights_npy", "fp64");
    out << QStringLiteral("one field to .npy: fp32 / fp64 peak memory %1 (target ≤ 1)\n").arg(ratio, 0, 'f', 2);
    if (parser.isSet(json)) {
        const QJsonObject doc{{"runs", rows},
                              {"n", n},
                              {"d", d},
                              {"fp32_over_fp64_one_field", ratio},
                              {"fp32_over_fp64_target", 1.0},
                              {"one_field_peak_target_mb", n == 8192 ? 700.0 : QJsonValue()}};
        QFile file(parser.value(json));
        if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(doc).toJson()) < 0) {
            QTextStream(stderr) << "cannot write " << parser.value(json) << ": " << file.errorString() << '\n';
            return 1;
        }
    }
    return 0;
}
