#pragma once
// Reading `compute` options into core's value types. Every getter either returns a valid value or
// throws model::Error (expected.h: a parse may end early this way; runCommand, failure.h, catches it,
// prints the sentence and exits with code 2).

#include "app/cli/budget.h"
#include "app/cli/progress.h"
#include "core/attention.h"
#include "core/content.h"
#include "core/hfexact.h"
#include "core/matrix.h"
#include "core/params.h"
#include "core/precision.h"
#include "core/problem.h"
#include "ui/model/expected.h"
#include "ui/model/fields.h"
#include "ui/model/modelconfig.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

#include <map>
#include <memory>
#include <optional>
#include <string>

namespace rope::app {

/// One option of the compute command line: --name VALUE.
struct OptionSpec {
    const char* name;
    const char* valueName; ///< nullptr for a flag
    const char* description; ///< untranslated (context "ComputeArgs"), or nullptr with `describe`
    QString (*describe)() = nullptr; ///< the help made at run time (a list of names), translated
    /// The help in the current language.
    QString text() const { return describe ? describe() : QCoreApplication::translate("ComputeArgs", description); }
};
const std::vector<OptionSpec>& computeOptionSpecs();

class ComputeArgs {
public:
    /// `defined`: the options the parser knows (the others are never set); empty: all of them.
    explicit ComputeArgs(const QCommandLineParser& parser, QStringList defined = {}) :
        m_parser(parser), m_defined(std::move(defined))
    { }

    bool isSet(const char* name) const;
    QString text(const char* name, const QString& fallback = {}) const;
    double number(const char* name, double fallback) const;
    int integer(const char* name, int fallback) const;
    bool boolean(const char* name, bool fallback) const;
    /// One of `choices` (did-you-mean for a near miss).
    QString choice(const char* name, const QStringList& choices, const QString& fallback) const;

    /// From now on, ropeParams() warns on stderr (once) about settings that are valid but look
    /// unintended: YaRN's max_position_embeddings other than factor × original_max_position_embeddings.
    void enableWarnings() const { m_warn = true; }
    /// head dim, base, pairing, θ override and every scaling option; validated. Without --head-dim
    /// (and --config), d is the last dimension of the first of --input, --q, --k given.
    core::RopeParams ropeParams() const;
    /// The multiplier on q̃·k̃ before softmax the --config model uses (1/√d, Gemma's
    /// query_pre_attn_scalar, multi-head latent attention's mscale²); 0 (= 1/√d) without --config
    /// or with --head-dim.
    double logitScale() const;
    /// The --config file, read once; null without --config.
    const model::ModelConfig* modelConfig() const;
    core::Precision precision() const;
    /// --precision fp32-hf / bf16-hf: Hugging Face's own arithmetic (core/hfexact.h) in float32 or
    /// bfloat16 activations; empty for the other precisions. precision() is then fp32 / bf16.
    std::optional<core::HfDtype> huggingFaceExact() const;
    core::Mask mask() const;
    core::Encoding encoding() const;
    /// --xpos-scale-base and --xpos-center; empty when xPos is off.
    std::optional<core::Xpos> xpos() const;
    core::ContentSpec contentSpec() const;

    /// --positions (integers and ranges a:b); `count` > 0 requires that many; fallback when unset.
    Eigen::VectorXd positions(const char* name, const QString& fallback, Eigen::Index count = 0) const;
    /// --deltas style list (integers and ranges).
    Eigen::VectorXd indexList(const char* name, const QString& fallback) const;

    /// Tokens (rows) of --input, --q, --k or --v: a .npy file of shape (N, d) or (d), or (H, N, d)
    /// with --head; or an inline comma list (one row). `headDim` > 0 requires that many columns,
    /// and a mismatch names where each number came from.
    core::RowMatrixXd tokens(const char* name, Eigen::Index headDim) const;
    /// From now on an (H, N, d) file given to --q, --k or --v without --head is read whole, its heads
    /// stacked as rows (head h in rows h·N … h·N + N − 1); headCount() tells how many (attention).
    void acceptHeadStacks() const { m_headStacks = true; }
    /// H of an (H, N, d) input read whole; 0 for (N, d), (d), a list, or one head picked by --head.
    qint64 headCount(const char* name) const;
    /// Any other matrix (a weight): .npy (R, C) or (C), or an inline list; `requiredCols` > 0
    /// requires that many columns.
    core::RowMatrixXd matrix(const char* name, Eigen::Index requiredCols) const;
    /// A single vector: shape (d) or (1, d) (or one head's, with --head for tokens), or an inline list.
    Eigen::VectorXd vector(const char* name, Eigen::Index requiredSize) const;

    /// Where the result goes: --out FILE, or stdout (no --out, or --out -).
    bool toStdout() const;
    /// The output format, "json", "npy" or "csv": --format, else the --out file's suffix, else JSON;
    /// throws model::Error when they disagree or the suffix is none of these.
    QString outputFormat() const;

    /// --max-memory, --max-time, and whether the result goes to JSON.
    Budget budget() const;
    /// Throws model::Error when `cost` is beyond the budget. A cost of more than a second starts a
    /// progress line on stderr (unless --quiet), fed by execution(), or names the one started.
    void afford(const Cost& cost) const;
    /// Starts the progress line (unless --quiet): it prints once the command has run for two seconds.
    void startProgress(const QString& what) const;
    /// For core calls: reports to the progress line when afford() started one.
    core::Execution execution() const;

private:
    core::RowMatrixXd load(const char* name, bool tokenRows) const;
    void warnAboutLengths(const core::RopeParams& params) const;
    /// All of stdin, read once, for the option given `-` (a second such option is refused).
    const QByteArray& stdinBytes(const QString& option) const;
    /// The value of a field's option, read as its kind (a message names the option otherwise).
    QJsonValue optionValue(const model::Field& field) const;
    const QCommandLineParser& m_parser;
    QStringList m_defined;
    // Inputs read early (to take d from them) wait here for their reader.
    mutable std::map<std::string, core::RowMatrixXd> m_loaded;
    mutable std::map<std::string, qint64> m_headCounts; ///< per input read as a stack of heads
    mutable bool m_headStacks = false;
    mutable QString m_headDimFrom; ///< the option d was taken from, when not --head-dim
    mutable std::optional<model::ModelConfig> m_config;
    mutable std::unique_ptr<ProgressLine> m_progress;
    mutable bool m_warn = false; ///< warnings still to be given (compute gives them, once)
    mutable QByteArray m_stdin; ///< what `-` read, kept: options may be read more than once
    mutable QString m_stdinFor; ///< the option that reads stdin (only one may)
};

/// Throws model::Error describing the problems, if any.
void require(const core::Problems& problems);

} // namespace rope::app
