// Edit distance and "did you mean" for the command line's words.
#include "app/cli/suggest.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Suggest)
};

QChar folded(QChar c) { return c == QLatin1Char('_') ? QLatin1Char('-') : c.toLower(); }

} // namespace

int editDistance(QStringView a, QStringView b)
{
    const qsizetype n = a.size(), m = b.size();
    // Three rows of the table are enough: the swap looks two rows back.
    std::vector<int> before(size_t(m + 1)), previous(size_t(m + 1)), current(size_t(m + 1));
    for (qsizetype j = 0; j <= m; ++j)
        previous[size_t(j)] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        current[0] = int(i);
        for (qsizetype j = 1; j <= m; ++j) {
            const bool same = folded(a[i - 1]) == folded(b[j - 1]);
            int d = std::min(
                {previous[size_t(j)] + 1, current[size_t(j - 1)] + 1, previous[size_t(j - 1)] + (same ? 0 : 1)});
            if (i > 1 && j > 1 && folded(a[i - 1]) == folded(b[j - 2]) && folded(a[i - 2]) == folded(b[j - 1]))
                d = std::min(d, before[size_t(j - 2)] + 1);
            current[size_t(j)] = d;
        }
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return previous[size_t(m)];
}

QString closestMatch(const QString& word, const QStringList& candidates)
{
    if (word.isEmpty() || word.size() > 64) // a long word is no typo of a short name
        return {};
    const int allowed = word.size() <= 4 ? 1 : word.size() <= 8 ? 2 : 3;
    QString best;
    int bestDistance = allowed + 1;
    bool tie = false; // float16 is as near float32 as float64: better no guess than a wrong one
    for (const QString& c : candidates) {
        const int d = editDistance(word, c);
        tie = (d == bestDistance && best != c) || (tie && d > bestDistance);
        if (d < bestDistance) {
            best = c;
            bestDistance = d;
        }
    }
    if (!best.isEmpty())
        return tie ? QString() : best;
    // An abbreviation: --max-mem for --max-memory, when it can mean only one name.
    if (word.size() >= 3) {
        QStringList starting;
        for (const QString& c : candidates)
            if (c.startsWith(word, Qt::CaseInsensitive))
                starting << c;
        if (starting.size() == 1)
            return starting.first();
    }
    return {};
}

QString didYouMean(const QString& word, const QStringList& candidates, const QString& prefix)
{
    const QString match = closestMatch(word, candidates);
    return match.isEmpty() ? QString() : Tr::tr("; did you mean '%1'?").arg(prefix + match);
}

QString parseError(const QCommandLineParser& parser, const QStringList& known)
{
    QString message = parser.errorText();
    if (parser.unknownOptionNames().isEmpty())
        return message;
    if (message.endsWith(QLatin1Char('.')))
        message.chop(1);
    return message + didYouMean(parser.unknownOptionNames().first(), known, QStringLiteral("--"));
}

} // namespace rope::app
