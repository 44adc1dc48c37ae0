#pragma once
// The guided tour's steps: they follow the first article's §1–§9, then the KV-cache, pairing and
// long-context points of the other two. Each step has a title, two to five sentences, the
// parameters it sets (a preset and/or a few settings) and the view that makes its point.

#include "ui/model/appparams.h"

#include <QString>

#include <optional>
#include <vector>

namespace rope::ui {

struct LessonStep {
    const char* section; ///< where the articles say it, e.g. "seed 000 §3"
    const char* title; ///< untranslated (context "Lessons")
    const char* text; ///< untranslated, may use <b>, <i>
    const char* view; ///< a key of the view registry (ui/views/viewregistry.h)
    const char* preset; ///< a built-in preset key, or nullptr
    const char* settings; ///< JSON object of AppParams keys applied after the preset, or nullptr
};

const std::vector<LessonStep>& lessonSteps();

/// The step's parameters: the defaults, then its preset, then its settings; an Error only if the
/// step itself is broken (tests make sure none is).
Expected<AppParams> lessonParams(const LessonStep& step);

/// A step's own text (title, section, body) in the current language.
QString lessonText(const char* text);

} // namespace rope::ui
