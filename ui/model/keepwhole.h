#pragma once
// Formulas and names that wrap as one piece. Qt breaks lines by Unicode's rules, which allow a
// break after "/" or "-" and, beside Chinese, next to almost anything: the tour's dock showed
// "θ = π/ | 2", "M- | RoPE" and "q = k = [1, | 0]". Applied to a text as it is shown (never to the
// text itself, which tests, JSON and search compare), this keeps each formula and name on one line.

#include <QString>
#include <Qt>

#include <functional>

namespace rope::model {

/// `text` with its formulas and names made unbreakable: the spaces inside them become U+00A0 and a
/// U+2060 WORD JOINER goes wherever Qt would still break inside one (QTextBoundaryFinder's line
/// breaks, the ones QTextLayout uses). What stays whole:
/// - every word that is not Chinese: a run without spaces or CJK characters ("π/2", "M-RoPE",
///   "R<sub>m</sub>q", "(2i, …" up to its space);
/// - words joined by an operator (=, −, +, ×, ·, /, <, ≤, →, …), also to the Chinese character
///   beside it ("帮助 → 约定"), "%" to its number, Σ and √ to what follows;
/// - sin, cos, ln, … with their arguments, neighbouring mathematical words ("Aᵢ cos Δθᵢ", "R q":
///   a digit, a Greek letter, a sub- or superscript, an operator, or a single letter), unless the
///   first one ends a clause ("1, 0"; but "[1, 0]" stays whole as a short bracket);
/// - a product name and its version ("Llama 3.1", "Gemma 4").
/// A piece wider than the line still breaks (QTextLayout's last resort). `format` says whether
/// `text` is plain text or HTML (Qt::RichText, and Qt::AutoText too): tags and entities are kept,
/// inline tags (<sub>, <b>) are read through, block tags (<br>, <p>) end a piece.
/// `fits`, if given, says whether a piece (its plain text) fits on one line: one that does not is
/// left to break where Qt breaks it. Kept whole it would run past the line's end, over whatever
/// stands beside (a map's title in large type ran into the next map's).
QString keepFormulasWhole(const QString& text, Qt::TextFormat format = Qt::RichText,
                          const std::function<bool(const QString&)>& fits = {});

/// `text` as one unbreakable piece, however it could break: a legend's entry ("两者之间的夹角" broke
/// after 两者, "大于 0，| 小于 0" between the swatches). Wider than its line, it still breaks there.
QString keepWhole(const QString& text, Qt::TextFormat format = Qt::RichText);

/// `text` without what keepFormulasWhole adds: U+2060 removed, U+00A0 back to spaces.
QString withoutJoiners(QString text);

} // namespace rope::model
