// Nine position encodings on the same content, through the one attention path.
#include "ui/model/viewdata/pefamiliesdata.h"

#include "core/attention.h"
#include "core/content.h"
#include "core/validate.h"
#include "ui/model/safetensors.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>
#include <optional>

namespace rope::model {

namespace {

struct FamilyName {
    const char* key;
    const char* name;
};

constexpr FamilyName kNames[kPeFamilyCount] = {
    {"nope", QT_TRANSLATE_NOOP("PeFamilies", "NoPE")},
    {"learned", QT_TRANSLATE_NOOP("PeFamilies", "Learned absolute")},
    {"sinusoidal", QT_TRANSLATE_NOOP("PeFamilies", "Sinusoidal (added)")},
    {"t5", QT_TRANSLATE_NOOP("PeFamilies", "T5 bias")},
    {"alibi", QT_TRANSLATE_NOOP("PeFamilies", "ALiBi")},
    {"kerple", QT_TRANSLATE_NOOP("PeFamilies", "KERPLE-log")},
    {"xpos", QT_TRANSLATE_NOOP("PeFamilies", "xPos")},
    {"p-rope", QT_TRANSLATE_NOOP("PeFamilies", "p-RoPE")},
    {"rope", QT_TRANSLATE_NOOP("PeFamilies", "RoPE")},
};

const double kNaN = std::numeric_limits<double>::quiet_NaN();

// One q and one k for every position, scaled so that q·k/√D is 2 when q = k (and about that size
// otherwise): the content's logit, against which the encodings' effects are measured.
std::pair<Eigen::RowVectorXd, Eigen::RowVectorXd> content(const PeFamiliesSettings& s, int dims)
{
    const core::RowMatrixXd g = core::gaussianMatrix(2, dims, std::uint64_t(s.seed));
    const double length = std::sqrt(2.0 * std::sqrt(double(dims)));
    Eigen::RowVectorXd q = g.row(0).normalized() * length;
    Eigen::RowVectorXd k = s.sameVector ? q : Eigen::RowVectorXd(g.row(1).normalized() * length);
    return {q, k};
}

core::RelativeBias biasFor(const PeFamiliesSettings& s, core::BiasFamily family)
{
    core::RelativeBias bias = core::defaultBias(family, s.heads, std::uint64_t(s.seed));
    bias.head = s.head;
    bias.numBuckets = s.numBuckets;
    bias.maxDistance = s.maxDistance;
    bias.bidirectional = !s.causal;
    if (family == core::BiasFamily::T5)
        bias.table = core::gaussianMatrix(s.numBuckets, s.heads, std::uint64_t(s.seed));
    if (family == core::BiasFamily::Kerple) {
        bias.r1.setConstant(s.r1);
        bias.r2.setConstant(s.r2);
    }
    return bias;
}

// Each Δ's diagonal: mean, lowest, highest finite logit; the spread and the near/far means.
void diagonals(PeFamilyResult& r, bool causal)
{
    const Eigen::Index n = r.logits.rows();
    const Eigen::Index first = causal ? 0 : -(n - 1);
    const Eigen::Index count = n - first;
    r.deltas = Eigen::VectorXd::LinSpaced(count, double(first), double(n - 1));
    r.mean = r.low = r.high = Eigen::VectorXd::Constant(count, kNaN);
    double nearSum = 0, farSum = 0;
    int nearCount = 0, farCount = 0;
    for (Eigen::Index j = 0; j < count; ++j) {
        const Eigen::Index delta = first + j;
        double sum = 0, low = INFINITY, high = -INFINITY;
        int cells = 0;
        for (Eigen::Index m = std::max<Eigen::Index>(delta, 0); m < n && m - delta < n; ++m) {
            const double x = r.logits(m, m - delta);
            if (!std::isfinite(x))
                continue;
            sum += x;
            low = std::min(low, x);
            high = std::max(high, x);
            ++cells;
        }
        if (cells == 0)
            continue;
        r.mean[j] = sum / cells;
        r.low[j] = low;
        r.high[j] = high;
        r.spread = std::max(r.spread, high - low);
        const Eigen::Index distance = std::abs(delta);
        if (8 * distance <= n) {
            nearSum += r.mean[j];
            ++nearCount;
        }
        if (2 * distance >= n) {
            farSum += r.mean[j];
            ++farCount;
        }
    }
    r.nearMean = nearCount ? nearSum / nearCount : kNaN;
    r.farMean = farCount ? farSum / farCount : kNaN;
}

} // namespace

const char* peFamilyKey(PeFamily family) { return kNames[int(family)].key; }

QString peFamilyName(PeFamily family) { return QCoreApplication::translate("PeFamilies", kNames[int(family)].name); }

Expected<PositionTable> readPositionTable(const QString& path)
{
    Expected<Checkpoint> checkpoint = Checkpoint::open(path);
    if (!checkpoint)
        return checkpoint.error();
    for (const QString& name : checkpoint->tensorNames()) {
        if (!name.endsWith(QLatin1String("wpe.weight")) && !name.endsWith(QLatin1String("embed_positions.weight")) &&
            !name.endsWith(QLatin1String("position_embeddings.weight")))
            continue;
        const TensorEntry* entry = checkpoint->find(name);
        if (entry->shape.size() != 2)
            continue;
        if (entry->shape[0] > 8192 || entry->shape[1] > 8192 || entry->shape[1] % 2 != 0)
            return Error{name, QCoreApplication::translate("PeFamilies",
                                                           "a %1 × %2 table: the lab takes up to 8192 × 8192, an "
                                                           "even width")
                                   .arg(entry->shape[0])
                                   .arg(entry->shape[1])};
        Expected<core::RowMatrixXd> rows = checkpoint->readRows(name, 0, entry->shape[0]);
        if (!rows)
            return rows.error();
        return PositionTable{name, std::move(*rows)};
    }
    return Error{checkpoint->path(),
                 QCoreApplication::translate("PeFamilies",
                                             "no learned position table (a tensor named …wpe.weight or "
                                             "…embed_positions.weight): this model encodes positions otherwise")};
}

PeFamiliesData peFamilies(const PeFamiliesSettings& s, const core::Execution& execution)
{
    PeFamiliesData out;
    out.settings = s;
    out.scale = 0;
    std::optional<PositionTable> checkpointTable;
    if (!s.tablePath.isEmpty()) {
        Expected<PositionTable> read = readPositionTable(s.tablePath);
        if (!read) {
            out.tableError = read.error().message();
            return out;
        }
        checkpointTable = std::move(*read);
        out.tableName = checkpointTable->name;
    }
    const int dims = checkpointTable ? int(checkpointTable->table.cols()) : s.headDim;
    out.contentDim = dims;
    core::RopeParams params;
    params.headDim = dims;
    params.base = s.base;
    out.problems = core::validate(params);
    if (s.length < 2 || s.length > 2048)
        out.problems.push_back({core::ProblemCode::OutOfRange, "seq_len", double(s.length), 2, 2048});
    const int trainLength = checkpointTable ? int(checkpointTable->table.rows()) : s.trainLength;
    out.trainLength = trainLength;
    if (trainLength < 1)
        out.problems.push_back({core::ProblemCode::OutOfRange, "train_length", double(trainLength), 1, 1e9});
    for (core::BiasFamily f : {core::BiasFamily::T5, core::BiasFamily::Alibi, core::BiasFamily::Kerple}) {
        const core::Problems p = core::validateBias(biasFor(s, f));
        out.problems.insert(out.problems.end(), p.begin(), p.end());
    }
    if (!(s.pRopeFraction > 0 && s.pRopeFraction <= 1))
        out.problems.push_back({core::ProblemCode::OutOfRange, "p", s.pRopeFraction, 0, 1});
    if (!(s.xposScaleBase > 0))
        out.problems.push_back({core::ProblemCode::NotPositive, "xpos_scale_base", s.xposScaleBase});
    if (!out.problems.empty())
        return out;
    out.alibiSlope = core::alibiSlopes(s.heads)[s.head];

    const auto [q, k] = content(s, dims);
    const int n = s.length;
    const core::RowMatrixXd learned = checkpointTable
                                          ? core::RowMatrixXd()
                                          : core::learnedPositionTable(trainLength, dims, std::uint64_t(s.seed) + 1);
    const core::RowMatrixXd& table = checkpointTable ? checkpointTable->table : learned;
    const int families = int(s.families.size());
    for (int i = 0; i < families; ++i) {
        const core::Execution stage = execution.stage(1000 * i / families, 1000 / families);
        if (execution.cancelled())
            return out;
        PeFamilyResult r;
        r.family = s.families[size_t(i)];
        core::RopeParams p = params;
        core::AttentionOptions options;
        options.execution = stage;
        options.mask = s.causal ? core::Mask::Causal : core::Mask::None;
        options.fields = {true, false, false};
        options.encoding = core::Encoding::None;
        int rows = n; // positions the family can encode
        const double d = dims, len = n;
        switch (r.family) {
        case PeFamily::NoPE:
            break;
        case PeFamily::Learned:
            options.encoding = core::Encoding::Learned;
            options.learnedTable = &table;
            rows = std::min(n, trainLength);
            r.parameters = double(trainLength) * d;
            r.extraMemory = double(trainLength) * d;
            break;
        case PeFamily::Sinusoidal:
            options.encoding = core::Encoding::Sinusoidal;
            r.extraMemory = len * d;
            break;
        case PeFamily::T5:
            options.bias = biasFor(s, core::BiasFamily::T5);
            r.parameters = double(s.numBuckets) * s.heads;
            r.extraMemory = double(s.heads) * len * len; // compute_bias: (1, H, N, N)
            break;
        case PeFamily::Alibi:
            options.bias = biasFor(s, core::BiasFamily::Alibi);
            r.extraMemory = double(s.heads) * len; // build_alibi_tensor: (H, 1, N)
            break;
        case PeFamily::Kerple:
            options.bias = biasFor(s, core::BiasFamily::Kerple);
            r.parameters = 2.0 * s.heads;
            r.extraMemory = double(s.heads) * len * len;
            break;
        case PeFamily::Xpos:
            options.encoding = core::Encoding::Rope;
            options.xpos = core::Xpos{s.xposScaleBase, 0.0};
            r.extraMemory = 1.5 * len * d; // cos and sin (N × d/2 each), and the scale
            break;
        case PeFamily::PRope:
            options.encoding = core::Encoding::Rope;
            p.rotaryPlacement = core::RotaryPlacement::Proportional;
            p.rotaryDim = std::max(2, int(std::lround(s.pRopeFraction * d / 2)) * 2);
            if (p.rotaryDim >= dims)
                p.rotaryDim = 0;
            r.extraMemory = len * p.rotaryDims();
            break;
        case PeFamily::Rope:
            options.encoding = core::Encoding::Rope;
            r.extraMemory = len * d;
            break;
        }
        const core::RowMatrixXd qs = q.replicate(rows, 1), ks = k.replicate(rows, 1);
        core::AttentionResult<double> a = core::attention<double>(p, qs, ks, qs, options);
        if (a.cancelled || execution.cancelled())
            return out;
        r.logits = core::RowMatrixXd::Constant(n, n, kNaN); // no vector past the table: "not there"
        r.logits.topLeftCorner(rows, rows) = a.logits;
        diagonals(r, s.causal);
        for (double x : r.logits.reshaped())
            if (std::isfinite(x))
                out.scale = std::max(out.scale, std::abs(x));
        out.results.push_back(std::move(r));
    }
    if (!(out.scale > 0))
        out.scale = 1;
    return out;
}

std::shared_ptr<const PeFamiliesData> computePeFamilies(const PeFamiliesSettings& settings,
                                                        const core::Execution& execution)
{
    auto data = std::make_shared<PeFamiliesData>(peFamilies(settings, execution));
    if (execution.cancelled())
        return nullptr;
    return data;
}

} // namespace rope::model
