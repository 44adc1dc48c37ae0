// Reading `compute`'s arrays: .npy files, a .npy piped into stdin, inline number lists; each
// checked against the shape the subcommand needs, with one sentence naming the option.
#include "app/cli/computeargs.h"

#include "app/cli/budget.h"
#include "app/cli/failure.h"
#include "app/cli/listparse.h"
#include "core/validate.h"
#include "ui/model/expected.h"
#include "ui/model/messages.h"
#include "ui/model/npyfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cstdio>
#include <unistd.h>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ComputeArgs)
};

} // namespace

namespace {

QString shapeText(const std::vector<std::int64_t>& shape)
{
    QStringList dims;
    for (auto s : shape)
        dims << QString::number(s);
    return QStringLiteral("(%1%2)").arg(dims.join(QStringLiteral(", ")), shape.size() == 1 ? QStringLiteral(",") : "");
}

// A .npy array as rows × columns: (C) is one row, (R, C) as it is, (H, N, d) the head `head`, or
// with `stackedHeads` and no head all of them, stacked as rows (H is then stored there).
core::RowMatrixXd rowsOf(const core::NpyArray& a, const QString& option, const QString& path,
                         std::optional<qint64> head, bool tokenRows, qint64* stackedHeads = nullptr)
{
    const auto& shape = a.shape;
    const QString where = QStringLiteral("%1: %2").arg(option, path);
    if (shape.size() == 3 && tokenRows) {
        const qint64 heads = shape[0];
        if (heads == 0 || shape[1] == 0 || shape[2] == 0)
            fail(QCoreApplication::translate("ComputeArgs", "%1: the array is empty (shape %2)")
                     .arg(where, shapeText(shape)));
        if (!head && stackedHeads) {
            *stackedHeads = heads;
            return Eigen::Map<const core::RowMatrixXd>(a.data.data(), Eigen::Index(heads * shape[1]),
                                                       Eigen::Index(shape[2]));
        }
        if (!head)
            fail(QCoreApplication::translate("ComputeArgs",
                                             "%1 has shape %2: (heads, tokens, d); choose a head with --head 0..%3")
                     .arg(where, shapeText(shape))
                     .arg(heads - 1));
        if (*head >= heads)
            fail(QCoreApplication::translate("ComputeArgs",
                                             "--head %1 is out of range: %2 has %3 heads (shape %4); use --head 0..%5")
                     .arg(*head)
                     .arg(where)
                     .arg(heads)
                     .arg(shapeText(shape))
                     .arg(heads - 1));
        const Eigen::Index rows = Eigen::Index(shape[1]), cols = Eigen::Index(shape[2]);
        return Eigen::Map<const core::RowMatrixXd>(a.data.data() + *head * rows * cols, rows, cols);
    }
    if (shape.size() != 1 && shape.size() != 2)
        fail(tokenRows
                 ? QCoreApplication::translate("ComputeArgs",
                                               "%1 has shape %2; expected (N, d), (d), or (H, N, d) with --head")
                       .arg(where, shapeText(shape))
                 : QCoreApplication::translate("ComputeArgs", "%1 has shape %2; expected (rows, columns) or (columns)")
                       .arg(where, shapeText(shape)));
    if (head)
        fail(QCoreApplication::translate("ComputeArgs",
                                         "--head %1 picks a head of an (H, N, d) file, but %2 has shape %3")
                 .arg(*head)
                 .arg(where, shapeText(shape)));
    const Eigen::Index rows = shape.size() == 2 ? Eigen::Index(shape[0]) : 1;
    const Eigen::Index cols = Eigen::Index(shape.back());
    if (rows == 0 || cols == 0)
        fail(QCoreApplication::translate("ComputeArgs", "%1: the array is empty (shape %2)")
                 .arg(where, shapeText(shape)));
    return Eigen::Map<const core::RowMatrixXd>(a.data.data(), rows, cols);
}

} // namespace

const QByteArray& ComputeArgs::stdinBytes(const QString& option) const
{
    if (!m_stdinFor.isEmpty() && m_stdinFor != option)
        fail(Tr::tr("%1 -: stdin is read by %2 already; only one option can read it").arg(option, m_stdinFor));
    if (m_stdinFor.isEmpty()) {
        m_stdinFor = option;
        if (isatty(STDIN_FILENO))
            fail(Tr::tr("%1 -: stdin is a terminal; pipe a .npy file into it (… %1 - < x.npy)").arg(option));
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            fail(Tr::tr("%1 -: stdin cannot be read (%2)").arg(option, in.errorString()));
        constexpr qint64 kMaxStdin = qint64(1) << 31; // as loadNpyFile's limit for a file
        m_stdin = in.read(kMaxStdin + 1);
        if (m_stdin.size() > kMaxStdin)
            fail(Tr::tr("%1 -: stdin holds more than %2 bytes, too large for a .npy input").arg(option).arg(kMaxStdin));
        afford(readCost(option, double(m_stdin.size())));
    }
    return m_stdin;
}

core::RowMatrixXd ComputeArgs::load(const char* name, bool tokenRows) const
{
    if (const auto it = m_loaded.find(name); it != m_loaded.end()) {
        core::RowMatrixXd m = std::move(it->second);
        m_loaded.erase(it);
        return m;
    }
    const QString value = text(name), option = QStringLiteral("--%1").arg(QLatin1String(name));
    qint64 stacked = 0;
    qint64* const stackedHeads = m_headStacks && tokenRows ? &stacked : nullptr;
    const auto record = [&](core::RowMatrixXd m) {
        if (stacked > 0)
            m_headCounts[name] = stacked;
        return m;
    };
    std::optional<qint64> head;
    if (tokenRows && isSet("head")) {
        bool ok = false;
        head = text("head").toLongLong(&ok);
        if (!ok || *head < 0)
            fail(Tr::tr("--head: '%1' is not a head number (0, 1, 2, …)").arg(text("head").left(40)));
    }
    if (value == QLatin1String("-")) { // a .npy piped in: `numpy.save(sys.stdout.buffer, x)` | rope-explorer …
        const QByteArray& bytes = stdinBytes(option);
        const auto file = core::decodeNpy(std::string_view(bytes.constData(), size_t(bytes.size())));
        if (!file.ok())
            throw model::Error{option, Tr::tr("stdin: %1").arg(model::describe(file.error, file.detail))};
        return record(rowsOf(file.array, option, QStringLiteral("stdin"), head, tokenRows, stackedHeads));
    }
    if (QFileInfo::exists(value) || value.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive)) {
        if (const QFileInfo info(value); info.isFile())
            afford(readCost(option, double(info.size())));
        const auto file = model::loadNpyFile(value);
        if (!file)
            throw file.error().within(option, QStringLiteral(": "));
        return record(rowsOf(*file, option, value, head, tokenRows, stackedHeads));
    }
    if (head)
        fail(Tr::tr("--head %1 picks a head of an (H, N, d) file, but %2 is an inline list").arg(*head).arg(option));
    const auto list = parseNumberList(value, 1 << 20);
    if (!list)
        fail(Tr::tr("--%1: '%2' is neither a .npy file nor a number list (%3)")
                 .arg(QLatin1String(name), value.left(40), list.message()));
    return list->transpose();
}

core::RowMatrixXd ComputeArgs::tokens(const char* name, Eigen::Index headDim) const
{
    core::RowMatrixXd m = load(name, true);
    if (headDim > 0 && m.cols() != headDim) {
        QString source;
        if (isSet("head-dim"))
            source = Tr::tr("--head-dim is %1 (leave --head-dim out to take d from the file)").arg(headDim);
        else if (m_headDimFrom == QLatin1String("wq"))
            source = Tr::tr("d is %1, the number of rows of --wq").arg(headDim);
        else if (!m_headDimFrom.isEmpty())
            source = Tr::tr("--%1 has %2").arg(m_headDimFrom).arg(headDim);
        else if (isSet("config"))
            source = Tr::tr("--config gives the head dimension d = %1").arg(headDim);
        else
            source = Tr::tr("the head dimension d is %1").arg(headDim);
        fail(Tr::tr("--%1 has %2 columns but %3").arg(QLatin1String(name)).arg(m.cols()).arg(source));
    }
    require(core::checkMatrix(m, name, 0));
    return m;
}

qint64 ComputeArgs::headCount(const char* name) const
{
    const auto it = m_headCounts.find(name);
    return it == m_headCounts.end() ? 0 : it->second;
}

core::RowMatrixXd ComputeArgs::matrix(const char* name, Eigen::Index requiredCols) const
{
    core::RowMatrixXd m = load(name, false);
    if (requiredCols > 0 && m.cols() != requiredCols)
        fail(Tr::tr("--%1 has %2 columns but %3 are needed").arg(QLatin1String(name)).arg(m.cols()).arg(requiredCols));
    require(core::checkMatrix(m, name, 0));
    return m;
}

Eigen::VectorXd ComputeArgs::vector(const char* name, Eigen::Index requiredSize) const
{
    static const QStringList tokenInputs = {"input", "q", "k", "v"};
    const core::RowMatrixXd m =
        tokenInputs.contains(QLatin1String(name)) ? tokens(name, requiredSize) : matrix(name, requiredSize);
    if (m.rows() != 1)
        fail(Tr::tr("--%1 must be one vector (shape (d) or (1, d)), got %2 rows")
                 .arg(QLatin1String(name))
                 .arg(m.rows()));
    return m.row(0).transpose();
}

} // namespace rope::app
