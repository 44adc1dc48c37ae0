#pragma once
// The guided tour. It follows 《重读 Transformer 升级之路（2）》 §1–§9 and its cheat sheet (every one
// of the ten questions is answered by at least one step), then the KV-cache, pairing and
// long-context points of 《RoPE》 and 《旋转位置编码（RoPE）》. A step sets everything its text relies
// on — view, section, parameters, the view's own controls — and states its claims in a checkable
// form, so that a test compares the text with what the live view shows.

#include "ui/model/appparams.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace rope::model {

struct LessonStep {
    int article; ///< 1, 2 or 3: which article says it (sources.h)
    const char* where; ///< the article's section, e.g. "§3" (untranslated, context "Lessons")
    const char* title; ///< untranslated (context "Lessons")
    const char* text; ///< untranslated, may use <b>, <i>, <sub>
    const char* view; ///< a key of the view registry (ui/views/viewregistry.h)
    const char* section; ///< the view's section to scroll into view, or nullptr for its top
    const char* preset; ///< a built-in preset key, or nullptr
    const char* settings; ///< JSON object of AppParams keys applied after the preset, or nullptr
    const char* viewState; ///< JSON object for the view's own controls (View::applyViewState), or nullptr
    const char* tags; ///< the cheat-sheet questions it answers, e.g. "q1 q4" (cheatsheet.h)
    /// JSON array of what the picture must show, checked against View::facts():
    /// {"fact": "rope.spread", "lt": 1e-9} · {"fact": "…", "gt": x} · {"fact": "…", "eq": x, "tol": t}
    /// · {"visible": "trap"} (the section lies in the viewport).
    const char* claims;
    /// Sections of its view, other than its own, whose picture gives its answer away (the 2-D toy's
    /// table lists every experiment's score): they wait until this step, as a later step's own does.
    const char* reveals = nullptr;
};

const std::vector<LessonStep>& lessonSteps();

/// The step's parameters: the defaults, then its preset, then its settings; an Error only if the
/// step itself is broken (tests make sure none is).
Expected<AppParams> lessonParams(const LessonStep& step);
QJsonObject lessonViewState(const LessonStep& step);
QJsonArray lessonClaims(const LessonStep& step);
QStringList lessonTags(const LessonStep& step);

/// A step's own text (title, body) in the current language.
QString lessonText(const char* text);
/// "《重读 Transformer 升级之路（2）》 §3": where the step's point is made.
QString lessonSource(const LessonStep& step);

/// Checks one claim against a view's facts (and, for "visible", against `visible`). Empty when it
/// holds, else what was found.
QString checkLessonClaim(const QJsonObject& claim, const QJsonObject& facts, bool sectionVisible);

} // namespace rope::model
