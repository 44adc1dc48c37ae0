#pragma once
// What a `compute` subcommand produces: named numeric arrays (scalars, vectors, matrices) and a few
// text fields, written as one JSON object, or one array as .npy or .csv.

#include "core/matrix.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <vector>

namespace rope::app {

struct NamedArray {
    QString name;
    std::vector<std::int64_t> shape; ///< {} scalar, {n} vector, {r, c} matrix
    std::vector<double> data; ///< C order
};

class Output {
public:
    void scalar(const QString& name, double value);
    void vector(const QString& name, const Eigen::VectorXd& values);
    void matrix(const QString& name, const core::RowMatrixXd& values);
    void text(const QString& name, const QString& value);
    void texts(const QString& name, const QStringList& values);
    void object(const QString& name, const QJsonObject& value);

    const NamedArray* array(const QString& name) const;
    QStringList arrayNames() const;
    qint64 numberCount() const;

    /// Everything as one JSON object; ±inf and NaN (masked logits) become null.
    QByteArray json() const;

private:
    std::vector<NamedArray> m_arrays;
    QJsonObject m_extra;
};

/// The array as .npy bytes (float64) or CSV text (one row per line, 17 significant digits).
QByteArray toNpy(const NamedArray& array);
QByteArray toCsv(const NamedArray& array);

} // namespace rope::app
