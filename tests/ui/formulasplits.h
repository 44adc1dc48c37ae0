#pragma once
// Where a laid-out text ends a line inside a formula or a name: what keepFormulasWhole
// (ui/model/keepwhole.h) prevents. Shared by tst_lessons (the tour's text) and tst_figuretext (the
// figures' labels).

#include "ui/model/keepwhole.h"

#include <QFont>
#include <QFontMetricsF>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextOption>

#include <utility>

namespace formulasplits {

using rope::model::withoutJoiners;

inline bool isCjk(QChar c)
{
    const ushort u = c.unicode();
    return (u >= 0x2E80 && u <= 0x9FFF) || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFF00 && u <= 0xFFEF);
}

/// A regular space or a <br> (where a line may end); U+00A0 and U+2060 are not.
inline bool isSpace(QChar c) { return c == u' ' || c == u'\n' || c == u'\t' || c == QChar::LineSeparator; }

inline bool isJoiner(QChar c) { return c == QChar(0x2060); }

/// The token around `at` in `text`: one CJK character, or the run of characters that are neither
/// spaces nor CJK.
inline std::pair<qsizetype, qsizetype> tokenAt(const QString& text, qsizetype at)
{
    if (isCjk(text[at]))
        return {at, at + 1};
    qsizetype first = at, end = at + 1;
    while (first > 0 && !isSpace(text[first - 1]) && !isCjk(text[first - 1]))
        --first;
    while (end < text.size() && !isSpace(text[end]) && !isCjk(text[end]))
        ++end;
    return {first, end};
}

/// Where `html`, laid out `width` px wide in `font` as a QLabel lays out rich text, ends a line
/// inside a formula or a name: between two characters of a word that is not Chinese ("π/ | 2",
/// "M- | RoPE"), beside an operator standing between two terms ("θ = | π/2", "帮助 → | 约定"), or inside
/// a short bracket ("[1, | 0]").
/// A piece wider than the line may break: QTextLayout has no other choice.
inline QStringList splitFormulas(const QString& html, const QFont& font, qreal width)
{
    QTextDocument doc;
    doc.setDefaultFont(font);
    doc.setDocumentMargin(0);
    // As QLabel sets it with word wrap on: a word wider than its line (or its table column) runs
    // over rather than breaking anywhere.
    QTextOption option = doc.defaultTextOption();
    option.setWrapMode(QTextOption::WordWrap);
    doc.setDefaultTextOption(option);
    doc.setHtml(html);
    doc.setTextWidth(width);
    doc.size(); // lays it out
    const QFontMetricsF metrics(font);
    const QString operators = QStringLiteral("=−+×→≤≥<>");
    const auto isOperator = [&](const QString& text, std::pair<qsizetype, qsizetype> token) {
        const QString t = text.mid(token.first, token.second - token.first);
        return t.size() == 1 && operators.contains(t);
    };
    QStringList found;
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        const QString text = block.text();
        const QTextLayout* layout = block.layout();
        for (int line = 1; line < layout->lineCount(); ++line) {
            const qsizetype at = layout->lineAt(line).textStart();
            qsizetype before = at - 1; // the last character the line shows
            while (before >= 0 && (isSpace(text[before]) || isJoiner(text[before])))
                --before;
            qsizetype after = at;
            while (after < text.size() && isJoiner(text[after]))
                ++after;
            if (before < 0 || after >= text.size())
                continue;
            const QString shown = withoutJoiners(text.left(before + 1)).right(12) + QStringLiteral(" ⏎ ") +
                                  withoutJoiners(text.mid(after)).left(12);
            const bool spaced = before + 1 < at && isSpace(text[at - 1]);
            if (!spaced && !isCjk(text[before]) && !isCjk(text[after])) {
                const auto [first, end] = tokenAt(text, after);
                if (metrics.horizontalAdvance(text.mid(first, end - first)) <= width)
                    found << QStringLiteral("in a word: ") + shown;
                continue;
            }
            // An operator ends the line or starts the next: the formula is the operator and its two
            // neighbours.
            const auto left = tokenAt(text, before), right = tokenAt(text, after);
            std::pair<qsizetype, qsizetype> formula;
            if (isOperator(text, left)) {
                qsizetype previous = left.first - 1;
                while (previous >= 0 && isSpace(text[previous]))
                    --previous;
                formula = {previous >= 0 ? tokenAt(text, previous).first : left.first, right.second};
            } else if (isOperator(text, right)) {
                qsizetype next = right.second;
                while (next < text.size() && isSpace(text[next]))
                    ++next;
                formula = {left.first, next < text.size() ? tokenAt(text, next).second : right.second};
            } else {
                continue;
            }
            if (metrics.horizontalAdvance(text.mid(formula.first, formula.second - formula.first)) > width)
                continue;
            // A line may end after an operator of a formula too long for one line ("a + b + | c"),
            // where a typesetter breaks a long sum.
            if (isOperator(text, left)) {
                const auto skipSpaces = [&](qsizetype at, int step) {
                    while (at >= 0 && at < text.size() && isSpace(text[at]))
                        at += step;
                    return at;
                };
                // The whole formula: terms joined by operators, out from the break both ways.
                qsizetype first = left.first, end = right.second;
                for (qsizetype at = skipSpaces(first - 1, -1); at >= 0;) {
                    const auto term = tokenAt(text, at);
                    first = term.first;
                    const qsizetype op = skipSpaces(term.first - 1, -1);
                    if (op < 0 || !isOperator(text, tokenAt(text, op)))
                        break;
                    at = skipSpaces(tokenAt(text, op).first - 1, -1);
                }
                for (qsizetype at = end; at < text.size();) {
                    const qsizetype op = skipSpaces(at, 1);
                    if (op >= text.size() || !isOperator(text, tokenAt(text, op)))
                        break;
                    const qsizetype next = skipSpaces(tokenAt(text, op).second, 1);
                    if (next >= text.size())
                        break;
                    end = at = tokenAt(text, next).second;
                }
                if (metrics.horizontalAdvance(text.mid(first, end - first)) > width)
                    continue;
            }
            found << QStringLiteral("at an operator: ") + shown;
        }
        // Inside a short bracket with a comma: a vector or a pair ("[1, 0]", "(2i, 2i+1)", "(x, y)").
        static const QRegularExpression bracket(QStringLiteral("[\\[(][^\\[\\]()]{0,14},[^\\[\\]()]{0,14}[\\])]"));
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{3}"));
        for (auto match = bracket.globalMatch(text); match.hasNext();) {
            const QRegularExpressionMatch m = match.next();
            // With what an operator ties to it: "R(−Δθ)k = [0, −1]" may be wider than the line.
            qsizetype first = m.capturedStart();
            for (;;) {
                qsizetype previous = first - 1;
                while (previous >= 0 && isSpace(text[previous]))
                    --previous;
                if (previous < 0 || !isOperator(text, tokenAt(text, previous)))
                    break;
                const qsizetype op = tokenAt(text, previous).first;
                previous = op - 1;
                while (previous >= 0 && isSpace(text[previous]))
                    --previous;
                first = previous >= 0 ? tokenAt(text, previous).first : op;
            }
            const auto [runFirst, runEnd] = tokenAt(text, m.capturedStart()); // as far as no space breaks
            if (m.captured().contains(word) ||
                metrics.horizontalAdvance(text.mid(first, m.capturedEnd() - first)) > width ||
                metrics.horizontalAdvance(text.mid(runFirst, runEnd - runFirst)) > width)
                continue;
            for (int line = 1; line < layout->lineCount(); ++line)
                if (const qsizetype at = layout->lineAt(line).textStart();
                    at > m.capturedStart() && at < m.capturedEnd())
                    found << QStringLiteral("in a bracket: ") + withoutJoiners(m.captured());
        }
    }
    return found;
}

} // namespace formulasplits
