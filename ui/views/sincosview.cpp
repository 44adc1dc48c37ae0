// The sin/cos view: one table of angles, and its two uses — added as coordinates, or as a rotation.
#include "ui/views/sincosview.h"

#include "ui/model/pairselection.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"
#include "ui/widgets/vectorplane.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <numbers>

namespace rope::ui {

using namespace rope::model;

namespace {

QString n(double v, int digits = 4) { return formatNumber(v, digits); }

} // namespace

SinCosView::SinCosView(PairSelection* selection, QWidget* parent) :
    View(parent), m_selection(selection), m_anglesSection(new QWidget), m_usesSection(new QWidget),
    m_table(new MapPlot), m_added(new VectorPlane), m_rotated(new VectorPlane), m_numbers(style::captionLabel({})),
    m_readout(style::captionLabel({})),
    m_job(addJob<SinCosRequest, SinCosData>(
        [this]() -> std::optional<SinCosRequest> {
            if (!results())
                return std::nullopt;
            return SinCosRequest{{results(), ResultsInput::Reads::Everything}, m_selection->pair()};
        },
        computeSinCos, [this](const SinCosData& data) { draw(data); }))
{
    auto* angles = new QVBoxLayout(m_anglesSection);
    angles->setContentsMargins(0, 0, 0, 0);
    angles->addWidget(style::captionLabel(tr("Where do RoPE's sin and cos come from?"), style::titleFont()));
    angles->addWidget(style::captionLabel(
        tr("From one table of angles m·θ<sub>i</sub>, the same one the sinusoidal encoding uses: pair i turns "
           "by θ<sub>i</sub> = base<sup>−2i/d</sup> per position. The two encodings take the same sin and cos "
           "from it and use them differently.")));
    angles->addWidget(windowHint(tr("Click a column to choose the pair.")));
    m_table->setSquare(false);
    m_table->setMinimumHeight(230);
    growWithView(m_table, [](QSize view) { return view.height() * 32 / 100; });
    angles->addWidget(m_table);

    auto* uses = new QVBoxLayout(m_usesSection);
    uses->setContentsMargins(0, 8, 0, 0);
    uses->addWidget(style::captionLabel(tr("Same angles, two uses"), style::titleFont()));
    auto* planes = new QHBoxLayout;
    for (VectorPlane* plane : {m_added, m_rotated}) {
        plane->setMaximumHeight(330); // in a figure
        growWithView(
            plane, [](QSize view) { return std::min((view.width() - 40) / 2, view.height() * 42 / 100); }, true);
        planes->addWidget(plane);
    }
    uses->addLayout(planes);
    uses->addWidget(m_numbers);
    uses->addWidget(m_readout);
    uses->addWidget(style::captionLabel(
        tr("The dashed circle has the content's length: R q stays on it, x + p does not. "
           "<b>Why pairs?</b> A rotation must keep length for every angle. On one number the only maps that keep "
           "length are ×1 and ×(−1): no angle in between. A plane is the smallest space where R(α) exists for "
           "every α, so RoPE cuts the d features into d/2 planes and turns each by m·θ<sub>i</sub>.")));

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(m_anglesSection);
    layout->addWidget(m_usesSection);
    layout->addStretch(1);
    setScrollingContent(content, true); // wrapped text: a bar that came and went would oscillate

    connect(m_table, &MapPlot::clicked, this, [this](int, int pair) { m_selection->setPair(pair); });
    connect(m_selection, &PairSelection::changed, this, &SinCosView::refreshJobs);
}

void SinCosView::draw(const SinCosData& d)
{
    const AppParams& p = d.request.results->params;
    const int i = d.pair;
    MapPlot::Grid grid;
    grid.rows = int(d.angles.rows());
    grid.cols = int(d.angles.cols());
    grid.xLabel = tr("pair i");
    grid.yLabel = tr("position m");
    grid.low = 0;
    grid.high = 2 * std::numbers::pi;
    m_table->setGrid(d.angles, grid, MapPlot::Palette::Sequential,
                     tr("<b>m·θ<sub>i</sub> mod 2π</b>, positions 0 … %1").arg(grid.rows - 1), tr("angle"));
    m_table->setMarker(p.m < grid.rows ? p.m : -1, i);

    // The arc turns by the angle reduced to (−π, π]; its label gives both when they differ.
    const double reduced = std::remainder(d.angle, 2 * std::numbers::pi);
    const QString angleText = std::abs(reduced - d.angle) < 1e-9
                                  ? tr("m·θ = %1").arg(n(d.angle, 3))
                                  : tr("m·θ = %1 ≡ %2").arg(n(d.angle, 3), n(reduced, 3));
    const QPointF x(d.content.x(), d.content.y());
    m_added->setTitle(tr("Sinusoidal: add p = [sin, cos]"));
    const double length = std::hypot(x.x(), x.y());
    m_added->setContent({{x, style::faint, tr("x"), {0, 0}},
                         {QPointF(d.sine, d.cosine), style::relative, tr("p"), x, false, false, true},
                         {QPointF(d.added.x(), d.added.y()), style::positive, tr("x + p")}},
                        {}, length);
    m_rotated->setTitle(tr("RoPE: turn by R(m·θ)"));
    const double from = std::atan2(x.y(), x.x());
    // One scale for both planes: the same x (or q) is drawn the same length in each. The arc of the
    // turn keeps a readable radius when q is short beside x + p.
    const double reach = std::max(length, std::hypot(d.added.x(), d.added.y()));
    m_rotated->setContent(
        {{x, style::faint, tr("q"), {0, 0}, true}, {QPointF(d.rotated.x(), d.rotated.y()), style::query, tr("R q")}},
        {{from, from + std::remainder(d.angle, 2 * std::numbers::pi), std::max(0.45 * length, 0.3 * reach),
          style::relative, angleText}},
        length);
    m_added->setReach(reach);
    m_rotated->setReach(reach);
    m_numbers->setText(
        tr("Pair %1 at m = %2: m·θ<sub>%1</sub> = %3 rad, sin = <b>%4</b>, cos = <b>%5</b>. Sinusoidal: p = [%4, %5], "
           "added. RoPE: R = [[%5, %6], [%4, %5]], multiplied. The same two numbers in both.")
            .arg(i)
            .arg(n(p.m, 7), n(d.angle), n(d.sine), n(d.cosine), n(-d.sine))); // −sin as one number, never "−−"
    m_readout->setText(
        tr("Lengths of the whole d = %1 vector: |x| = %2 but |x + p<sub>m</sub>| = <b>%3</b> (adding changes it); "
           "|q| = %2 and |R<sub>m</sub>q| = <b>%4</b> (turning keeps it: they differ by %5).")
            .arg(p.rope.headDim)
            .arg(n(d.contentLength, 6), n(d.addedLength, 6), n(d.rotatedLength, 6),
                 n(std::abs(d.rotatedLength - d.contentLength), 2)));
    emit updated();
}

std::vector<View::Section> SinCosView::sections()
{
    return {{QStringLiteral("angles"), m_anglesSection}, {QStringLiteral("two-uses"), m_usesSection}};
}

QJsonObject SinCosView::facts() const
{
    const auto& d = m_job->data();
    if (!d)
        return {};
    return {{"length.content", d->contentLength},
            {"length.added", d->addedLength},
            {"length.rotated", d->rotatedLength},
            {"lengthChange.rotated", d->rotatedLength - d->contentLength},
            {"lengthChange.added.abs", std::abs(d->addedLength - d->contentLength)},
            {"angle", d->angle},
            {"sin", d->sine},
            {"cos", d->cosine},
            {"pair", d->pair},
            // The d rotated components in pairs, one column of angles per pair.
            {"dimensionsPerPair", double(d->request.results->params.rope.rotaryDims()) / double(d->angles.cols())}};
}

QString SinCosView::readout() const { return m_readout->text(); }

} // namespace rope::ui
