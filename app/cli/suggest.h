#pragma once
// "Did you mean …?" for mistyped command-line words: subcommands, options, values, --set keys.

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace rope::app {

/// Damerau–Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and
/// swaps of neighbours each cost 1), case-insensitive, with '_' and '-' taken as the same letter.
int editDistance(QStringView a, QStringView b);

/// The candidate closest to `word` if it is close enough to be what was meant (a distance of at most
/// 1, 2 or 3 for words of up to 4, 8 or more letters, and no other candidate as close; or the only
/// candidate `word` starts), else empty.
QString closestMatch(const QString& word, const QStringList& candidates);

/// "; did you mean 'x'?" for the closest candidate (`prefix` is put before it, e.g. "--"), or empty.
QString didYouMean(const QString& word, const QStringList& candidates, const QString& prefix = {});

/// QCommandLineParser's error, with "; did you mean '--x'?" for an unknown option near one of `known`.
QString parseError(const QCommandLineParser& parser, const QStringList& known);

} // namespace rope::app
