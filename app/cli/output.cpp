// A `compute` subcommand's named arrays, written as JSON, .npy or CSV.
#include "app/cli/output.h"

#include "core/npy.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

#include <cmath>

namespace rope::app {

void Output::scalar(const QString& name, double value) { m_arrays.push_back({name, {}, {value}}); }

void Output::vector(const QString& name, const Eigen::VectorXd& values)
{
    m_arrays.push_back({name, {values.size()}, std::vector<double>(values.data(), values.data() + values.size())});
}

void Output::matrix(const QString& name, const core::RowMatrixXd& values)
{
    m_arrays.push_back(
        {name, {values.rows(), values.cols()}, std::vector<double>(values.data(), values.data() + values.size())});
}

void Output::text(const QString& name, const QString& value) { m_extra.insert(name, value); }

void Output::texts(const QString& name, const QStringList& values)
{
    m_extra.insert(name, QJsonArray::fromStringList(values));
}

void Output::object(const QString& name, const QJsonObject& value) { m_extra.insert(name, value); }

const NamedArray* Output::array(const QString& name) const
{
    for (const auto& a : m_arrays)
        if (a.name == name)
            return &a;
    return nullptr;
}

QStringList Output::arrayNames() const
{
    QStringList names;
    for (const auto& a : m_arrays)
        names << a.name;
    return names;
}

qint64 Output::numberCount() const
{
    qint64 n = 0;
    for (const auto& a : m_arrays)
        n += qint64(a.data.size());
    return n;
}

namespace {

QJsonValue number(double v) { return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null); }

QJsonValue toJson(const NamedArray& a)
{
    if (a.shape.empty())
        return number(a.data.front());
    if (a.shape.size() == 1) {
        QJsonArray values;
        for (double v : a.data)
            values.append(number(v));
        return values;
    }
    QJsonArray rows;
    const auto cols = size_t(a.shape[1]);
    for (size_t r = 0; r < size_t(a.shape[0]); ++r) {
        QJsonArray row;
        for (size_t c = 0; c < cols; ++c)
            row.append(number(a.data[r * cols + c]));
        rows.append(row);
    }
    return rows;
}

QByteArray csvNumber(double v)
{
    if (std::isnan(v))
        return "nan";
    if (std::isinf(v))
        return v > 0 ? "inf" : "-inf";
    return QByteArray::number(v, 'g', 17);
}

} // namespace

QByteArray Output::json() const
{
    QJsonObject o = m_extra;
    for (const auto& a : m_arrays)
        o.insert(a.name, toJson(a));
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

QByteArray toNpy(const NamedArray& a)
{
    const std::string bytes = core::encodeNpy(a.shape, a.data.data());
    return QByteArray(bytes.data(), qsizetype(bytes.size()));
}

QByteArray toCsv(const NamedArray& a)
{
    QByteArray out;
    const size_t cols = a.shape.size() == 2 ? size_t(a.shape[1]) : 1;
    for (size_t i = 0; i < a.data.size(); ++i) {
        out += csvNumber(a.data[i]);
        out += (i + 1) % cols == 0 ? '\n' : ',';
    }
    return out;
}

} // namespace rope::app
