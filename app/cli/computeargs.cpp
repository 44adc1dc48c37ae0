// Reading `compute`'s options into core's value types, each checked with one clear sentence.
// The arrays (files, stdin, inline lists) are read in computearrays.cpp.
#include "app/cli/computeargs.h"

#include "app/cli/failure.h"
#include "app/cli/listparse.h"
#include "app/cli/output.h"
#include "app/cli/suggest.h"
#include "core/validate.h"
#include "ui/model/expected.h"
#include "ui/model/fields.h"
#include "ui/model/messages.h"
#include "ui/model/modelconfig.h"
#include "ui/model/names.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>

#include <cmath>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ComputeArgs)
};

constexpr qint64 kMaxListItems = 10'000'000;

} // namespace

void require(const core::Problems& problems)
{
    if (!problems.empty())
        fail(model::describe(problems));
}

bool ComputeArgs::isSet(const char* name) const
{
    // Asking the parser about an option it does not know would print a warning.
    const QString option = QString::fromLatin1(name);
    return (m_defined.isEmpty() || m_defined.contains(option)) && m_parser.isSet(option);
}

QString ComputeArgs::text(const char* name, const QString& fallback) const
{
    return isSet(name) ? m_parser.value(QString::fromLatin1(name)).trimmed() : fallback;
}

double ComputeArgs::number(const char* name, double fallback) const
{
    if (!isSet(name))
        return fallback;
    bool ok = false;
    const QString value = text(name);
    const double v = value.toDouble(&ok);
    if (!ok)
        fail(Tr::tr("--%1: '%2' is not a number").arg(QLatin1String(name), value));
    return v;
}

int ComputeArgs::integer(const char* name, int fallback) const
{
    if (!isSet(name))
        return fallback;
    bool ok = false;
    const QString value = text(name);
    const int v = value.toInt(&ok);
    if (!ok)
        fail(Tr::tr("--%1: '%2' is not an integer in range").arg(QLatin1String(name), value));
    return v;
}

QString ComputeArgs::choice(const char* name, const QStringList& choices, const QString& fallback) const
{
    if (!isSet(name))
        return fallback;
    const QString value = text(name);
    if (choices.contains(value))
        return value;
    fail(Tr::tr("--%1: '%2' is not one of %3")
             .arg(QLatin1String(name), value.left(40), choices.join(QStringLiteral(", "))) +
         didYouMean(value, choices));
}

bool ComputeArgs::boolean(const char* name, bool fallback) const
{
    if (!isSet(name))
        return fallback;
    const QString value = text(name).toLower();
    if (value == QLatin1String("true") || value == QLatin1String("1"))
        return true;
    if (value == QLatin1String("false") || value == QLatin1String("0"))
        return false;
    fail(Tr::tr("--%1: '%2' is not true or false").arg(QLatin1String(name), value.left(40)) +
         didYouMean(value, {QStringLiteral("true"), QStringLiteral("false")}));
}

namespace {

// --name KEY for an enum, by its name table (ui/model/names.h).
template <typename Enum>
Enum choose(const ComputeArgs& args, const char* name, Enum fallback)
{
    if (!args.isSet(name))
        return fallback;
    const QString value = args.text(name).toLower();
    if (const auto chosen = model::fromNameKey<Enum>(value))
        return *chosen;
    const QStringList keys = model::nameKeys<Enum>();
    fail(Tr::tr("--%1: '%2' is not one of %3")
             .arg(QLatin1String(name), value.left(40), keys.join(QStringLiteral(", "))) +
         didYouMean(value, keys));
}

std::vector<double> factorList(const ComputeArgs& args, const char* name)
{
    if (!args.isSet(name))
        return {};
    const auto list = parseNumberList(args.text(name), 1 << 16);
    if (!list)
        throw list.error().within(QStringLiteral("--%1").arg(QLatin1String(name)));
    return {list->data(), list->data() + list->size()};
}

} // namespace

const model::ModelConfig* ComputeArgs::modelConfig() const
{
    if (!isSet("config"))
        return nullptr;
    if (!m_config) {
        auto config = model::loadModelConfig(text("config"));
        if (!config)
            throw config.error().within(QStringLiteral("--config"), QStringLiteral(": "));
        m_config = std::move(*config);
    }
    return &*m_config;
}

std::optional<core::Xpos> ComputeArgs::xpos() const
{
    if (!isSet("xpos-scale-base")) {
        if (isSet("xpos-center") || isSet("xpos-role"))
            fail(Tr::tr("--xpos-center and --xpos-role need --xpos-scale-base (xPos is off without it)"));
        return std::nullopt;
    }
    core::Xpos x;
    x.scaleBase = number("xpos-scale-base", x.scaleBase);
    x.center = number("xpos-center", x.center);
    require(core::validateXpos(ropeParams(), x, 0));
    return x;
}

double ComputeArgs::logitScale() const
{
    const model::ModelConfig* config = modelConfig();
    return config && !isSet("head-dim") ? config->softmaxScale : 0.0;
}

QJsonValue ComputeArgs::optionValue(const model::Field& field) const
{
    const char* name = field.option;
    switch (field.kind) {
    case model::FieldKind::Whole:
        return integer(name, 0);
    case model::FieldKind::Number:
        return number(name, 0);
    case model::FieldKind::Boolean:
        return boolean(name, false);
    case model::FieldKind::Angle: {
        const auto angle = parseAngle(text(name));
        if (!angle)
            fail(Tr::tr("--%1: '%2' is not an angle (a number, or a form like pi/2)")
                     .arg(QLatin1String(name), text(name)));
        return *angle;
    }
    case model::FieldKind::Choice: {
        const QString value = text(name).toLower();
        // Hugging Face's names for a scaling method ("default" for none) are its aliases.
        if (qstrcmp(field.key, "scaling.method") == 0)
            if (const auto method = model::fromNameKeyOrAlias<core::ScalingMethod>(value))
                return model::nameKey(*method);
        const QStringList keys = field.choices();
        if (keys.contains(value))
            return value;
        fail(Tr::tr("--%1: '%2' is not one of %3")
                 .arg(QLatin1String(name), value.left(40), keys.join(QStringLiteral(", "))) +
             didYouMean(value, keys));
    }
    case model::FieldKind::Numbers: {
        const std::vector<double> list = factorList(*this, name);
        QJsonArray a;
        for (double v : list)
            a.append(v);
        return a;
    }
    }
    return {};
}

core::RopeParams ComputeArgs::ropeParams() const
{
    core::RopeParams p;
    if (const model::ModelConfig* config = modelConfig()) // --head-dim: the rope head alone
        p = isSet("head-dim") ? config->rope : model::attentionHead(*config);
    // Every option falls back to what is there already: the defaults, or the model's config; d
    // without either comes from the inputs, so that a file of any head size is read as it is.
    if (isSet("head-dim")) {
        p.headDim = integer("head-dim", p.headDim);
    } else if (!isSet("config")) {
        for (const char* input : {"input", "q", "k"})
            if (isSet(input)) {
                core::RowMatrixXd m = load(input, true);
                p.headDim = int(std::min<Eigen::Index>(m.cols(), 1 << 30));
                m_loaded[input] = std::move(m);
                m_headDimFrom = QLatin1String(input);
                break;
            }
        if (m_headDimFrom.isEmpty() && isSet("wq")) { // q = W_Q x: d is the rows of W_Q
            core::RowMatrixXd w = load("wq", false);
            p.headDim = int(std::min<Eigen::Index>(w.rows(), 1 << 30));
            m_loaded["wq"] = std::move(w);
            m_headDimFrom = QStringLiteral("wq");
        }
    }
    // The other options, in the field table's order (ui/model/fields.h): each falls back to what is
    // there already.
    model::AppParams app;
    app.rope = p;
    for (const model::Field& f : model::fields())
        if (f.option && qstrcmp(f.option, "head-dim") != 0 && isSet(f.option))
            f.set(app, optionValue(f));
    p = app.rope;
    if (const core::Problems problems = core::validate(p); !problems.empty() && !m_headDimFrom.isEmpty())
        fail(Tr::tr("%1 (d = %2 is %3; --head-dim sets d)")
                 .arg(model::describe(problems))
                 .arg(p.headDim)
                 .arg(m_headDimFrom == QLatin1String("wq") ? Tr::tr("the number of rows of --wq")
                                                           : Tr::tr("the last dimension of --%1").arg(m_headDimFrom)));
    require(core::validate(p));
    if (m_warn) {
        m_warn = false;
        warnAboutLengths(p);
    }
    return p;
}

void ComputeArgs::warnAboutLengths(const core::RopeParams& p) const
{
    // YaRN turns by `factor`; a config's extended length is meant to be factor × L₀. When they
    // disagree, one of the two is likely not what the model was trained with.
    const core::Scaling& s = p.scaling;
    if (s.method != core::ScalingMethod::Yarn || s.maxPositionEmbeddings <= 0 || s.originalMaxPositionEmbeddings <= 0)
        return;
    const double product = s.factor * s.originalMaxPositionEmbeddings;
    if (std::abs(s.maxPositionEmbeddings - product) < 1)
        return;
    const QString given = isSet("max-position-embeddings") ? QStringLiteral("--max-position-embeddings")
                                                           : Tr::tr("the config's max_position_embeddings");
    printError(Tr::tr("warning: YaRN: %1 = %2 is not factor × original_max_position_embeddings = %3 × %4 = %5; "
                      "the frequencies and the attention factor follow factor %3 (the lengths' ratio would be %6)")
                   .arg(given)
                   .arg(s.maxPositionEmbeddings)
                   .arg(s.factor, 0, 'g', 6)
                   .arg(s.originalMaxPositionEmbeddings)
                   .arg(product, 0, 'g', 10)
                   .arg(double(s.maxPositionEmbeddings) / s.originalMaxPositionEmbeddings, 0, 'g', 6));
}

core::Precision ComputeArgs::precision() const
{
    if (const std::optional<core::HfDtype> hf = huggingFaceExact())
        return *hf == core::HfDtype::BFloat16 ? core::Precision::Bf16 : core::Precision::Fp32;
    if (!isSet("precision"))
        return core::Precision::Fp64;
    const QString value = text("precision").toLower();
    if (const auto chosen = model::fromNameKey<core::Precision>(value))
        return *chosen;
    const QStringList keys = model::nameKeys<core::Precision>() + QStringList{"fp32-hf", "bf16-hf"};
    fail(Tr::tr("--%1: '%2' is not one of %3").arg(QStringLiteral("precision"), value.left(40), keys.join(", ")) +
         didYouMean(value, keys));
}

std::optional<core::HfDtype> ComputeArgs::huggingFaceExact() const
{
    if (!isSet("precision"))
        return std::nullopt;
    const QString value = text("precision").toLower();
    if (value == QLatin1String("fp32-hf"))
        return core::HfDtype::Float32;
    if (value == QLatin1String("bf16-hf"))
        return core::HfDtype::BFloat16;
    return std::nullopt;
}

core::Mask ComputeArgs::mask() const { return choose(*this, "mask", core::Mask::None); }

core::Encoding ComputeArgs::encoding() const { return choose(*this, "encoding", core::Encoding::Rope); }

core::ContentSpec ComputeArgs::contentSpec() const
{
    core::ContentSpec spec;
    spec.source = choose(*this, "source", spec.source);
    const int seed = integer("seed", 0);
    if (seed < 0)
        fail(Tr::tr("--seed must not be negative"));
    spec.seed = std::uint64_t(seed);
    spec.lookBack = integer("look-back", spec.lookBack);
    return spec;
}

Eigen::VectorXd ComputeArgs::indexList(const char* name, const QString& fallback) const
{
    const auto list = parseIndexList(text(name, fallback), kMaxListItems, qint64(core::limits::maxAbsPosition));
    if (!list)
        throw list.error().within(QStringLiteral("--%1").arg(QLatin1String(name)));
    // Positions and Δ are rounded to the chosen format along with the angles.
    require(core::checkPositions(*list, name, precision()));
    return *list;
}

Eigen::VectorXd ComputeArgs::positions(const char* name, const QString& fallback, Eigen::Index count) const
{
    Eigen::VectorXd p = indexList(name, fallback);
    if (count > 0 && p.size() != count)
        fail(Tr::tr("--%1 lists %2 positions but the input has %3 rows")
                 .arg(QLatin1String(name))
                 .arg(p.size())
                 .arg(count));
    return p;
}

Budget ComputeArgs::budget() const
{
    const auto given = [this](const char* name) { return isSet(name) ? std::optional(text(name)) : std::nullopt; };
    Budget b = parseBudget(given("max-memory"), given("max-time"));
    b.json = outputFormat() == QLatin1String("json");
    return b;
}

bool ComputeArgs::toStdout() const { return text("out").isEmpty() || text("out") == QLatin1String("-"); }

QString ComputeArgs::outputFormat() const
{
    const QStringList formats = {"json", "npy", "csv"};
    const QString given = isSet("format") ? choice("format", formats, QStringLiteral("json")) : QString();
    if (toStdout())
        return given.isEmpty() ? QStringLiteral("json") : given;
    const QString path = text("out"), suffix = QFileInfo(path).suffix().toLower();
    if (!formats.contains(suffix))
        fail(QCoreApplication::translate("ComputeCommand", "--out: '%1' must end in .json, .npy or .csv").arg(path));
    if (!given.isEmpty() && given != suffix)
        fail(Tr::tr("--format %1 disagrees with --out %2; drop --format (the suffix chooses) or change the suffix")
                 .arg(given, path.left(200)));
    return suffix;
}

void ComputeArgs::afford(const Cost& cost) const
{
    rope::app::afford(cost, budget());
    if (cost.seconds > 1 && m_progress)
        m_progress->setWhat(cost.what);
    else if (cost.seconds > 1)
        startProgress(cost.what);
}

void ComputeArgs::startProgress(const QString& what) const
{
    if (!m_progress && !isSet("quiet"))
        m_progress = std::make_unique<ProgressLine>(what);
}

core::Execution ComputeArgs::execution() const { return m_progress ? m_progress->execution() : core::Execution{}; }

} // namespace rope::app
