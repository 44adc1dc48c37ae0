#pragma once
// What a `compute` subcommand produces: named numeric arrays (scalars, vectors, matrices) and a few
// text fields, written as one JSON object, or one array as .npy or .csv. Everything is streamed to
// its file, so a result is never held twice. And the one gate to the terminal: every message the
// command line prints passes through terminalSafe().

#include "core/matrix.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

class QIODevice;

namespace rope::app {

/// The version of the JSON layout `compute` writes (key "schema_version"); raised when a key changes
/// meaning or shape, so that scripts can check what they read.
inline constexpr int kJsonSchemaVersion = 1;

/// One dimension of an array, as a CSV header names it: what it counts, and its coordinates
/// (positions, Δ); without coordinates the index 0, 1, 2, … stands in.
struct Axis {
    QString name;
    Eigen::VectorXd values = {}; // defaulted, so that Axis{"delta"} is complete
};

struct NamedArray {
    QString name;
    std::vector<std::int64_t> shape; ///< {} scalar, {n} vector, {r, c} matrix, {h, r, c} a matrix per head
    core::RowMatrixXd values; ///< the numbers in C order (a vector is one row); empty when dropped
    std::vector<Axis> axes = {}; ///< one per dimension; missing ones are named index (vector), row and column
    /// The numbers instead of `values` when computed in float (fp32 and narrower): widened as they
    /// are written, never held as doubles.
    core::RowMatrixXf floats = {};
    std::int64_t count() const;
};

class Output {
public:
    /// Keep the numbers of this array only; the others are recorded by name and shape and dropped
    /// at once (.npy and .csv write one array, so nothing else need stay in memory).
    void keepOnly(const QString& name) { m_keepOnly = name; }
    /// Whether the numbers of `name` are kept: a producer need not compute an array that is not.
    bool keeps(const QString& name) const { return m_keepOnly.isEmpty() || m_keepOnly == name; }

    void scalar(const QString& name, double value);
    /// `axis` names what the entries are indexed by in CSV (e.g. delta, with the Δ values).
    void vector(const QString& name, const Eigen::VectorXd& values, Axis axis = {});
    /// Pass an rvalue (std::move) to hand the matrix over without a copy; `rows` and `columns` as
    /// `axis` above.
    void matrix(const QString& name, core::RowMatrixXd values, Axis rows = {}, Axis columns = {});
    /// A matrix computed in float, kept in float.
    void matrix(const QString& name, core::RowMatrixXf values, Axis rows = {}, Axis columns = {});
    /// `heads` matrices of equal shape, stacked as rows (head h in rows h·r … h·r + r − 1): an array of
    /// shape (heads, r, c); in JSON a list of matrices, one per head.
    void stack(const QString& name, core::RowMatrixXd values, std::int64_t heads, Axis rows = {}, Axis columns = {});
    void stack(const QString& name, core::RowMatrixXf values, std::int64_t heads, Axis rows = {}, Axis columns = {});
    /// An array not computed because it is not kept (see keeps()): recorded by name and shape only.
    void skipped(const QString& name, std::vector<std::int64_t> shape);
    void text(const QString& name, const QString& value);
    void texts(const QString& name, const QStringList& values);
    void object(const QString& name, const QJsonObject& value);

    const NamedArray* array(const QString& name) const;
    QStringList arrayNames() const;
    qint64 numberCount() const;

    /// Everything as one JSON object, schema_version first; ±inf and NaN (masked logits) become null.
    void writeJson(QIODevice& device) const;
    QByteArray json() const;

private:
    void add(NamedArray array);
    std::vector<NamedArray> m_arrays;
    std::vector<std::pair<QString, QJsonValue>> m_extra; // in the order written
    QString m_keepOnly;
};

enum class NpyType { Float64, Float32 };

/// The array as a version 1.0 .npy, streamed into `device`. Float32 refuses (model::Error) a finite
/// number beyond float32's range rather than writing infinity for it.
void writeNpy(QIODevice& device, const NamedArray& array, NpyType type);
/// A header row naming the columns, then one entry per line: a scalar as `name`, a vector as
/// `axis,name` (e.g. `delta,score`), a matrix as `rows,columns,name` (e.g. `m,n,weights`), a stack of
/// matrices as `head,rows,columns,name`, the coordinates first; 17 significant digits; nan, inf, -inf
/// spelled out.
void writeCsv(QIODevice& device, const NamedArray& array);

/// Writes `path` atomically (QSaveFile: a failure leaves no partial file) through `write`;
/// throws model::Error naming the file when it cannot be written.
void writeFileStreaming(const QString& path, const std::function<void(QIODevice&)>& write);

/// The same for stdout (a failed write, e.g. a closed pipe, throws model::Error).
void writeStdout(const std::function<void(QIODevice&)>& write);

/// What is printed: a message (one line), a report (inspect, help: keeps '\n' and '\t'), or JSON
/// (escapes in JSON's own \u001b form, so the text stays valid JSON).
enum class Printed { Line, Report, Json };
/// Text safe to print on a terminal: control characters (C0, DEL, C1) and the bidirectional
/// overrides are written as visible escapes (\x1b, \u202e), so a file name, a .npy header or a
/// config.json can never set the terminal's title, clear it, or reorder what is shown.
QString terminalSafe(const QString& text, Printed kind = Printed::Line);
/// One message line on stderr, through terminalSafe.
void printError(const QString& message);
/// Text on stdout, through terminalSafe.
void printText(const QString& text, Printed kind = Printed::Report);
/// A command's result: `json` (with schema_version) as one compact line, or `text`.
void printResult(const QString& text, const QJsonObject& json, bool asJson);

} // namespace rope::app
