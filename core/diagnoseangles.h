#pragma once
// Reading a convention's numbers off the angles each pair of a row turned (diagnose's helpers; the
// offset estimate is declared in diagnose.h).

#include "core/convention.h"
#include "core/matrix.h"

#include <optional>

namespace rope::core {

/// The base that makes the pairs' angles match the rows, fitted over the pairs (see the definition);
/// empty when no pair can be read or the fit gives no base above 1.
std::optional<double> fitBase(const Convention& c, const RowMatrixXd& x, const RowMatrixXd& y,
                              const Eigen::VectorXd& positions, double scale);

} // namespace rope::core
