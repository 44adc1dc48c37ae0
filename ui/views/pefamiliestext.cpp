// The PE-families view's words: its caption, the readout table and who ships each family.
#include "ui/model/keepwhole.h"
#include "ui/model/numberformat.h"
#include "ui/views/pefamiliesview.h"
#include "ui/widgets/texttable.h"

#include <QFileInfo>
#include <QLabel>

#include <cmath>

namespace rope::ui {

using namespace rope::model;

/// One colour per family (Okabe–Ito and Tol's muted), and a line style per kind: solid for rotations,
/// dashed for biases, dotted for added vectors.
QColor peFamilyColour(PeFamily family)
{
    static const QColor colours[kPeFamilyCount] = {
        QColor(0x00, 0x00, 0x00), QColor(0xCC, 0x79, 0xA7), QColor(0xD5, 0x5E, 0x00),
        QColor(0x00, 0x9E, 0x73), QColor(0x56, 0xB4, 0xE9), QColor(0x00, 0x72, 0xB2),
        QColor(0xE6, 0x9F, 0x00), QColor(0x99, 0x99, 0x33), QColor(0x88, 0x22, 0x55),
    };
    return colours[int(family)];
}

Qt::PenStyle peFamilyLine(PeFamily family)
{
    switch (family) {
    case PeFamily::Learned:
    case PeFamily::Sinusoidal:
        return Qt::DotLine;
    case PeFamily::T5:
    case PeFamily::Alibi:
    case PeFamily::Kerple:
        return Qt::DashLine;
    case PeFamily::PRope:
        return Qt::DashDotLine; // drawn over RoPE, which it follows closely: both show
    default:
        return Qt::SolidLine;
    }
}

namespace {

// Whole numbers as they are (1536, 32768); beyond a billion in short form.
QString count(double x) { return x < 1e9 ? QString::number(qint64(x)) : formatNumber(x, 3); }

// What happens past the training length, and who ships the family: known properties, in words.
QString beyond(PeFamily f, const PeFamiliesData& d)
{
    const PeFamiliesSettings& s = d.settings;
    switch (f) {
    case PeFamily::NoPE:
        return PeFamiliesView::tr("nothing to run out of; only a causal mask tells order");
    case PeFamily::Learned:
        return PeFamiliesView::tr("no vector from position %1 on: blank cells").arg(d.trainLength);
    case PeFamily::Sinusoidal:
        return PeFamiliesView::tr("vectors for any position, none seen in training");
    case PeFamily::T5:
        return PeFamiliesView::tr("|Δ| ≥ %1 all share the last bucket: flat").arg(s.maxDistance);
    case PeFamily::Alibi:
        return PeFamiliesView::tr("the line goes on: far keys fade further");
    case PeFamily::Kerple:
        return PeFamiliesView::tr("the log goes on, flatter than ALiBi's line");
    case PeFamily::Xpos:
        return PeFamiliesView::tr("the scale keeps shrinking far scores; angles as RoPE's");
    case PeFamily::PRope:
        return PeFamiliesView::tr("only fast pairs turn: no unseen slow angles");
    case PeFamily::Rope:
        return PeFamiliesView::tr("slow pairs reach angles unseen in training (scaling methods stretch them)");
    }
    return {};
}

QString shippedBy(PeFamily f)
{
    switch (f) {
    case PeFamily::NoPE:
        return PeFamiliesView::tr("every 4th layer of SmolLM3 and Llama 4");
    case PeFamily::Learned:
        return PeFamiliesView::tr("GPT-2, OPT, BERT");
    case PeFamily::Sinusoidal:
        return PeFamiliesView::tr("the original Transformer");
    case PeFamily::T5:
        return PeFamiliesView::tr("T5, Flan-T5");
    case PeFamily::Alibi:
        return PeFamiliesView::tr("BLOOM, MPT");
    case PeFamily::Kerple:
        return PeFamiliesView::tr("research models (Chi et al. 2022)");
    case PeFamily::Xpos:
        return PeFamiliesView::tr("LEX (Sun et al. 2022)");
    case PeFamily::PRope:
        return PeFamiliesView::tr("Gemma 4's proportional RoPE");
    case PeFamily::Rope:
        return PeFamiliesView::tr("Llama, Qwen, Mistral, Gemma, DeepSeek");
    }
    return {};
}

} // namespace

void PeFamiliesView::showReadouts(const PeFamiliesData& d)
{
    m_readoutNote->setVisible(!d.results.empty());
    if (d.results.empty()) {
        m_readouts->setTable({}, {});
        return;
    }
    const double tolerance = 1e-9 * d.scale;
    // Each family takes two rows: its numbers, then in full width what happens past the training
    // length and who ships it. As seven columns the sentences went one word per line at font scale
    // 1.5 and 2 (a table 1400 to 3000 px tall).
    auto whole = [](const QString& text) { return keepFormulasWhole(text, Qt::PlainText); };
    QStringList header;
    for (const QString& head :
         {tr("Family"), tr("Δ only? (diagonal spread)"), tr("Falls with distance? (near − far)"),
          tr("Learned numbers (H = %1)").arg(d.settings.heads), tr("Extra numbers for N = %1").arg(d.settings.length)})
        header << whole(head); // "(near − far)"
    std::vector<TextTable::Row> rows;
    for (const PeFamilyResult& r : d.results) {
        const double drop = r.nearMean - r.farMean;
        const QString deltaOnly = r.spread <= tolerance ? tr("yes (%1)").arg(formatNumber(r.spread, 2))
                                                        : tr("no (%1)").arg(formatNumber(r.spread, 2));
        const QString falls = !std::isfinite(drop)    ? tr("—")
                              : drop > 0.05 * d.scale ? tr("yes (%1)").arg(formatNumber(drop, 2))
                                                      : tr("no (%1)").arg(formatNumber(drop, 2));
        // Names and numbers whole ("KERPLE-log", "no (−0.015)"), yet free to wrap between words.
        rows.push_back(
            {peFamilyColour(r.family),
             {whole(peFamilyName(r.family)), whole(deltaOnly), whole(falls), count(r.parameters), count(r.extraMemory)},
             whole(tr("Past the training length: %1. Shipped in: %2.").arg(beyond(r.family, d), shippedBy(r.family)))});
    }
    m_readouts->setTable(header, rows);
}

QString PeFamiliesView::stateCaption() const
{
    const PeFamiliesSettings s = settings();
    QStringList names;
    for (PeFamily f : s.families)
        names << peFamilyName(f);
    QStringList parts;
    parts << names.join(QStringLiteral(", "));
    parts << tr("N = %1, L = %2, d = %3, base 10000").arg(s.length).arg(s.trainLength).arg(s.headDim);
    parts << (s.sameVector ? tr("q = k (seed %1)") : tr("independent q, k (seed %1)")).arg(s.seed);
    parts << (s.causal ? tr("causal mask") : tr("no mask"));
    parts << tr("T5: %1 buckets, max distance %2").arg(s.numBuckets).arg(s.maxDistance);
    parts << tr("head %1 of %2").arg(s.head).arg(s.heads);
    parts << tr("KERPLE r₁ = %1, r₂ = %2").arg(formatNumber(s.r1, 3), formatNumber(s.r2, 3));
    parts << tr("xPos B = %1").arg(formatNumber(s.xposScaleBase, 4));
    parts << tr("p-RoPE p = %1").arg(formatNumber(s.pRopeFraction, 2));
    if (!s.tablePath.isEmpty())
        parts << tr("learned table from %1").arg(QFileInfo(s.tablePath).fileName());
    return parts.join(QStringLiteral(" · "));
}

} // namespace rope::ui
