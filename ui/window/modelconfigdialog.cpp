// The layers of an opened model config, and the choice of which layer type to explore.
#include "ui/window/modelconfigdialog.h"

#include "ui/window/nopecomparison.h"

#include "ui/model/modelconfigreport.h"
#include "ui/model/numberformat.h"
#include "ui/widgets/style.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QToolTip>
#include <QVBoxLayout>

namespace rope::ui {

using namespace rope::model;

namespace {

constexpr double kCell = 14; // pixels per layer at the preferred width

QColor colourOf(QChar letter)
{
    switch (letter.toLatin1()) {
    case 'F':
        return style::query;
    case 'S':
        return style::key;
    case 'C':
        return style::relative;
    case 'N':
        return style::faint;
    default:
        return style::masked;
    }
}

QString layerTypeLine(const LayerType& t)
{
    if (!t.rope)
        return t.letter == QLatin1Char('L') ? LayerStrip::tr("linear attention, no RoPE")
                                            : LayerStrip::tr("attention without RoPE");
    return LayerStrip::tr("RoPE base %1, %2 of %3 dims, scaling %4")
        .arg(formatNumber(t.params.base, 10))
        .arg(t.params.rotaryDims())
        .arg(t.params.headDim)
        .arg(t.scalingType);
}

} // namespace

LayerStrip::LayerStrip(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void LayerStrip::setLayers(const QString& pattern, const std::vector<LayerType>& types)
{
    m_pattern = pattern;
    m_types = types;
    updateGeometry();
    update();
}

QSize LayerStrip::sizeHint() const { return {int(std::max<double>(200, m_pattern.size() * kCell)), 30}; }
QSize LayerStrip::minimumSizeHint() const { return {int(std::max<qsizetype>(60, m_pattern.size() * 3)), 30}; }

QRectF LayerStrip::cellRect(int layer) const
{
    const double w = double(width()) / std::max<qsizetype>(1, m_pattern.size());
    return {layer * w, 2, w, double(height()) - 4};
}

int LayerStrip::layerAt(const QPoint& pos) const
{
    for (int i = 0; i < m_pattern.size(); ++i)
        if (cellRect(i).contains(pos))
            return i;
    return -1;
}

void LayerStrip::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QFont font = style::captionFont();
    for (int i = 0; i < m_pattern.size(); ++i) {
        const QRectF r = cellRect(i).adjusted(0.5, 0, -0.5, 0);
        painter.fillRect(r, colourOf(m_pattern[i]));
        if (r.width() >= 9) {
            painter.setPen(style::paper);
            painter.setFont(font);
            painter.drawText(r, Qt::AlignCenter, QString(m_pattern[i]));
        }
    }
}

void LayerStrip::mousePressEvent(QMouseEvent* event)
{
    if (const int layer = layerAt(event->position().toPoint()); layer >= 0)
        emit layerClicked(layer);
}

bool LayerStrip::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const int layer = layerAt(help->pos());
        if (layer < 0)
            return QWidget::event(event);
        for (const LayerType& t : m_types)
            if (t.letter == m_pattern[layer])
                QToolTip::showText(help->globalPos(), tr("Layer %1: %2 — %3").arg(layer).arg(t.name, layerTypeLine(t)),
                                   this);
        return true;
    }
    return QWidget::event(event);
}

ModelConfigDialog::ModelConfigDialog(const ModelConfig& config, const QString& fileName, QWidget* parent) :
    QDialog(parent), m_config(config), m_strip(new LayerStrip(this)), m_type(new QComboBox(this)),
    m_summary(new QLabel(this))
{
    setWindowTitle(tr("Model Config"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("The RoPE of <b>%1</b> (%2) is now shown.")
                                 .arg(fileName.toHtmlEscaped(), config.architecture.toHtmlEscaped()));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    if (!config.layerPattern.isEmpty()) {
        layout->addWidget(new QLabel(
            tr("Its %1 layers (hover for each; click to explore that layer's type):").arg(config.layerPattern.size())));
        m_strip->setLayers(config.layerPattern, config.layerTypes);
        m_strip->setToolTip(tr("F full attention, S sliding window, C chunked (all with RoPE); N no RoPE; L linear"));
        layout->addWidget(m_strip);
        QStringList rows;
        for (const LayerType& t : config.layerTypes)
            rows << tr("<span style='color:%1'>■</span> <b>%2</b> %3 × %4: %5")
                        .arg(colourOf(t.letter).name(), QString(t.letter), t.name)
                        .arg(t.count)
                        .arg(layerTypeLine(t));
        m_summary->setText(rows.join(QStringLiteral("<br>")));
        m_summary->setTextFormat(Qt::RichText);
        layout->addWidget(m_summary);
        auto* choose = new QHBoxLayout;
        choose->addWidget(new QLabel(tr("Explore the layers of type:")));
        for (int i = 0; i < int(config.layerTypes.size()); ++i)
            if (config.layerTypes[size_t(i)].rope)
                m_type->addItem(QStringLiteral("%1 (%2)").arg(config.layerTypes[size_t(i)].name,
                                                              QString(config.layerTypes[size_t(i)].letter)),
                                i);
        const int full = m_type->findText(QStringLiteral("full_attention (F)"));
        m_type->setCurrentIndex(std::max(0, full));
        m_type->setToolTip(tr("The window shows this layer type's RoPE: its base, dims and scaling"));
        choose->addWidget(m_type, 1);
        layout->addLayout(choose);
        connect(m_strip, &LayerStrip::layerClicked, this, [this](int layer) {
            const QChar letter = m_config.layerPattern[layer];
            for (int i = 0; i < m_type->count(); ++i)
                if (m_config.layerTypes[size_t(m_type->itemData(i).toInt())].letter == letter)
                    m_type->setCurrentIndex(i);
        });
    }
    const bool hasRope =
        std::any_of(config.layerTypes.begin(), config.layerTypes.end(), [](const LayerType& t) { return t.rope; });
    if (config.layerPattern.contains(QLatin1Char('N')) && hasRope) {
        m_nope = new NopeComparison(config);
        layout->addWidget(m_nope);
    }
    auto* details = new QPlainTextEdit(describeModelConfig(config));
    details->setReadOnly(true);
    details->setMinimumHeight(160);
    details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    layout->addWidget(details, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Show This Layer Type"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Close"));
    if (m_type->count() < 2)
        buttons->button(QDialogButtonBox::Ok)->hide();
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(800, m_nope ? 960 : 560); // room for the two maps and the temperature curve
}

core::RopeParams ModelConfigDialog::chosenParams() const
{
    if (m_type->count() == 0)
        return m_config.rope;
    return m_config.layerTypes[size_t(m_type->currentData().toInt())].params;
}

} // namespace rope::ui
