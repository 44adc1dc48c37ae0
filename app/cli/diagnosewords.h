#pragma once
// How `diagnose` says what it found: a convention (core/diagnose.h) in words, as JSON keys and as
// table cells, and, given a model's config, where the code departs from the model's RoPE.

#include "core/diagnose.h"
#include "ui/model/modelconfig.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace rope::app::diagnosis {

using core::Convention;

/// What the model's RoPE is, for the comparison.
struct Reference {
    model::ModelConfig config;
    Convention expected;
    core::RopeParams params; ///< one head as attention sees it (model::attentionHead)
};

/// x with `digits` significant digits, in the C locale.
QString num(double x, int digits = 3);
/// "fp64", "fp32-hf", …: the arithmetic and its output rounding, as diagnose's JSON says them.
QString arithmeticKey(const Convention& c);
QString scalingCell(const Convention& c, const std::optional<Reference>& ref);
QString cosSinCell(const Convention& c);
QJsonObject conventionJson(const Convention& c, const std::optional<Reference>& ref);
/// The convention in one sentence.
QString describe(const Convention& c, int d, const std::optional<Reference>& ref);
/// What one tensor of rows cannot show (V rotated too, …).
QStringList notVisible(const Convention& c);
/// Where the convention departs from the model's RoPE.
QStringList departures(const Convention& c, const Reference& ref, int d);
/// Other conventions that explain the rows as well.
QStringList tiedAlternatives(const core::Diagnosis& diagnosis, int d, const std::optional<Reference>& ref);

} // namespace rope::app::diagnosis
