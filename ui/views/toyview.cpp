// The 2-D toy: one pair at θ = π/2 and the articles' four experiments.
#include "ui/views/toyview.h"

#include "core/rotation.h"
#include "ui/model/sources.h"
#include "ui/widgets/captionlabel.h"
#include "ui/widgets/style.h"
#include "ui/widgets/valueslider.h"
#include "ui/widgets/vectorplane.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>
#include <numbers>

namespace rope::ui {

using namespace rope::model;

const std::array<ToyView::Experiment, 4>& ToyView::experiments()
{
    static const std::array<Experiment, 4> table = {
        {{"A1", 1, 0, 0, 1}, {"A2", 1, 0, 1, 0}, {"B1", 0, 1, 0, 0}, {"B2", 0, 1, 1, 1}}};
    return table;
}

AppParams ToyView::experimentParams(int index, const AppParams& base)
{
    const Experiment& e = experiments()[size_t(index)];
    AppParams p = base;
    p.rope = core::RopeParams{};
    p.rope.headDim = 2;
    p.rope.thetaOverride = std::numbers::pi / 2;
    p.source = QkSource::Explicit;
    p.explicitQ = {1, 0};
    p.explicitK = {e.k0, e.k1};
    p.n = 0;
    p.m = e.delta;
    return p;
}

ToyView::ToyView(QWidget* parent) :
    View(parent), m_framesSection(new QWidget), m_tableSection(new QWidget), m_absolute(new VectorPlane),
    m_queryFrame(new VectorPlane), m_score(new CaptionLabel), m_terms(new QLabel), m_state(new QLabel)
{
    auto* title = new QLabel(tr("How does a relative rotation change a match?"));
    title->setFont(style::titleFont());
    title->setWordWrap(true); // a narrow window wraps it, never scrolls sideways
    // Each section says what it shows: the table alone is a figure (toy/table), and its text had
    // described the planes above it.
    auto* framesIntro = new QLabel(
        tr("One pair, θ = π/2: a quarter turn per position. Left, each vector turned by its own position: the "
           "query by mθ, the key by nθ. Right, the same score seen from the query: q stays, the key turns back by "
           "Δθ = (m − n)θ. Queries are solid, keys hollow."));
    auto* intro = new QLabel(
        tr("The four experiments of %1 §4.2, one pair, θ = π/2. R(−Δθ)k is the key turned back by Δθ = (m − n)θ, "
           "as the query sees it. Same content can match or not depending on Δ (A); orthogonal content can match "
           "at the right Δ (B). RoPE is no distance penalty.")
            .arg(firstArticle()));
    for (QLabel* label : {framesIntro, intro}) {
        label->setWordWrap(true);
        label->setFont(style::captionFont());
    }

    m_table = new QTableWidget(4, 6);
    m_table->setHorizontalHeaderLabels({tr("Experiment"), tr("q"), tr("k"), tr("Δ"), tr("R(−Δθ)k"), tr("Score")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setToolTip(tr("The article's table (§4.2), with θ = π/2."));
    for (int i = 0; i < 4; ++i) {
        const Experiment& e = experiments()[size_t(i)];
        const double angle = -e.delta * std::numbers::pi / 2;
        const double r0 = std::round(std::cos(angle) * e.k0 - std::sin(angle) * e.k1);
        const double r1 = std::round(std::sin(angle) * e.k0 + std::cos(angle) * e.k1);
        const QStringList cells = {QString::fromLatin1(e.name),
                                   QStringLiteral("[1, 0]"),
                                   QStringLiteral("[%1, %2]").arg(e.k0).arg(e.k1),
                                   QString::number(e.delta),
                                   QStringLiteral("[%1, %2]").arg(formatNumber(r0), formatNumber(r1)),
                                   QString::number(e.score)};
        for (int c = 0; c < 6; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(i, c, item);
        }
    }
    m_table->setFixedHeight(m_table->verticalHeader()->length() + m_table->horizontalHeader()->height() + 4);

    auto* buttonRow = new QWidget;
    auto* buttons = new QHBoxLayout(buttonRow);
    buttons->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < 4; ++i) {
        const Experiment& e = experiments()[size_t(i)];
        m_buttons[size_t(i)] = new QPushButton(QString::fromLatin1(e.name));
        m_buttons[size_t(i)]->setToolTip(tr("Experiment %1: q = [1, 0], k = [%2, %3], Δ = %4 (Ctrl+%5)")
                                             .arg(QString::fromLatin1(e.name))
                                             .arg(e.k0)
                                             .arg(e.k1)
                                             .arg(e.delta)
                                             .arg(i + 1));
        m_buttons[size_t(i)]->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        buttons->addWidget(m_buttons[size_t(i)]);
        connect(m_buttons[size_t(i)], &QPushButton::clicked, this,
                [this, i] { emit paramsRequested(experimentParams(i, results() ? results()->params : AppParams{})); });
    }
    m_theta = new ValueSlider(tr("θ (radians per position)"), 0.01, 2 * std::numbers::pi, 0, 100, 4,
                              ValueSlider::Scale::Linear, 0.01);
    m_theta->setToolTip(tr("The angle the pair turns per position; the experiments use π/2 ≈ 1.5708."));
    connect(m_theta, &ValueSlider::valueChanged, this, [this](double theta) {
        if (!results())
            return;
        AppParams p = results()->params;
        p.rope.thetaOverride = theta;
        emit paramsRequested(p);
    });
    markAsControl(buttonRow);
    markAsControl(m_theta);

    m_score->setFont([] {
        QFont f = style::fontOfSize(17);
        f.setBold(true);
        return f;
    }());
    m_score->setTextFormat(Qt::RichText);
    for (QLabel* l : {m_terms, m_state}) {
        l->setFont(style::captionFont());
        l->setWordWrap(true);
        l->setTextFormat(Qt::RichText);
    }

    auto* frames = new QVBoxLayout(m_framesSection);
    frames->setContentsMargins(0, 0, 0, 0);
    frames->addWidget(title);
    frames->addWidget(framesIntro);
    auto* planes = new QHBoxLayout;
    for (VectorPlane* plane : {m_absolute, m_queryFrame}) {
        // Side by side, each as tall as it is wide, up to most of the view's height.
        plane->setMaximumHeight(380); // in a figure
        growWithView(
            plane, [](QSize view) { return std::min((view.width() - 40) / 2, view.height() * 7 / 10); }, true);
        planes->addWidget(plane);
    }
    frames->addLayout(planes);
    frames->addWidget(m_score);
    frames->addWidget(m_terms);
    frames->addWidget(m_state);

    auto* table = new QVBoxLayout(m_tableSection);
    table->setContentsMargins(0, 0, 0, 0);
    table->addWidget(intro);
    table->addWidget(m_table);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(m_framesSection);
    layout->addWidget(m_tableSection);
    layout->addWidget(buttonRow);
    layout->addWidget(m_theta);
    layout->addStretch(1);
    setScrollingContent(content, true); // wrapped titles and rows: a bar that came and went would oscillate
}

double ToyView::score() const { return results() ? results()->score : std::nan(""); }

QString ToyView::scoreText() const { return m_score->text(); }

void ToyView::resultsChanged()
{
    const AppParams& p = results()->params;
    // The θ pair 0 turns by: the override, or θ_0 of the current base.
    {
        const QSignalBlocker block(m_theta);
        m_theta->setValue(p.rope.thetaOverride ? *p.rope.thetaOverride : results()->freqs.invFreq[0]);
    }
    int active = -1;
    for (int i = 0; i < 4; ++i)
        if (p == experimentParams(i, p))
            active = i;
    for (int i = 0; i < 4; ++i)
        for (int c = 0; c < 6; ++c)
            m_table->item(i, c)->setBackground(i == active ? QColor(style::selection.lighter(185)) : QColor(Qt::white));
    drawFrames();
    emit updated();
}

void ToyView::drawFrames()
{
    const Results& r = *results();
    const AppParams& p = r.params;
    // Pair 0 of the head: the whole toy when d = 2.
    const auto [a, b] = core::pairComponents(p.rope, 0);
    const double theta = r.freqs.invFreq[0];
    const QPointF q(r.q[a], r.q[b]), k(r.k[a], r.k[b]);
    auto turn = [](QPointF v, double angle) {
        return QPointF(v.x() * std::cos(angle) - v.y() * std::sin(angle),
                       v.x() * std::sin(angle) + v.y() * std::cos(angle));
    };
    const double mAngle = p.m * theta, nAngle = p.n * theta, dAngle = p.delta() * theta;
    const QPointF qm = turn(q, mAngle), kn = turn(k, nAngle), kBack = turn(k, -dAngle);
    const double scale = std::max({std::hypot(q.x(), q.y()), std::hypot(k.x(), k.y()), 1e-12});
    auto arcFor = [&](QPointF from, double angle, double radius, const QColor& colour, const QString& label) {
        const double start = std::atan2(from.y(), from.x());
        return VectorPlane::Arc{start, start + std::remainder(angle, 2 * std::numbers::pi), radius * scale, colour,
                                label};
    };
    m_absolute->setTitle(tr("Each turned by its position"));
    m_absolute->setContent({{q, style::query.lighter(150), tr("q"), {0, 0}, false, true},
                            {k, style::key.lighter(130), tr("k"), {0, 0}, true, true},
                            {qm, style::query, tr("Rₘq"), {0, 0}},
                            {kn, style::key, tr("Rₙk"), {0, 0}, true}},
                           {arcFor(q, mAngle, 0.30, style::query, tr("mθ = %1").arg(formatAngle(mAngle))),
                            arcFor(k, nAngle, 0.52, style::key, tr("nθ = %1").arg(formatAngle(nAngle)))},
                           scale);
    m_queryFrame->setTitle(tr("Seen from the query: R(−Δθ)k"));
    m_queryFrame->setContent({{k, style::key.lighter(130), tr("k"), {0, 0}, true, true},
                              {q, style::query, tr("q"), {0, 0}},
                              {kBack, style::key, tr("R(−Δθ)k"), {0, 0}, true}},
                             {arcFor(k, -dAngle, 0.42, style::relative, tr("−Δθ = %1").arg(formatAngle(-dAngle)))},
                             scale);
    const double A = q.x() * k.x() + q.y() * k.y(), B = q.x() * k.y() - q.y() * k.x();
    m_score->setText(
        tr("score (R<sub>m</sub>q)·(R<sub>n</sub>k) = q·R(−Δθ)k = <b>%1</b>").arg(formatNumber(r.score, 6)));
    m_terms->setText(
        tr("Pair 0: (q₁k₁ + q₂k₂)·cos Δθ + (q₁k₂ − q₂k₁)·sin Δθ = %1·cos(%3) + %2·sin(%3). The second term is the "
           "cross match: it lets orthogonal content match at the right distance, so the score is not the plain "
           "dot product times a cosine.")
            .arg(formatNumber(A, 4), formatNumber(B, 4), formatAngle(dAngle)));
    if (p.rope.headDim != 2)
        m_state->setText(
            tr("This view shows pair 0 of the current head (d = %1, θ₀ = %2); the score is the whole head's. Pick an "
               "experiment to enter the 2-D toy.")
                .arg(p.rope.headDim)
                .arg(formatAngle(theta)));
    else
        m_state->setText(tr("θ = %1, m = %2, n = %3, Δ = %4; q = [%5, %6], k = [%7, %8]; |Rₘq| = |q| = %9.")
                             .arg(formatAngle(theta), formatNumber(p.m), formatNumber(p.n), formatNumber(p.delta()),
                                  formatNumber(q.x()), formatNumber(q.y()), formatNumber(k.x()), formatNumber(k.y()))
                             .arg(formatNumber(std::hypot(q.x(), q.y()))));
}

std::vector<View::Section> ToyView::sections()
{
    return {{QStringLiteral("frames"), m_framesSection}, {QStringLiteral("table"), m_tableSection}};
}

QJsonObject ToyView::facts() const
{
    if (!results())
        return {};
    const Results& r = *results();
    const auto [a, b] = core::pairComponents(r.params.rope, 0);
    return {{"score", r.score},
            {"length.q", r.q.norm()},
            {"length.rotatedQ", r.qRotated.norm()},
            {"length.k", r.k.norm()},
            {"length.rotatedK", r.kRotated.norm()},
            {"lengthChange.q", r.qRotated.norm() - r.q.norm()},
            {"lengthChange.k", r.kRotated.norm() - r.k.norm()},
            {"A", r.q[a] * r.k[a] + r.q[b] * r.k[b]},
            {"B", r.q[a] * r.k[b] - r.q[b] * r.k[a]}};
}

} // namespace rope::ui
