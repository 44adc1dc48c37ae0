// The 2-D toy: one pair at θ = π/2 and the articles' four experiments.
#include "ui/views/toyview.h"

#include "ui/widgets/clockrenderer.h"
#include "ui/widgets/style.h"
#include "ui/widgets/valueslider.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>
#include <numbers>

namespace rope::ui {

void ToyClock::setResults(std::shared_ptr<const Results> results)
{
    m_results = std::move(results);
    update();
}

void ToyClock::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), style::paper);
    if (!m_results || m_results->params.rope.pairCount() < 1)
        return;
    ClockFrame f = ClockRenderer::frame(*m_results, m_results->params.m, m_results->params.n);
    f.selectedPair = -1;
    const double side = std::min(width(), height()) - 16;
    const QRectF cell((width() - side) / 2, 8, side, side);
    ClockRenderer::paintClock(p, f, f.pairs.front(), cell, false, false);
}

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

ToyView::ToyView(QWidget* parent) : View(parent), m_clock(new ToyClock), m_score(new QLabel), m_state(new QLabel)
{
    auto* title = new QLabel(tr("How does a relative rotation change a match?"));
    title->setFont(style::titleFont());
    auto* intro = new QLabel(tr("One pair, θ = π/2: a quarter turn per position. Query q = [1, 0]. The key is compared "
                                "in the query's frame, R(−Δθ)k: the same content can match or not depending on Δ "
                                "(A), and orthogonal content can match at the right Δ (B). RoPE is not a distance "
                                "penalty (seed 000 §4.2)."));
    intro->setWordWrap(true);
    intro->setFont(style::captionFont());

    m_table = new QTableWidget(4, 6);
    m_table->setHorizontalHeaderLabels({tr("Experiment"), tr("q"), tr("k"), tr("Δ"), tr("R(−Δθ)k"), tr("Score")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setToolTip(tr("The articles' table (seed 000 §4.2), with θ = π/2."));
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

    auto* buttons = new QHBoxLayout;
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
                [this, i] { emit paramsRequested(experimentParams(i, m_results ? m_results->params : AppParams{})); });
    }
    m_theta = new ValueSlider(tr("θ (radians per position)"), 0.01, 2 * std::numbers::pi, 0, 100, 4,
                              ValueSlider::Scale::Linear, 0.01);
    m_theta->setToolTip(tr("The angle the pair turns per position; the experiments use π/2 ≈ 1.5708."));
    connect(m_theta, &ValueSlider::valueChanged, this, [this](double theta) {
        if (!m_results)
            return;
        AppParams p = m_results->params;
        p.rope.thetaOverride = theta;
        emit paramsRequested(p);
    });

    m_score->setFont([] {
        QFont f = style::titleFont();
        f.setPointSizeF(style::wholePixelPoints(22));
        return f;
    }());
    m_state->setFont(style::captionFont());
    m_state->setWordWrap(true);

    auto* right = new QVBoxLayout;
    right->addWidget(intro);
    right->addWidget(m_table);
    right->addLayout(buttons);
    right->addWidget(m_theta);
    right->addWidget(m_score);
    right->addWidget(m_state);
    right->addStretch(1);
    auto* body = new QHBoxLayout;
    body->addWidget(m_clock, 3);
    body->addLayout(right, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addLayout(body, 1);
}

double ToyView::score() const { return m_results ? m_results->score : std::nan(""); }

void ToyView::setResults(std::shared_ptr<const Results> results)
{
    m_results = std::move(results);
    m_clock->setResults(m_results);
    const AppParams& p = m_results->params;
    // The θ pair 0 turns by: the override, or θ_0 of the current base.
    m_theta->setValue(p.rope.thetaOverride ? *p.rope.thetaOverride : m_results->freqs.invFreq[0]);
    m_score->setText(tr("score (R<sub>m</sub>q)·(R<sub>n</sub>k) = %1").arg(formatNumber(m_results->score, 6)));
    int active = -1;
    for (int i = 0; i < 4; ++i)
        if (p == experimentParams(i, p))
            active = i;
    for (int i = 0; i < 4; ++i)
        for (int c = 0; c < 6; ++c)
            m_table->item(i, c)->setBackground(i == active ? QColor(style::selection.lighter(185)) : QColor(Qt::white));
    if (p.rope.headDim != 2)
        m_state->setText(
            tr("This view shows pair 0 of the current head (d = %1). Pick an experiment to enter the 2-D toy.")
                .arg(p.rope.headDim));
    else
        m_state->setText(tr("m = %1, n = %2, Δ = %3; q = [%4, %5], k = [%6, %7]")
                             .arg(formatNumber(p.m), formatNumber(p.n), formatNumber(p.delta()),
                                  formatNumber(m_results->q[0]), formatNumber(m_results->q[1]),
                                  formatNumber(m_results->k[0]), formatNumber(m_results->k[1])));
}

} // namespace rope::ui
