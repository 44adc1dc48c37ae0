#pragma once
// The first article's one-page cheat sheet (《重读 Transformer 升级之路（2）》 §8, 一页速查): ten
// questions a learner should be able to answer, each with its shortest answer. Views, figures and
// the tour's steps are tagged with the questions they answer ("q1" … "q10").

#include <QString>
#include <QStringList>

#include <array>

namespace rope::model {

struct CheatSheetEntry {
    const char* tag; ///< "q1" … "q10"
    const char* question; ///< untranslated (context "CheatSheet")
    const char* answer; ///< untranslated
};

const std::array<CheatSheetEntry, 10>& cheatSheet();
/// The question / answer of a tag in the current language; empty for an unknown tag.
QString cheatSheetQuestion(const QString& tag);
QString cheatSheetAnswer(const QString& tag);
/// "q1 q4" → {"q1", "q4"}, checked against the sheet (unknown tags dropped).
QStringList cheatSheetTags(const char* tags);

} // namespace rope::model
