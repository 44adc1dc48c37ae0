#pragma once
// Parsing the command line's number lists: "0:8,10,12:16:2" (Python-style ranges a:b or a:b:step,
// b excluded) and plain "1.5,2,3". Sizes are checked before anything is allocated.

#include <QString>

#include <Eigen/Core>

#include <optional>

namespace rope::app {

struct ListParse {
    Eigen::VectorXd values;
    QString error; ///< empty on success
};

/// Items are integers or integer ranges a:b[:step]; at most maxItems values in all.
ListParse parseIndexList(const QString& text, qint64 maxItems);

/// Items are decimal numbers (no ranges); at most maxItems values.
ListParse parseNumberList(const QString& text, qint64 maxItems);

/// A single number that may be written with π: "1.57", "pi", "pi/2", "2pi", "3*pi/4".
std::optional<double> parseAngle(const QString& text);

} // namespace rope::app
