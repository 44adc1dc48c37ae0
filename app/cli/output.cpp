// A `compute` subcommand's named arrays, streamed as JSON, .npy or CSV; and printing made safe.
#include "app/cli/output.h"

#include "app/cli/failure.h"
#include "core/npy.h"
#include "ui/model/expected.h"
#include "ui/model/npyfile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSaveFile>
#include <QStringList>

#include <cmath>
#include <cstdio>
#include <limits>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Output)
};

// Writes are gathered into blocks of this size: few system calls, little memory.
constexpr qsizetype kBlock = 1 << 20;

// A failed write, told apart from the refusals of the writers (model::Error) so that it can be given
// the name of what was being written.
struct WriteFailure {
    QString reason;
};

void put(QIODevice& device, const char* data, qint64 size)
{
    if (device.write(data, size) != size)
        throw WriteFailure{device.errorString()};
}

void put(QIODevice& device, const QByteArray& bytes) { put(device, bytes.constData(), bytes.size()); }

// One JSON value as text (QJsonDocument escapes strings, control characters included).
QByteArray jsonText(const QJsonValue& value)
{
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return terminalSafe(QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2)), Printed::Json).toUtf8();
}

// As Qt's JSON writer spells a double: the shortest text that reads back to the same bits.
void appendJsonNumber(QByteArray& out, double v)
{
    if (std::isfinite(v))
        out += QByteArray::number(v, 'g', QLocale::FloatingPointShortest);
    else
        out += "null";
}

// Calls `f` with the array's numbers, double or float (a float array is widened as it is written).
template <typename F>
void withNumbers(const NamedArray& a, F&& f)
{
    if (a.floats.size() > 0)
        f(a.floats.data());
    else
        f(a.values.data());
}

void writeJsonArray(QIODevice& device, const NamedArray& a)
{
    withNumbers(a, [&](const auto* v) {
        QByteArray out;
        if (a.shape.empty()) {
            appendJsonNumber(out, double(v[0]));
            put(device, out);
            return;
        }
        // A vector is one row; a matrix a list of rows; a stack a list of matrices.
        const size_t dims = a.shape.size();
        const std::int64_t cols = a.shape.back(), rows = dims >= 2 ? a.shape[dims - 2] : 1;
        const std::int64_t matrices = dims == 3 ? a.shape[0] : 1;
        if (dims == 3)
            out += '[';
        for (std::int64_t h = 0; h < matrices; ++h) {
            if (h > 0)
                out += ',';
            if (dims >= 2)
                out += '[';
            for (std::int64_t r = 0; r < rows; ++r) {
                out += r > 0 ? ",[" : "[";
                const auto* row = v + (h * rows + r) * cols;
                for (std::int64_t c = 0; c < cols; ++c) {
                    if (c > 0)
                        out += ',';
                    appendJsonNumber(out, double(row[c]));
                }
                out += ']';
                if (out.size() > kBlock) {
                    put(device, out);
                    out.clear();
                }
            }
            if (dims >= 2)
                out += ']';
        }
        if (dims == 3)
            out += ']';
        put(device, out);
    });
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

std::int64_t NamedArray::count() const
{
    std::int64_t n = 1;
    for (auto s : shape)
        n *= s;
    return n;
}

void Output::add(NamedArray array)
{
    if (!keeps(array.name)) {
        array.values = core::RowMatrixXd(); // freed now: only the kept array is written
        array.floats = core::RowMatrixXf();
        array.axes.clear();
    }
    m_arrays.push_back(std::move(array));
}

void Output::scalar(const QString& name, double value) { add({name, {}, core::RowMatrixXd::Constant(1, 1, value)}); }

void Output::vector(const QString& name, const Eigen::VectorXd& values, Axis axis)
{
    add({name, {values.size()}, values.transpose(), {std::move(axis)}});
}

void Output::matrix(const QString& name, core::RowMatrixXd values, Axis rows, Axis columns)
{
    std::vector<std::int64_t> shape{values.rows(), values.cols()};
    add({name, std::move(shape), std::move(values), {std::move(rows), std::move(columns)}});
}

void Output::matrix(const QString& name, core::RowMatrixXf values, Axis rows, Axis columns)
{
    NamedArray a{name, {values.rows(), values.cols()}, {}, {std::move(rows), std::move(columns)}};
    a.floats = std::move(values);
    add(std::move(a));
}

void Output::stack(const QString& name, core::RowMatrixXd values, std::int64_t heads, Axis rows, Axis columns)
{
    Q_ASSERT(heads > 0 && values.rows() % heads == 0);
    std::vector<std::int64_t> shape{heads, values.rows() / heads, values.cols()};
    add({name,
         std::move(shape),
         std::move(values),
         {Axis{QStringLiteral("head")}, std::move(rows), std::move(columns)}});
}

void Output::stack(const QString& name, core::RowMatrixXf values, std::int64_t heads, Axis rows, Axis columns)
{
    Q_ASSERT(heads > 0 && values.rows() % heads == 0);
    NamedArray a{name,
                 {heads, values.rows() / heads, values.cols()},
                 {},
                 {Axis{QStringLiteral("head")}, std::move(rows), std::move(columns)}};
    a.floats = std::move(values);
    add(std::move(a));
}

void Output::skipped(const QString& name, std::vector<std::int64_t> shape)
{
    Q_ASSERT(!keeps(name));
    m_arrays.push_back({name, std::move(shape), {}});
}

void Output::text(const QString& name, const QString& value) { m_extra.emplace_back(name, value); }

void Output::texts(const QString& name, const QStringList& values)
{
    m_extra.emplace_back(name, QJsonArray::fromStringList(values));
}

void Output::object(const QString& name, const QJsonObject& value) { m_extra.emplace_back(name, value); }

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
        n += a.count();
    return n;
}

void Output::writeJson(QIODevice& device) const
{
    put(device, "{\"schema_version\":" + QByteArray::number(kJsonSchemaVersion));
    for (const auto& [key, value] : m_extra)
        put(device, ',' + jsonText(key) + ':' + jsonText(value));
    for (const auto& a : m_arrays) {
        put(device, ',' + jsonText(a.name) + ':');
        writeJsonArray(device, a);
    }
    put(device, "}\n");
}

QByteArray Output::json() const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    writeJson(buffer);
    return bytes;
}

void writeNpy(QIODevice& device, const NamedArray& a, NpyType type)
{
    const bool single = type == NpyType::Float32;
    const std::string header = core::encodeNpyHeader(a.shape, single ? "<f4" : "<f8");
    put(device, header.data(), qint64(header.size()));
    const std::int64_t n = a.count();
    const auto putAll = [&](const auto* v) {
        for (std::int64_t i = 0; i < n; i += kBlock / qint64(sizeof(*v)))
            put(device, reinterpret_cast<const char*>(v + i),
                std::min<std::int64_t>(kBlock / qint64(sizeof(*v)), n - i) * qint64(sizeof(*v)));
    };
    const bool floats = a.floats.size() > 0;
    if (floats == single) { // as held
        withNumbers(a, putAll);
        return;
    }
    if (floats) { // float results to float64: widened a block at a time
        std::vector<double> block;
        for (std::int64_t i = 0; i < n; i += kBlock / 8) {
            const std::int64_t count = std::min<std::int64_t>(kBlock / 8, n - i);
            block.assign(a.floats.data() + i, a.floats.data() + i + count);
            put(device, reinterpret_cast<const char*>(block.data()), count * 8);
        }
        return;
    }
    const double* v = a.values.data();
    std::vector<float> block;
    for (std::int64_t i = 0; i < n; i += kBlock / 4) {
        const std::int64_t count = std::min<std::int64_t>(kBlock / 4, n - i);
        block.resize(size_t(count));
        for (std::int64_t j = 0; j < count; ++j) {
            const double x = v[i + j];
            block[size_t(j)] = float(x);
            if (std::isinf(block[size_t(j)]) && std::isfinite(x))
                fail(Tr::tr("--dtype float32: '%1' holds %2, beyond float32's largest number %3; use "
                            "--dtype float64")
                         .arg(a.name)
                         .arg(x, 0, 'g', 6)
                         .arg(double(std::numeric_limits<float>::max()), 0, 'g', 3));
        }
        put(device, reinterpret_cast<const char*>(block.data()), count * 4);
    }
}

void writeCsv(QIODevice& device, const NamedArray& a)
{
    // The header: the axes' names, then the array's; CSV quoting for a name that needs it.
    const auto field = [](const QString& text) {
        QByteArray bytes = text.toUtf8();
        if (bytes.contains(',') || bytes.contains('"') || bytes.contains('\n') || bytes.contains('\r'))
            bytes = '"' + bytes.replace('"', "\"\"") + '"';
        return bytes;
    };
    const size_t dims = a.shape.size();
    const QString defaults[3][3] = {{QStringLiteral("index")},
                                    {QStringLiteral("row"), QStringLiteral("column")},
                                    {QStringLiteral("head"), QStringLiteral("row"), QStringLiteral("column")}};
    QByteArray out;
    for (size_t k = 0; k < dims; ++k) {
        const QString name = k < a.axes.size() && !a.axes[k].name.isEmpty() ? a.axes[k].name : defaults[dims - 1][k];
        out += field(name) + ',';
    }
    out += field(a.name) + '\n';
    // A coordinate: the axis's value at i, or i itself.
    const auto coordinate = [&a](size_t k, std::int64_t i) {
        if (k < a.axes.size() && a.axes[k].values.size() == a.shape[k])
            return csvNumber(a.axes[k].values[Eigen::Index(i)]);
        return QByteArray::number(i);
    };
    const std::int64_t cols = dims >= 2 ? a.shape.back() : 1, rows = dims == 3 ? a.shape[1] : 1, n = a.count();
    withNumbers(a, [&](const auto* v) {
        for (std::int64_t i = 0; i < n; ++i) {
            if (dims == 1)
                out += coordinate(0, i) + ',';
            else if (dims == 2)
                out += coordinate(0, i / cols) + ',' + coordinate(1, i % cols) + ',';
            else if (dims == 3)
                out += coordinate(0, i / (rows * cols)) + ',' + coordinate(1, i / cols % rows) + ',' +
                       coordinate(2, i % cols) + ',';
            out += csvNumber(double(v[i]));
            out += '\n';
            if (out.size() > kBlock) {
                put(device, out);
                out.clear();
            }
        }
    });
    put(device, out);
}

void writeFileStreaming(const QString& path, const std::function<void(QIODevice&)>& write)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw model::Error{path, Tr::tr("cannot be written (%1)").arg(file.errorString())};
    try {
        write(file);
    } catch (const WriteFailure& f) {
        const qint64 written = file.pos();
        file.cancelWriting();
        throw model::Error{path,
                           Tr::tr("cannot be written (%1)").arg(model::writeFailureReason(path, f.reason, written))};
    } catch (...) {
        file.cancelWriting();
        throw;
    }
    if (model::Outcome committed = model::commitSaveFile(file); !committed)
        throw committed.error();
}

void writeStdout(const std::function<void(QIODevice&)>& write)
{
    QFile out;
    if (!out.open(stdout, QIODevice::WriteOnly))
        throw model::Error{QStringLiteral("stdout"), Tr::tr("cannot be written (%1)").arg(out.errorString())};
    try {
        write(out);
    } catch (const WriteFailure& f) {
        throw model::Error{QStringLiteral("stdout"), Tr::tr("cannot be written (%1)").arg(f.reason)};
    }
    if (!out.flush())
        throw model::Error{QStringLiteral("stdout"), Tr::tr("cannot be written (%1)").arg(out.errorString())};
}

QString terminalSafe(const QString& text, Printed kind)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool keep = kind == Printed::Report && (u == u'\n' || u == u'\t');
        const bool control = u < 0x20 || (u >= 0x7f && u <= 0x9f);
        const bool bidi =
            u == 0x061c || u == 0x200e || u == 0x200f || (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069);
        if (keep || (kind == Printed::Json && (u == u'\n')) || (!control && !bidi))
            out += c;
        else if (control && kind != Printed::Json)
            out += QStringLiteral("\\x%1").arg(int(u), 2, 16, QLatin1Char('0'));
        else
            out += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
    }
    return out;
}

void printError(const QString& message)
{
    // Translated messages may end in their own newline; any other stays visible, as \x0a.
    const QString text = message.endsWith(QLatin1Char('\n')) ? message.chopped(1) : message;
    const QByteArray line = terminalSafe(text).toUtf8() + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
    std::fflush(stderr);
}

void printResult(const QString& text, const QJsonObject& json, bool asJson)
{
    if (!asJson) {
        printText(text);
        return;
    }
    QJsonObject o = json;
    o.insert(QStringLiteral("schema_version"), kJsonSchemaVersion);
    printText(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) + QLatin1Char('\n'), Printed::Json);
}

void printText(const QString& text, Printed kind)
{
    const QByteArray bytes = terminalSafe(text, kind).toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

} // namespace rope::app
