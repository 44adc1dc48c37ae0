#pragma once
// Parsing the command line's number lists: "0:8,10,12:16:2" (Python-style ranges a:b or a:b:step,
// b excluded) and plain "1.5,2,3". Bounds and sizes are checked, in exact integer arithmetic, before
// anything is allocated or expanded.

#include "ui/model/expected.h"

#include <QString>

#include <Eigen/Core>

#include <optional>

namespace rope::app {

/// Items are integers or integer ranges a:b[:step], every written number within ±maxAbs; at most
/// maxItems values in all.
model::Expected<Eigen::VectorXd> parseIndexList(const QString& text, qint64 maxItems, qint64 maxAbs);

/// Items are finite decimal numbers (no ranges); at most maxItems values.
model::Expected<Eigen::VectorXd> parseNumberList(const QString& text, qint64 maxItems);

/// A single number that may be written with π: "1.57", "pi", "pi/2", "2pi", "3*pi/4".
std::optional<double> parseAngle(const QString& text);

} // namespace rope::app
