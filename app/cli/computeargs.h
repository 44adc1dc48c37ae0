#pragma once
// Reading `compute` options into core's value types. Every getter either returns a valid value or
// throws ui::Error (expected.h: a parse may end early this way; runCompute catches it, prints the
// sentence and exits with code 2).

#include "core/attention.h"
#include "core/content.h"
#include "core/matrix.h"
#include "core/params.h"
#include "core/precision.h"
#include "core/problem.h"
#include "ui/model/expected.h"

#include <QCommandLineParser>
#include <QString>

namespace rope::app {

/// One option of the compute command line: --name VALUE.
struct OptionSpec {
    const char* name;
    const char* valueName; ///< nullptr for a flag
    const char* description;
};
const std::vector<OptionSpec>& computeOptionSpecs();

class ComputeArgs {
public:
    explicit ComputeArgs(const QCommandLineParser& parser) : m_parser(parser) { }

    bool isSet(const char* name) const;
    QString text(const char* name, const QString& fallback = {}) const;
    double number(const char* name, double fallback) const;
    int integer(const char* name, int fallback) const;
    bool boolean(const char* name, bool fallback) const;

    /// head dim, base, pairing, θ override and every scaling option; validated.
    core::RopeParams ropeParams() const;
    core::Precision precision() const;
    core::Mask mask() const;
    core::Encoding encoding() const;
    core::ContentSpec contentSpec() const;

    /// --positions (integers and ranges a:b); `count` > 0 requires that many; fallback when unset.
    Eigen::VectorXd positions(const char* name, const QString& fallback, Eigen::Index count = 0) const;
    /// --deltas style list (integers and ranges).
    Eigen::VectorXd indexList(const char* name, const QString& fallback) const;

    /// A matrix from a .npy file, or an inline comma list (one row) when the value is not a file name.
    core::RowMatrixXd matrix(const char* name, Eigen::Index requiredCols) const;
    /// A single vector: shape (d) or (1, d), or an inline list.
    Eigen::VectorXd vector(const char* name, Eigen::Index requiredSize) const;

private:
    const QCommandLineParser& m_parser;
};

/// Throws ui::Error describing the problems, if any.
void require(const core::Problems& problems);

} // namespace rope::app
