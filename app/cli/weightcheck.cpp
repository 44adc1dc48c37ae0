// The Meta → Hugging Face weight check of `diagnose` (core::checkMetaToHf), said per head.
#include "app/cli/weightcheck.h"

#include "app/cli/budget.h"
#include "app/cli/computeargs.h"
#include "app/cli/failure.h"
#include "app/cli/output.h"
#include "core/diagnose.h"
#include "core/permutation.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <optional>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Diagnose) // the context of diagnosecommand.cpp
};

QString num(double x, int digits = 3) { return QLocale::c().toString(x, 'g', digits); }

// "0–29, 31"
QString headList(const std::vector<int>& heads)
{
    QStringList parts;
    for (size_t i = 0; i < heads.size();) {
        size_t j = i;
        while (j + 1 < heads.size() && heads[j + 1] == heads[j] + 1)
            ++j;
        parts << (j == i ? QString::number(heads[i]) : QStringLiteral("%1–%2").arg(heads[i]).arg(heads[j]));
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

void runWeightCheck(const ComputeArgs& args, bool asJson)
{
    if (!args.isSet("meta") || !args.isSet("hf"))
        fail(Tr::tr("give both --meta W1.npy and --hf W2.npy (the same projection, W_Q or W_K, before and after "
                    "conversion)"));
    if (!args.isSet("heads"))
        fail(Tr::tr("--heads H is needed: the weights stack H heads of d rows each"));
    const int heads = args.integer("heads", 1);
    const core::RowMatrixXd w1 = args.matrix("meta", 0);
    const core::RowMatrixXd w2 = args.matrix("hf", w1.cols());
    if (w2.rows() != w1.rows())
        fail(Tr::tr("--hf has %1 rows but --meta has %2").arg(w2.rows()).arg(w1.rows()));
    if (heads < 1 || w1.rows() % heads != 0 || (w1.rows() / heads) % 2 != 0)
        fail(
            Tr::tr("--heads %1 does not split %2 rows into heads of an even number of rows").arg(heads).arg(w1.rows()));
    args.afford(permuteCost(double(w1.rows()), double(w1.cols())));
    const double scale = std::max(w1.cwiseAbs().maxCoeff(), w2.cwiseAbs().maxCoeff());
    // bf16 rounding of either file is not a difference; a wrong permutation moves whole rows.
    const double tolerance = std::ldexp(scale, -8);
    const std::vector<core::HeadCheck> checks = core::checkMetaToHf(w1, w2, heads, tolerance);
    const int headDim = int(w1.rows() / heads);

    std::vector<int> permuted, identical, inverse, differing, notPermuted;
    QJsonArray perHead;
    double worst = 0;
    for (int h = 0; h < heads; ++h) {
        const core::HeadCheck& c = checks[size_t(h)];
        static const char* keys[] = {"meta-to-hf", "hf-to-meta", "identical", "differs"};
        perHead.append(QJsonObject{{"head", h}, {"relation", keys[int(c.relation)]}, {"max_abs_error", c.maxAbsError}});
        switch (c.relation) {
        case core::HeadRelation::MetaToHf:
            permuted.push_back(h);
            break;
        case core::HeadRelation::HfToMeta:
            inverse.push_back(h);
            break;
        case core::HeadRelation::Identical:
            identical.push_back(h);
            break;
        case core::HeadRelation::Differs:
            differing.push_back(h);
            worst = std::max(worst, c.maxAbsError);
            break;
        }
        if (c.relation != core::HeadRelation::MetaToHf)
            notPermuted.push_back(h);
    }
    QString verdict;
    if (notPermuted.empty()) {
        verdict = Tr::tr("--hf is the Meta → Hugging Face permutation of --meta in all %1 heads of %2 rows.")
                      .arg(heads)
                      .arg(headDim);
    } else {
        QStringList parts;
        if (!permuted.empty())
            parts << Tr::tr("permuted Meta → Hugging Face: heads %1").arg(headList(permuted));
        if (!identical.empty())
            parts << Tr::tr("identical to --meta, not permuted (half-split code would pair the wrong components): "
                            "heads %1")
                         .arg(headList(identical));
        if (!inverse.empty())
            parts << Tr::tr("permuted the other way, Hugging Face → Meta: heads %1").arg(headList(inverse));
        if (!differing.empty())
            parts << Tr::tr("none of these (closest max error %1 against weights up to %2): heads %3")
                         .arg(num(worst), num(scale), headList(differing));
        verdict = Tr::tr("--hf is not the Meta → Hugging Face permutation of --meta in every head. %1.")
                      .arg(parts.join(QStringLiteral("; ")));
    }
    // Every head differs: the permutation works within a head, so a wrong head count breaks them all.
    // Try the other counts that split the rows into even head widths.
    std::optional<int> fittingHeads;
    if (int(differing.size()) == heads) {
        const int rows = int(w1.rows());
        for (int h = 1; h <= rows / 2 && !fittingHeads; ++h) {
            if (h == heads || rows % h != 0 || (rows / h) % 2 != 0)
                continue;
            args.afford(permuteCost(double(w1.rows()), double(w1.cols())));
            const std::vector<core::HeadCheck> other = core::checkMetaToHf(w1, w2, h, tolerance);
            if (std::all_of(other.begin(), other.end(),
                            [](const core::HeadCheck& c) { return c.relation == core::HeadRelation::MetaToHf; }))
                fittingHeads = h;
        }
        verdict += QLatin1Char(' ');
        verdict += fittingHeads
                       ? Tr::tr("With --heads %1 (heads of %2 rows) every head is the Meta → Hugging Face permutation: "
                                "is the head count %1? (W_K and W_V stack num_key_value_heads heads, not "
                                "num_attention_heads.)")
                             .arg(*fittingHeads)
                             .arg(rows / *fittingHeads)
                       : Tr::tr("Every head differs: check --heads (W_K and W_V stack num_key_value_heads heads); "
                                "no other head count makes the heads permutations either.");
    }
    QJsonArray notPermutedJson;
    for (int h : notPermuted)
        notPermutedJson.append(h);
    const QJsonObject json{{"heads", heads},
                           {"head_dim", headDim},
                           {"is_permutation", notPermuted.empty()},
                           {"per_head", perHead},
                           {"differing_heads", notPermutedJson},
                           {"tolerance", tolerance},
                           {"suggested_heads", fittingHeads ? QJsonValue(*fittingHeads) : QJsonValue()},
                           {"verdict", verdict}};
    printResult(verdict + QLatin1Char('\n'), json, asJson);
}

} // namespace rope::app
