// The scaling lab's drawing: the frequency spectrum of every method and the effect beyond L₀.
#include "ui/views/scalinglabview.h"

#include "ui/model/messages.h"
#include "ui/model/names.h"
#include "ui/model/numberformat.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QLabel>

#include <cmath>
#include <numbers>

namespace rope::ui {

using namespace rope::model;

namespace {

using core::ScalingMethod;
constexpr double kTwoPi = 2 * std::numbers::pi;

QString methodName(ScalingMethod m) { return nameLabel(m); }

QColor methodColour(ScalingMethod m)
{
    static const QColor colours[] = {style::faint,
                                     QColor(0x56, 0xB4, 0xE9),
                                     QColor(0x00, 0x9E, 0x73),
                                     QColor(0xCC, 0x79, 0xA7),
                                     QColor(0xD5, 0x5E, 0x00),
                                     style::query,
                                     QColor(0x8B, 0x5A, 0x00)};
    return colours[int(m)];
}

QVector<double> toQVector(const Eigen::VectorXd& v) { return QVector<double>(v.data(), v.data() + v.size()); }

} // namespace

void ScalingLabView::draw(const ScalingLabData& data)
{
    if (!data.problems.empty()) { // the pictures of the last valid values stay
        m_summary->setText(tr("<b>Not shown:</b> %1").arg(describe(data.problems)));
        emit updated();
        return;
    }
    drawSpectrum(data);
    drawEffect(data);
    emit updated();
}

void ScalingLabView::drawSpectrum(const ScalingLabData& data)
{
    const core::RopeParams& p = data.request.rope;
    const core::FrequencyTable& scaled = data.scaled;
    const int pairs = p.pairCount();
    const double context = p.scaling.originalContext();
    const double length = extendedContext(p);
    const bool turns = m_yAxis->currentIndex() == 1;
    // Turns within L₀ = L₀·θ/2π, or the wavelength 2π/θ.
    auto values = [&](const Eigen::VectorXd& theta) {
        return turns ? Eigen::VectorXd(theta * (context / kTwoPi)) : Eigen::VectorXd(kTwoPi * theta.cwiseInverse());
    };
    QVector<double> x(pairs);
    for (int i = 0; i < pairs; ++i)
        x[i] = i;

    // The spectrum.
    m_spectrum->clearGraphs();
    m_spectrum->clearItems();
    auto addGraph = [&](const Eigen::VectorXd& y, const QString& name, QPen pen) {
        QCPGraph* g = m_spectrum->addGraph();
        g->setPen(pen);
        g->setData(x, toQVector(y), true);
        g->setName(name);
        return g;
    };
    addGraph(values(data.unscaled.invFreq), nameLabel(ScalingMethod::None), QPen(style::ink, 1.5, Qt::DashLine));
    const auto method = p.scaling.method;
    for (const ScalingLabData::Overlay& other : data.overlays) {
        QColor c = methodColour(other.method);
        c.setAlpha(150);
        addGraph(values(other.invFreq), methodName(other.method), QPen(c, 1.5));
    }
    const QString factorText =
        scaled.attentionFactor != 1.0 ? tr(" (attention ×%1)").arg(formatNumber(scaled.attentionFactor, 4)) : QString();
    QCPGraph* chosen = addGraph(values(scaled.invFreq), methodName(method) + factorText, QPen(methodColour(method), 3));
    chosen->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
    m_spectrum->yAxis->setLabel(turns ? tr("turns within L₀ = L₀·θᵢ/2π") : tr("wavelength λᵢ = 2π/θᵢ (positions)"));
    m_spectrum->rescaleAxes();
    m_spectrum->xAxis->setRange(-0.5, pairs - 0.5);
    QCPRange yr = m_spectrum->yAxis->range();
    const double level = turns ? 1.0 : context; // one turn within L₀ ⇔ λ = L₀
    yr.lower = std::min(yr.lower, level) / 2;
    yr.upper = std::max(yr.upper, turns ? level : length) * 2;
    m_spectrum->yAxis->setRange(yr);

    // A label at the left above its line, or at the right beneath it: lines a factor of 4 apart
    // come within a line of text of each other on a short plot or in large type.
    auto hLine = [&](double y, const QColor& colour, const QString& label, bool right = false) {
        auto* line = new QCPItemStraightLine(m_spectrum);
        line->point1->setCoords(0, y);
        line->point2->setCoords(1, y);
        line->setPen(QPen(colour, 1.5, Qt::DashLine));
        auto* text = new QCPItemText(m_spectrum);
        text->position->setCoords(right ? pairs * 0.98 : pairs * 0.02, y);
        text->setPositionAlignment(right ? Qt::AlignRight | Qt::AlignTop : Qt::AlignLeft | Qt::AlignBottom);
        text->setText(label);
        text->setFont(style::captionFont());
        text->setColor(colour);
    };
    hLine(level, style::positive,
          turns ? tr("one turn within L₀") : tr("L₀ = %1 (training context)").arg(int(context)));
    if (!turns)
        hLine(length, style::query, tr("L = %1 (extended)").arg(length));
    // The method's own regions: YaRN's ramp (pairs), Llama 3's blended band (wavelengths).
    if (method == ScalingMethod::Yarn) {
        auto* band = new QCPItemRect(m_spectrum);
        band->topLeft->setCoords(scaled.rampLow, yr.upper);
        band->bottomRight->setCoords(scaled.rampHigh, yr.lower);
        band->setPen(Qt::NoPen);
        band->setBrush(QColor(213, 94, 0, 35));
    } else if (method == ScalingMethod::Llama3 && !turns) {
        const double high = context / p.scaling.highFreqFactor, low = context / p.scaling.lowFreqFactor;
        auto* band = new QCPItemRect(m_spectrum);
        band->topLeft->setCoords(-0.5, low);
        band->bottomRight->setCoords(pairs - 0.5, high);
        band->setPen(Qt::NoPen);
        band->setBrush(QColor(0, 114, 178, 30));
        hLine(high, style::faint, tr("L₀/high_freq_factor = %1").arg(formatNumber(high, 5)), true);
    }
    replotSoon(m_spectrum);
    m_summary->setText(
        tr("%1 <br>Without scaling %2 of %3 pairs complete a turn within L₀; with %4, %5 complete a turn "
           "within L = %6.")
            .arg(scalingExplanation(p, scaled))
            .arg(data.turnsBefore)
            .arg(pairs)
            .arg(methodName(method))
            .arg(data.turnsAfter)
            .arg(length));
}

void ScalingLabView::drawEffect(const ScalingLabData& data)
{
    const core::RopeParams& p = data.request.rope;
    const QString methodLabel = methodName(p.scaling.method);
    const double context = p.scaling.originalContext();
    const double length = extendedContext(p);
    m_curve->clearGraphs();
    m_curve->clearItems();
    QCPGraph* g0 = m_curve->addGraph();
    g0->setPen(QPen(style::faint, 1.5));
    g0->setName(nameLabel(ScalingMethod::None));
    g0->setData(toQVector(data.deltas), toQVector(data.plainCurve), true);
    QCPGraph* g1 = m_curve->addGraph();
    g1->setPen(QPen(methodColour(p.scaling.method), 2));
    g1->setName(methodLabel);
    g1->setData(toQVector(data.deltas), toQVector(data.scaledCurve), true);
    auto* edge = new QCPItemStraightLine(m_curve);
    edge->point1->setCoords(context, 0);
    edge->point2->setCoords(context, 1);
    edge->setPen(QPen(style::positive, 1.5, Qt::DashLine));
    m_curve->rescaleAxes();
    replotSoon(m_curve);

    constexpr int tokens = ScalingLabData::kMapTokens;
    auto showMap = [&](MapPlot* map, const PooledMap& pooled, const QString& name) {
        MapPlot::Grid grid;
        grid.rows = grid.cols = tokens;
        grid.xLabel = tr("key position n (× %1)").arg(formatNumber(data.stride, 4));
        grid.yLabel = tr("query position m (× %1)").arg(formatNumber(data.stride, 4));
        grid.low = pooled.min;
        grid.high = pooled.max;
        map->setGrid(pooled.cells, grid, MapPlot::Palette::Diverging, name, tr("logit"));
        map->setMarker(context / data.stride, 0);
    };
    showMap(m_without, data.plainMap, tr("<b>No scaling</b>, positions 0 … %1").arg(int(length)));
    showMap(m_with, data.scaledMap, tr("<b>%1</b>, positions 0 … %2").arg(methodLabel).arg(int(length)));
}

} // namespace rope::ui
