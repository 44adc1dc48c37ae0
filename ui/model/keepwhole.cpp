// Formulas and names that wrap as one piece: where they are, and the joiners that hold them.
#include "ui/model/keepwhole.h"

#include <QRegularExpression>
#include <QSet>
#include <QTextBoundaryFinder>

#include <vector>

namespace rope::model {

namespace {

constexpr char16_t kJoiner = u'\u2060'; // WORD JOINER: no break on either side
constexpr char16_t kNoBreakSpace = u'\u00A0';

/// One piece of the text: a character (or a surrogate pair), an entity, or a tag. `plain` is what
/// the piece shows (empty for a tag, "\n" for a tag that ends a line or a block).
struct Piece {
    QString html;
    QString plain;
    bool joined = false; ///< a word joiner was put before it
};

std::vector<Piece> split(const QString& text, Qt::TextFormat format)
{
    static const QSet<QString> blockTags = {
        QStringLiteral("br"), QStringLiteral("p"),     QStringLiteral("div"), QStringLiteral("li"),
        QStringLiteral("ul"), QStringLiteral("ol"),    QStringLiteral("tr"),  QStringLiteral("td"),
        QStringLiteral("th"), QStringLiteral("table"), QStringLiteral("hr"),  QStringLiteral("h1"),
        QStringLiteral("h2"), QStringLiteral("h3"),    QStringLiteral("h4"),  QStringLiteral("pre")};
    static const QRegularExpression tagName(QStringLiteral("^</?\\s*([A-Za-z0-9]+)"));
    std::vector<Piece> pieces;
    for (qsizetype i = 0; i < text.size();) {
        const bool rich = format != Qt::PlainText;
        if (rich && text[i] == u'<') {
            qsizetype end = text.indexOf(u'>', i);
            end = end < 0 ? text.size() : end + 1;
            const QString tag = text.mid(i, end - i);
            const QString name = tagName.match(tag).captured(1).toLower();
            pieces.push_back({tag, blockTags.contains(name) ? QStringLiteral("\n") : QString()});
            i = end;
            continue;
        }
        if (rich && text[i] == u'&') {
            const qsizetype end = text.indexOf(u';', i);
            if (end > i && end - i <= 10) {
                const QString entity = text.mid(i + 1, end - i - 1);
                QString shown;
                if (entity == QLatin1String("lt"))
                    shown = QStringLiteral("<");
                else if (entity == QLatin1String("gt"))
                    shown = QStringLiteral(">");
                else if (entity == QLatin1String("amp"))
                    shown = QStringLiteral("&");
                else if (entity == QLatin1String("quot"))
                    shown = QStringLiteral("\"");
                else if (entity == QLatin1String("nbsp"))
                    shown = QString(QChar(kNoBreakSpace));
                else if (entity.startsWith(u'#')) {
                    bool ok = false;
                    const uint code = entity.startsWith(QLatin1String("#x"), Qt::CaseInsensitive)
                                          ? entity.mid(2).toUInt(&ok, 16)
                                          : entity.mid(1).toUInt(&ok, 10);
                    if (ok)
                        shown = QString::fromUcs4(reinterpret_cast<const char32_t*>(&code), 1);
                }
                if (shown.isEmpty())
                    shown = QStringLiteral("?"); // an entity this does not know: one character, not a space
                pieces.push_back({text.mid(i, end - i + 1), shown});
                i = end + 1;
                continue;
            }
        }
        const qsizetype length = text[i].isHighSurrogate() && i + 1 < text.size() ? 2 : 1;
        pieces.push_back({text.mid(i, length), text.mid(i, length)});
        i += length;
    }
    return pieces;
}

bool isCjk(char32_t c)
{
    return (c >= 0x2E80 && c <= 0x2FDF) || (c >= 0x3000 && c <= 0x33FF) || (c >= 0x3400 && c <= 0x4DBF) ||
           (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) || (c >= 0xF900 && c <= 0xFAFF) ||
           (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFFEF) || (c >= 0x20000 && c <= 0x3FFFF);
}

/// A character that makes a word mathematical: a digit, a Greek letter, an operator, an arrow, a
/// sub- or superscript.
bool isMathCharacter(char32_t c)
{
    return (c >= u'0' && c <= u'9') || (c >= 0x0370 && c <= 0x03FF) || (c >= 0x1F00 && c <= 0x1FFF) ||
           (c >= 0x2190 && c <= 0x21FF) || (c >= 0x2200 && c <= 0x22FF) || (c >= 0x2308 && c <= 0x230B) ||
           (c >= 0x2070 && c <= 0x209F) || (c >= 0x1D2C && c <= 0x1D6A) || c == 0xB2 || c == 0xB3 || c == 0xB9 ||
           c == 0xD7 || c == 0xB7 || c == 0xB1 || c == u'=' || c == u'+' || c == u'<' || c == u'>' || c == u'^' ||
           c == u'_' || c == u'|';
}

/// One unit of the line: a word (a run of characters that are neither spaces nor CJK) or one CJK
/// character; `first` and `last` index the pieces.
struct Atom {
    size_t first = 0, last = 0;
    bool cjk = false;
    QString plain; ///< what it shows
    bool sub = false; ///< holds <sub> or <sup>
};

/// Pieces first … last, kept on one line.
struct Run {
    size_t first, last;
};

QString core(const QString& word)
{
    static const QRegularExpression edges(QStringLiteral("^[\\(\\[{⌊⌈“‘\"']+|[\\)\\]}⌋⌉,.;:!?”’\"']+$"));
    return QString(word).remove(edges);
}

bool endsClause(const QString& word)
{
    static const QRegularExpression clause(QStringLiteral("[,.;:!?][”’\"']*$"));
    return clause.match(word).hasMatch();
}

bool isInfix(const Atom& a)
{
    static const QSet<QString> operators = {
        QStringLiteral("="), QStringLiteral("≠"), QStringLiteral("≈"), QStringLiteral("≡"), QStringLiteral("<"),
        QStringLiteral(">"), QStringLiteral("≤"), QStringLiteral("≥"), QStringLiteral("≪"), QStringLiteral("≫"),
        QStringLiteral("+"), QStringLiteral("−"), QStringLiteral("-"), QStringLiteral("±"), QStringLiteral("×"),
        QStringLiteral("·"), QStringLiteral("⋅"), QStringLiteral("/"), QStringLiteral("÷"), QStringLiteral("→"),
        QStringLiteral("←"), QStringLiteral("↔"), QStringLiteral("⇒"), QStringLiteral("⇔"), QStringLiteral("∝"),
        QStringLiteral("∈"), QStringLiteral("~"), QStringLiteral("…")};
    return !a.cjk && operators.contains(a.plain);
}

bool isPrefix(const Atom& a)
{
    return !a.cjk && (a.plain == QStringLiteral("Σ") || a.plain == QStringLiteral("∑") ||
                      a.plain == QStringLiteral("∏") || a.plain == QStringLiteral("√"));
}

bool isPostfix(const Atom& a) { return !a.cjk && (a.plain == QStringLiteral("%") || a.plain == QStringLiteral("‰")); }

bool isFunction(const Atom& a)
{
    static const QSet<QString> functions = {QStringLiteral("sin"), QStringLiteral("cos"), QStringLiteral("tan"),
                                            QStringLiteral("exp"), QStringLiteral("ln"),  QStringLiteral("log"),
                                            QStringLiteral("max"), QStringLiteral("min")};
    // "max(H," opens an argument list: the function name and its bracket.
    static const QRegularExpression call(QStringLiteral("^([a-z]+)\\("));
    const QRegularExpressionMatch m = call.match(a.plain);
    return !a.cjk && (functions.contains(core(a.plain)) || (m.hasMatch() && functions.contains(m.captured(1))));
}

bool isMath(const Atom& a)
{
    if (a.cjk)
        return false;
    if (a.sub || isFunction(a))
        return true;
    const QString c = core(a.plain);
    // A single letter is a variable (q, k, m, N), except the words "a", "A" and "I".
    if (c.size() == 1 && c[0].isLetter() && c != QLatin1String("a") && c != QLatin1String("A") &&
        c != QLatin1String("I"))
        return true;
    for (const char32_t ch : a.plain.toUcs4())
        if (isMathCharacter(ch))
            return true;
    return false;
}

/// "Llama" before "3.1" or "3's": a capitalised name before a version number.
bool isNameAndVersion(const Atom& a, const Atom& b)
{
    static const QRegularExpression name(QStringLiteral("^[A-Z][A-Za-z]*[a-z]$"));
    static const QRegularExpression version(QStringLiteral("^\\d+(\\.\\d+)*(['’]s)?$"));
    return !a.cjk && !b.cjk && name.match(a.plain).hasMatch() && version.match(core(b.plain)).hasMatch();
}

int bracketBalance(const Atom& a)
{
    int balance = 0;
    for (const QChar c : a.plain) {
        if (c == u'(' || c == u'[' || c == u'⌊' || c == u'⌈')
            ++balance;
        else if (c == u')' || c == u']' || c == u'⌋' || c == u'⌉')
            --balance;
    }
    return balance;
}

/// Whether atoms a and b (next to each other, only spaces between) belong to one formula or name.
bool joins(const Atom& a, const Atom& b)
{
    if (a.cjk && b.cjk)
        return false;
    if (isInfix(a) || isPrefix(a) || isInfix(b) || isPostfix(b))
        return true;
    if (a.cjk || b.cjk)
        return false;
    if (isNameAndVersion(a, b))
        return true;
    if (endsClause(a.plain))
        return false;
    return isMath(a) && isMath(b);
}

} // namespace

namespace {

/// `pieces` as text, each run unbreakable: its spaces no-break, and a word joiner wherever Qt
/// would still break inside it.
QString holdRuns(std::vector<Piece>& pieces, const std::vector<Run>& runs)
{
    // Spaces inside a run do not break.
    for (const Run& run : runs)
        for (size_t i = run.first; i <= run.last; ++i)
            if (pieces[i].plain == QLatin1String(" ")) {
                pieces[i].plain = QString(QChar(kNoBreakSpace));
                pieces[i].html = pieces[i].plain;
            }

    // A word joiner wherever Qt would still break inside a run; again until none is left (a joiner
    // changes its neighbours' context).
    for (int round = 0; round < 4; ++round) {
        QString plain;
        std::vector<size_t> pieceAt; // plain index → piece
        for (size_t i = 0; i < pieces.size(); ++i) {
            if (pieces[i].joined) {
                plain += QChar(kJoiner);
                pieceAt.push_back(i);
            }
            for (qsizetype k = 0; k < pieces[i].plain.size(); ++k) {
                plain += pieces[i].plain[k];
                pieceAt.push_back(i);
            }
        }
        std::vector<bool> inside(pieces.size(), false); // a break before this piece splits a run
        for (const Run& run : runs)
            for (size_t i = run.first + 1; i <= run.last; ++i)
                inside[i] = true;
        bool added = false;
        QTextBoundaryFinder finder(QTextBoundaryFinder::Line, plain);
        for (qsizetype at = finder.toNextBoundary(); at > 0 && at < plain.size(); at = finder.toNextBoundary()) {
            if (!(finder.boundaryReasons() & QTextBoundaryFinder::BreakOpportunity))
                continue;
            const size_t piece = pieceAt[size_t(at)];
            if (!inside[piece] || pieces[piece].joined || pieceAt[size_t(at - 1)] == piece)
                continue;
            pieces[piece].joined = true;
            added = true;
        }
        if (!added)
            break;
    }

    QString result;
    for (const Piece& p : pieces) {
        if (p.joined)
            result += QChar(kJoiner);
        result += p.html;
    }
    return result;
}

} // namespace

QString keepFormulasWhole(const QString& text, Qt::TextFormat format, const std::function<bool(const QString&)>& fits)
{
    std::vector<Piece> pieces = split(text, format);

    // The atoms, and whether only (breaking) spaces lie between each atom and the next.
    std::vector<Atom> atoms;
    std::vector<bool> spaced; // spaced[i]: between atoms[i] and atoms[i + 1] only spaces (or nothing)
    bool separated = true; // a line or block break since the last atom
    for (size_t i = 0; i < pieces.size(); ++i) {
        const Piece& p = pieces[i];
        if (p.plain.isEmpty())
            continue; // an inline tag: transparent
        if (p.plain == QLatin1String(" "))
            continue; // the atoms on either side may join
        if (p.plain.size() == 1 && p.plain[0].isSpace() && p.plain[0] != kNoBreakSpace) {
            separated = true; // a line or a block ends, or a tab: nothing joins across
            continue;
        }
        const char32_t c = p.plain.toUcs4().value(0);
        const bool cjk = isCjk(c);
        // A word goes on through inline tags ("R<sub>m</sub>q"), not through spaces.
        bool continues = !cjk && !atoms.empty() && !atoms.back().cjk && !separated;
        if (continues)
            for (size_t j = atoms.back().last + 1; j < i; ++j)
                if (!pieces[j].plain.isEmpty())
                    continues = false;
        if (continues) {
            atoms.back().last = i;
            atoms.back().plain += p.plain;
            continue;
        }
        if (!atoms.empty())
            spaced.push_back(!separated);
        atoms.push_back({i, i, cjk, p.plain, false});
        separated = false;
    }
    spaced.push_back(false);
    // "R<sub>m</sub>", "10<sup>−2i/64</sup>": a word with a sub- or superscript is mathematical.
    for (Atom& a : atoms)
        for (size_t i = a.first; i <= a.last && !a.cjk; ++i)
            if (pieces[i].html.startsWith(QLatin1String("<sub")) || pieces[i].html.startsWith(QLatin1String("<sup")))
                a.sub = true;

    // Group the atoms into pieces that stay whole.
    std::vector<bool> joinNext(atoms.size(), false);
    for (size_t i = 0; i + 1 < atoms.size(); ++i)
        joinNext[i] = spaced[i] && joins(atoms[i], atoms[i + 1]);
    // A short bracket opened in a mathematical word stays whole: "[1, 0]", "(2i, 2i+1)", "(x, y)".
    for (size_t i = 0; i < atoms.size(); ++i) {
        if (atoms[i].cjk || bracketBalance(atoms[i]) <= 0 || !isMath(atoms[i]))
            continue;
        int balance = bracketBalance(atoms[i]);
        qsizetype length = atoms[i].plain.size();
        for (size_t j = i + 1; j < atoms.size() && j <= i + 6 && spaced[j - 1] && !atoms[j].cjk; ++j) {
            balance += bracketBalance(atoms[j]);
            length += 1 + atoms[j].plain.size();
            if (length > 40)
                break;
            if (balance <= 0) {
                for (size_t k = i; k < j; ++k)
                    joinNext[k] = true;
                break;
            }
        }
    }
    std::vector<Run> runs;
    const auto plainOf = [&](size_t firstAtom, size_t lastAtom) {
        QString plain;
        for (size_t k = atoms[firstAtom].first; k <= atoms[lastAtom].last; ++k)
            plain += pieces[k].plain;
        return plain;
    };
    // Atoms i…j as one run; too wide for the line, as runs that end after each operator ("a + b +
    // | c", the break a typesetter makes in a long sum), each kept whole if it fits.
    const auto keepRun = [&](size_t i, size_t j) {
        if (!fits || fits(plainOf(i, j))) {
            runs.push_back({atoms[i].first, atoms[j].last});
            return;
        }
        for (size_t first = i; first <= j;) {
            size_t last = first;
            while (last < j && !(isInfix(atoms[last]) && last > first))
                ++last;
            if ((last > first || !atoms[first].cjk) && fits(plainOf(first, last)))
                runs.push_back({atoms[first].first, atoms[last].last});
            first = last + 1;
        }
    };
    for (size_t i = 0; i < atoms.size();) {
        size_t j = i;
        while (j + 1 < atoms.size() && joinNext[j])
            ++j;
        if (j > i || !atoms[i].cjk)
            keepRun(i, j);
        i = j + 1;
    }

    return holdRuns(pieces, runs);
}

QString keepWhole(const QString& text, Qt::TextFormat format)
{
    std::vector<Piece> pieces = split(text, format);
    if (pieces.empty())
        return text;
    return holdRuns(pieces, {{0, pieces.size() - 1}});
}

QString withoutJoiners(QString text) { return text.remove(QChar(kJoiner)).replace(QChar(kNoBreakSpace), u' '); }

} // namespace rope::model
