// Partial RoPE: four conventions' component roles, and the cost of reading one as another.
#include "ui/views/partialview.h"

#include "core/frequencies.h"
#include "ui/model/numberformat.h"
#include "ui/widgets/captionlabel.h"
#include "ui/widgets/style.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

#include <cmath>

namespace rope::ui {

using namespace rope::model;

namespace {

QString conventionName(const PartialConvention& c) { return QCoreApplication::translate("PartialView", c.label); }

// −2i/r as an exponent in plain text: "⁻²ⁱᐟ³²" (the strips are painted, not rich text).
QString exponent(int r)
{
    static const char16_t digits[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString power = QStringLiteral("⁻²ⁱᐟ");
    for (const QChar c : QString::number(r))
        power += QChar(digits[c.digitValue()]);
    return power;
}

// How each convention lays out its pairs, in words.
QString conventionRule(const PartialConvention& c)
{
    const int d = c.params.headDim, r = c.params.rotaryDims();
    switch (c.params.rotaryPlacement) {
    case core::RotaryPlacement::First:
        return c.params.pairing == core::Pairing::HalfSplit
                   ? QCoreApplication::translate("PartialView", "first %1 dims, pairs (i, i + %2), θᵢ = b%3")
                         .arg(r)
                         .arg(r / 2)
                         .arg(exponent(r))
                   : QCoreApplication::translate("PartialView", "first %1 dims, pairs (2i, 2i + 1), θᵢ = b%2")
                         .arg(r)
                         .arg(exponent(r));
    case core::RotaryPlacement::Last:
        return QCoreApplication::translate("PartialView", "last %1 dims, pairs (%2 + 2i, %2 + 2i + 1), θᵢ = b%3")
            .arg(r)
            .arg(d - r)
            .arg(exponent(r));
    case core::RotaryPlacement::Proportional:
        return QCoreApplication::translate("PartialView",
                                           "pairs (i, i + %1) of the whole head, the first %2 turning at θᵢ = b%3, "
                                           "the rest at θ = 0")
            .arg(d / 2)
            .arg(r / 2)
            .arg(exponent(d));
    }
    return {};
}

} // namespace

/// One strip per convention: d cells, coloured by the pair's frequency (grey when it passes
/// through) and numbered with the pair. Each strip's name wraps to the width, and the minimum height
/// follows the text at any font scale.
class ComponentStrips : public QWidget {
public:
    void setData(const PartialData* data)
    {
        m_data = data;
        fitHeight();
        update();
    }
    /// The height the strips and their text need at `width`.
    int neededHeight(int width) const
    {
        if (!m_data)
            return 0;
        double height = 0;
        for (const PartialConvention& c : m_data->conventions)
            height += textHeight(heading(c), width) + kGap + kStripHeight + kRowGap;
        return int(std::ceil(height + textHeight(legend(), width)));
    }

protected:
    void resizeEvent(QResizeEvent*) override { fitHeight(); }
    void paintEvent(QPaintEvent*) override
    {
        if (!m_data || m_data->conventions.empty())
            return;
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        p.fillRect(rect(), style::paper);
        const std::vector<PartialConvention>& conventions = m_data->conventions;
        const std::vector<Eigen::VectorXd>& thetas = m_data->theta;
        const int d = conventions.front().params.headDim;
        // One colour scale for every strip, by θ on a log scale: the same colour is the same speed.
        double slowest = 1;
        for (const Eigen::VectorXd& theta : thetas)
            slowest = std::min(slowest, theta.minCoeff());
        const auto colourOf = [&](double theta) {
            return style::frequencyRamp(slowest < 1 ? std::clamp(std::log(theta) / std::log(slowest), 0.0, 1.0) : 0.0);
        };
        const double cell = std::max(4.0, (width() - 8.0) / d);
        const QFont label = style::captionFont();
        const QFont number = style::fontOfSize(std::clamp(cell * 0.42, 5.0, 9.0));
        double top = 0;
        for (size_t row = 0; row < conventions.size(); ++row) {
            const PartialConvention& c = conventions[row];
            p.setFont(label);
            p.setPen(style::ink);
            const double headingHeight = textHeight(heading(c), width());
            p.drawText(QRectF(4, top, width() - 8, headingHeight), Qt::AlignLeft | Qt::TextWordWrap, heading(c));
            top += headingHeight + kGap;
            const std::vector<int> pairs = componentPairs(c.params);
            p.setFont(number);
            for (int j = 0; j < d; ++j) {
                const QRectF box(4 + j * cell, top, cell - 1, kStripHeight);
                const int i = pairs[size_t(j)];
                const QColor fill = i < 0 ? style::masked : colourOf(thetas[row][i]);
                p.fillRect(box, fill);
                if (cell >= 11) {
                    // Dark digits on the light end of the scale: white ones vanished on yellow.
                    const bool light = 0.2126 * fill.redF() + 0.7152 * fill.greenF() + 0.0722 * fill.blueF() > 0.5;
                    p.setPen(i < 0 ? style::faint : light ? style::ink : QColor(Qt::white));
                    p.drawText(box, Qt::AlignCenter, i < 0 ? QStringLiteral("·") : QString::number(i));
                }
            }
            top += kStripHeight + kRowGap;
        }
        p.setFont(label);
        p.setPen(style::faint);
        p.drawText(QRectF(4, top, width() - 8, textHeight(legend(), width())), Qt::AlignLeft | Qt::TextWordWrap,
                   legend());
    }

private:
    // The height the text needs at this width, as the minimum: the strips take more when the view
    // has it. It depends on the width alone, so it settles at once.
    void fitHeight()
    {
        const int needed = neededHeight(std::max(width(), 200));
        if (needed != minimumHeight())
            setMinimumHeight(needed);
    }
    static constexpr int kStripHeight = 34;
    static constexpr int kGap = 2; // between a strip's name and its cells
    static constexpr int kRowGap = 10; // between strips
    static QString heading(const PartialConvention& c)
    {
        return QCoreApplication::translate("PartialView", "%1: %2").arg(conventionName(c), conventionRule(c));
    }
    QString legend() const
    {
        const int d = m_data && !m_data->conventions.empty() ? m_data->conventions.front().params.headDim : 0;
        return QCoreApplication::translate("PartialView",
                                           "component 0 … %1, left to right; a number is the pair, grey passes "
                                           "through; colour: θᵢ on one scale for all four, fast (yellow) to slow "
                                           "(purple)")
            .arg(d - 1);
    }
    /// The height of `text` wrapped in the caption font within the widget's text width.
    static double textHeight(const QString& text, int width)
    {
        return QFontMetricsF(style::captionFont())
                   .boundingRect(QRectF(0, 0, std::max(width - 8, 40), 1e6), Qt::AlignLeft | Qt::TextWordWrap, text)
                   .height() +
               1;
    }
    const PartialData* m_data = nullptr;
};

PartialView::PartialView(QWidget* parent) :
    View(parent), m_headDim(new QComboBox), m_rotary(new QComboBox), m_strips(new ComponentStrips),
    m_errors(new CaptionLabel), m_errorText(style::captionLabel()),
    m_job(addJob<PartialRequest, PartialData>(
        [this]() -> std::optional<PartialRequest> {
            const AppParams* app = results() ? &results()->params : nullptr;
            return PartialRequest{m_headDim->currentData().toInt(), m_rotary->currentData().toInt(),
                                  app && !app->rope.thetaOverride ? app->rope.base : 10000.0};
        },
        computePartial, [this](const PartialData& data) { draw(data); }, RunsOn::GuiThread))
{
    auto* title = new QLabel(tr("Which components turn? Partial RoPE, four conventions"));
    title->setFont(style::titleFont());
    title->setWordWrap(true); // a narrow window wraps it, never scrolls sideways
    auto* intro = style::captionLabel(
        tr("Many models rotate only r of a head's d components and let the rest pass through. Which r, and how "
           "they pair, is in no config key: it is each model's code. The same r means four different "
           "rotations below. Colour is the pair's frequency; cells with the same number turn together. d and r "
           "are this view's own, set here; the window's parameters give only the base."));

    auto* controls = new QWidget;
    markAsControl(controls);
    auto* row = new QHBoxLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(new QLabel(tr("Head dimension d")));
    for (int d : {16, 32, 64})
        m_headDim->addItem(QString::number(d), d);
    m_headDim->setCurrentIndex(1);
    m_headDim->setToolTip(tr("Components per head"));
    row->addWidget(m_headDim);
    row->addSpacing(12);
    row->addWidget(new QLabel(tr("rotated r")));
    m_rotary->setToolTip(tr("How many components rotate (GPT-NeoX-20B, Qwen3-Next and Gemma 4's global layers: d/4)"));
    row->addWidget(m_rotary);
    row->addStretch(1);
    fillRotaryChoices();
    connect(m_headDim, &QComboBox::currentIndexChanged, this, [this] {
        fillRotaryChoices();
        refreshJobs();
    });
    connect(m_rotary, &QComboBox::currentIndexChanged, this, &PartialView::refreshJobs);

    m_mapSection = new QWidget;
    auto* mapLayout = new QVBoxLayout(m_mapSection);
    mapLayout->setContentsMargins(0, 0, 0, 0);
    markAsFigure(m_strips);
    mapLayout->addWidget(m_strips);

    m_errors->setTextFormat(Qt::RichText);
    m_errors->setFont(style::captionFont());
    m_errorSection = new QWidget;
    auto* errorLayout = new QVBoxLayout(m_errorSection);
    errorLayout->setContentsMargins(0, 0, 0, 0);
    auto* errorTitle = new QLabel(tr("Rows rotated by one convention (row), read as another (column)"));
    errorTitle->setFont(style::titleFont());
    errorTitle->setWordWrap(true); // a narrow window wraps it, never scrolls sideways
    errorLayout->addWidget(errorTitle);
    errorLayout->addWidget(m_errors);
    errorLayout->addWidget(m_errorText);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(title);
    layout->addWidget(intro);
    layout->addWidget(controls);
    layout->addWidget(m_mapSection);
    layout->addWidget(m_errorSection);
    layout->addStretch(1);
    setScrollingContent(content, true);
}

void PartialView::fillRotaryChoices()
{
    const int d = m_headDim->currentData().toInt();
    const QSignalBlocker block(m_rotary);
    const int previous = m_rotary->currentIndex();
    m_rotary->clear();
    m_rotary->addItem(tr("%1 (d/4)").arg(d / 4), d / 4);
    m_rotary->addItem(tr("%1 (d/2)").arg(d / 2), d / 2);
    m_rotary->setCurrentIndex(std::max(previous, 0));
}

void PartialView::draw(const PartialData& data)
{
    const int d = data.request.headDim, r = data.request.rotary;
    const double base = data.request.base;
    const std::vector<PartialConvention>& conventions = data.conventions;
    m_strips->setData(&data);
    // The table as HTML: rows written with, columns read as; the error shaded dark (small) to yellow (≥ 2).
    QString html =
        QStringLiteral("<table cellspacing='0' cellpadding='5' border='1' style='border-color:#c8c8c8'><tr><td></td>");
    for (const PartialConvention& c : conventions)
        html += QStringLiteral("<th>%1</th>").arg(QCoreApplication::translate("PartialView", c.shortLabel));
    html += QStringLiteral("</tr>");
    double worst = 0;
    for (size_t a = 0; a < conventions.size(); ++a) {
        html += QStringLiteral("<tr><th align='left'>%1</th>")
                    .arg(QCoreApplication::translate("PartialView", conventions[a].shortLabel));
        for (size_t b = 0; b < conventions.size(); ++b) {
            const double e = data.errors(Eigen::Index(a), Eigen::Index(b));
            worst = std::max(worst, e);
            const double shade = std::min(1.0, e / 2.0);
            const QColor fill = a == b ? style::paper : style::sequential(shade);
            const QColor ink = a != b && shade < 0.45 ? QColor(Qt::white) : style::ink;
            html += QStringLiteral("<td align='center' bgcolor='%1' style='color:%2'>&nbsp;%3&nbsp;</td>")
                        .arg(fill.name(), ink.name(), a == b ? QStringLiteral("0") : formatNumber(e, 3));
        }
        html += QStringLiteral("</tr>");
    }
    m_errors->setText(html + QStringLiteral("</table>"));
    const double theta1Whole = std::pow(base, -2.0 / d), theta1Part = std::pow(base, -2.0 / r);
    m_errorText->setText(
        tr("The largest |R<sub>a</sub>x − R<sub>b</sub>x| over positions 1 … %1, relative to the largest entry of a "
           "random x (d = %2, r = %3, base %4); 0 on the diagonal. Even Hugging Face's and Gemma 4's layouts, both "
           "half-split, disagree: "
           "Gemma 4 pairs i with i + d/2 and its exponent runs over the whole head, so its pair 1 turns at θ = "
           "b<sup>−2/%2</sup> = %5 where the others' turns at b<sup>−2/%3</sup> = %6. Largest error: %7.")
            .arg(PartialRequest::kPositions)
            .arg(d)
            .arg(r)
            .arg(formatNumber(base, 7))
            .arg(formatNumber(theta1Whole, 4))
            .arg(formatNumber(theta1Part, 4))
            .arg(formatNumber(worst, 3)));
    emit updated();
}

std::vector<View::Section> PartialView::sections()
{
    return {{QStringLiteral("map"), m_mapSection}, {QStringLiteral("errors"), m_errorSection}};
}

QJsonObject PartialView::viewState() const
{
    return {{"headDim", m_headDim->currentData().toInt()}, {"rotary", m_rotary->currentData().toInt()}};
}

QString PartialView::stateCaption() const
{
    return tr("d = %1, r = %2 rotated").arg(m_headDim->currentData().toInt()).arg(m_rotary->currentData().toInt());
}

void PartialView::applyViewState(const QJsonObject& state)
{
    if (const int d = m_headDim->findData(state.value("headDim").toInt()); d >= 0)
        m_headDim->setCurrentIndex(d);
    if (const int r = m_rotary->findData(state.value("rotary").toInt()); r >= 0)
        m_rotary->setCurrentIndex(r);
}

QJsonObject PartialView::facts() const
{
    QJsonObject facts;
    if (!m_job->data())
        return facts;
    const PartialData& data = *m_job->data();
    for (size_t a = 0; a < data.conventions.size(); ++a) {
        const PartialConvention& c = data.conventions[a];
        QStringList turning;
        const std::vector<int> pairs = componentPairs(c.params);
        for (size_t j = 0; j < pairs.size(); ++j)
            if (pairs[j] >= 0)
                turning << QString::number(j);
        facts.insert(QStringLiteral("%1.rotated").arg(QLatin1String(c.key)), turning.join(QLatin1Char(',')));
        facts.insert(QStringLiteral("%1.theta1").arg(QLatin1String(c.key)), data.theta[a][1]);
        for (size_t b = 0; b < data.conventions.size(); ++b)
            facts.insert(
                QStringLiteral("error.%1.%2").arg(QLatin1String(c.key), QLatin1String(data.conventions[b].key)),
                data.errors(Eigen::Index(a), Eigen::Index(b)));
    }
    return facts;
}

} // namespace rope::ui
