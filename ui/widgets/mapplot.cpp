// One N×N map as a QCustomPlot colour map with its scale, title and marker.
#include "ui/widgets/mapplot.h"

#include "ui/widgets/captionlabel.h"
#include "ui/widgets/exporter.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/offthreadcolourmap.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QLabel>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QThreadPool>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace rope::ui {

using namespace rope::model;

namespace {
// Square cells: room for the axis labels and ticks (left, bottom) and the colour scale (right).
constexpr int kExtraWidth = 130, kExtraHeight = 56;
constexpr int kExtraWidthWithoutScale = 66; // the y axis' label and ticks, and a margin
constexpr int kTitleGap = 4; // the layout's spacing and a little air

OffThreadColourMap* offThread(QCPColorMap* map) { return static_cast<OffThreadColourMap*>(map); }
} // namespace

struct MapPlot::ColourJob {
    core::RowMatrixXf cells;
    QCPColorGradient gradient;
    QCPRange range;
    quint64 generation;
};

MapPlot::MapPlot(QWidget* parent) : QWidget(parent), m_plot(new QCustomPlot(this)), m_title(new CaptionLabel({}, this))
{
    style::useTickLocale(m_plot);
    replotLazilyOnResize(m_plot); // also for maps a view makes after it was polished
    m_title->setFont(style::captionFont());
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::RichText);
    m_title->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setMinimumSize(minimumSizeHint()); // explicit: the fixed-size plot inside must not hold the window wide
    m_plot->setBackground(style::paper);
    m_plot->yAxis->setRangeReversed(true); // query m grows downwards, as in a matrix
    m_plot->xAxis->setLabel(tr("key position n"));
    m_plot->yAxis->setLabel(tr("query position m"));
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        style::useWholeTicks(axis); // cells are indices: positions, dimensions, tokens
        axis->setLabelFont(style::captionFont());
        axis->setTickLabelFont(style::captionFont());
        axis->setTickLabelPadding(3);
        axis->setLabelPadding(3);
        axis->grid()->setVisible(false);
    }
    // Above the cells only room for half a tick label ("0" centred on the first row), not the
    // default margin of a hidden top axis; the left margin: see setGrid.
    m_plot->axisRect()->setAutoMargins(QCP::msRight | QCP::msBottom);
    style::sizedByItsOwner(m_plot); // the square's size, set in resizeEvent
    // The cells' real size is known once the plot has laid itself out.
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] { QTimer::singleShot(0, this, &MapPlot::measureAxes); });
    m_map = new OffThreadColourMap(m_plot->xAxis, m_plot->yAxis);
    m_map->setInterpolate(false);
    // Every cell whole: the axes run from −0.5 to n − 0.5, and a tight boundary drew the first and
    // last columns half wide with a strip of paper beside them (sin-cos-origin/angles, 8 pairs).
    m_map->setTightBoundary(false);
    m_scale = new QCPColorScale(m_plot);
    m_scale->setType(QCPAxis::atRight);
    m_scale->axis()->setTickLabelFont(style::captionFont());
    m_scale->setBarWidth(12);
    m_plot->plotLayout()->addElement(0, 1, m_scale);
    m_map->setColorScale(m_scale);
    m_scaleTicker = m_scale->axis()->ticker();
    // The bar ends where the cells do. A margin group aligns automatic margins only: at the bottom
    // (the x axis' room); the top margin is set by hand for both (setGrid).
    auto* margins = new QCPMarginGroup(m_plot);
    m_plot->axisRect()->setMarginGroup(QCP::msBottom, margins);
    m_scale->setMarginGroup(QCP::msBottom, margins);
    m_scale->setAutoMargins(QCP::msLeft | QCP::msRight | QCP::msBottom);

    m_marker = new QCPItemRect(m_plot);
    m_marker->setPen(QPen(style::selection, 2.5));
    m_marker->setBrush(Qt::NoBrush);
    m_marker->setVisible(false);
    markWindowOnly(m_marker);

    m_plot->setMouseTracking(true);
    m_plot->installEventFilter(this);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addStretch(0); // the height to spare, when it goes above the title (resizeEvent)
    layout->addWidget(m_title);
    layout->addItem(m_titleRoom = new QSpacerItem(0, 0, QSizePolicy::Fixed, QSizePolicy::Fixed));
    layout->addWidget(m_plot, 1, Qt::AlignHCenter | Qt::AlignTop);
}

void MapPlot::setMap(const PooledMap& map, int n, int pool, Palette palette, const QString& title,
                     const QString& axisLabel, std::optional<std::pair<double, double>> range)
{
    Grid grid;
    grid.rows = grid.cols = n;
    grid.rowPool = grid.colPool = pool;
    grid.xLabel = tr("key position n");
    grid.yLabel = tr("query position m");
    grid.low = range ? range->first : palette == Palette::Diverging ? map.min : 0;
    grid.high = range ? range->second : map.max;
    setGrid(map.cells, grid, palette, title, axisLabel);
}

void MapPlot::setScaleVisible(bool visible, bool keepRoom)
{
    m_scale->setVisible(visible);
    const bool room = visible || keepRoom;
    if (room != m_scaleHasRoom) {
        m_scaleHasRoom = room;
        if (room) {
            m_plot->plotLayout()->addElement(0, 1, m_scale);
        } else {
            m_plot->plotLayout()->take(m_scale);
            m_plot->plotLayout()->simplify();
        }
        m_measuredExtraWidth = -1;
        updateGeometry();
        resizeEvent(nullptr);
    }
    replot();
}

int MapPlot::extraWidth() const
{
    if (m_measuredExtraWidth >= 0)
        return m_measuredExtraWidth;
    return m_scaleHasRoom ? kExtraWidth : kExtraWidthWithoutScale;
}

int MapPlot::scaleRoom() { return kExtraWidth - kExtraWidthWithoutScale; }

int MapPlot::extraHeight() const { return m_measuredExtraHeight >= 0 ? m_measuredExtraHeight : kExtraHeight; }

void MapPlot::measureAxes()
{
    // A layout for an older size (a hidden plot lays out before it is resized) measures nothing:
    // taken for the axes' room, it grew the plot at every pass.
    if (!m_square || m_plot->viewport() != m_plot->rect())
        return;
    const QRect area = m_plot->axisRect()->rect();
    const int width = m_plot->width() - area.width(), height = m_plot->height() - area.height();
    if (width == m_measuredExtraWidth && height == m_measuredExtraHeight)
        return;
    m_measuredExtraWidth = width;
    m_measuredExtraHeight = height;
    keepCellsWide();
    updateGeometry();
    resizeEvent(nullptr);
    for (const QPointer<MapPlot>& peer : m_titlePeers) // their squares follow the widest room
        if (peer && peer != this)
            QMetaObject::invokeMethod(peer, &MapPlot::refitTitleRoom, Qt::QueuedConnection);
}

void MapPlot::setMinimumCells(int lines)
{
    m_minimumCells = lines;
    m_ownMinimumWidth = minimumWidth();
    keepCellsWide();
}

void MapPlot::keepCellsWide()
{
    if (m_minimumCells <= 0)
        return;
    // The axes' room as if the y label stood on one line: the lines a small map breaks it onto
    // would widen the minimum, and a wider minimum rearrange the row, for a label that fits on one
    // line once the map is as wide as asked.
    const QFontMetrics label(m_plot->yAxis->labelFont());
    const int extraLines = int(m_plot->yAxis->label().count(QLatin1Char('\n')));
    const int axes = extraWidth() - extraLines * label.lineSpacing();
    const int wanted = axes + m_minimumCells * QFontMetrics(style::captionFont()).lineSpacing();
    const int minimum = std::clamp(wanted, m_ownMinimumWidth, std::max(m_ownMinimumWidth, 1200));
    if (minimum != minimumWidth())
        setMinimumWidth(minimum);
}

int MapPlot::squareSideFor(QSize box) const
{
    return std::min(box.width() - rowExtraWidth(), box.height() - titleHeight(box.width()) - kTitleGap - extraHeight());
}

int MapPlot::heightForSide(int side, int width) const { return side + titleHeight(width) + kTitleGap + extraHeight(); }

QRect MapPlot::plotArea() const { return m_plot->axisRect()->rect().translated(m_plot->pos()); }

void MapPlot::setGrid(const core::RowMatrixXf& cells, const Grid& grid, Palette palette, const QString& title,
                      const QString& scaleLabel)
{
    m_grid = grid;
    const int rows = int(cells.rows()), cols = int(cells.cols());
    // Cell b covers matrix columns b·pool … b·pool + pool − 1: its centre is at b·pool + (pool − 1)/2.
    auto range = [](int count, int pool) {
        const double first = (pool - 1) / 2.0;
        if (count == 1)
            return QCPRange(first - 0.25, first + 0.25); // a single cell still needs a width
        return QCPRange(first, (count - 1) * double(pool) + first);
    };
    // The cell buffer is reused while the size stays (as it does under a slider): a fresh 2 MB
    // buffer per frame cost page faults on the GUI thread.
    QCPColorMapData* data = m_map->data();
    if (data->keySize() != cols || data->valueSize() != rows)
        data->setSize(cols, rows);
    data->setRange(range(cols, grid.colPool), range(rows, grid.rowPool));
    for (int a = 0; a < rows; ++a)
        for (int b = 0; b < cols; ++b)
            data->setCell(b, a, double(cells(a, b)));
    if (palette == Palette::Diverging) {
        double limit = std::max(std::abs(grid.low), std::abs(grid.high));
        if (limit < 1e-9)
            limit = 1; // an all-zero map reads as 0 on a ±1 scale, not as noise on a ±1e-12 one
        m_map->setGradient(style::divergingGradient());
        m_map->setDataRange(QCPRange(-limit, limit)); // centred at exactly 0
    } else {
        m_map->setGradient(style::sequentialGradient());
        m_map->setDataRange(QCPRange(grid.low, std::max(grid.high, grid.low + 1e-12)));
    }
    m_scale->axis()->setLabel(scaleLabel);
    m_scale->axis()->setLabelFont(style::captionFont());
    m_plot->xAxis->setLabel(grid.xLabel);
    m_plot->yAxis->setLabel(grid.yLabel);
    m_plot->xAxis->setRange(-0.5, grid.cols - 0.5);
    m_plot->yAxis->setRange(-0.5, grid.rows - 0.5);
    ++m_cellsGeneration;
    offThread(m_map)->forgetColoured();
    if (m_colourOffThread && OffThreadColourMap::colouredOffThread(rows, cols))
        colourOffThread(std::make_shared<const ColourJob>(
            ColourJob{cells, m_map->gradient(), m_map->dataRange(), m_cellsGeneration}));
    placeAxes();
    setTitle(title);
    replot();
}

void MapPlot::colourOffThread(std::shared_ptr<const ColourJob> job)
{
    // One colouring at a time, the newest cells next: a slider's frames never queue up.
    if (m_colouring) {
        m_nextColouring = std::move(job);
        return;
    }
    m_colouring = true;
    QThreadPool::globalInstance()->start([self = QPointer<MapPlot>(this), job = std::move(job)] {
        const QImage image = OffThreadColourMap::colour(job->cells, job->gradient, job->range);
        QMetaObject::invokeMethod(
            qApp,
            [self, image, job] {
                if (self)
                    self->takeColoured(image, job);
            },
            Qt::QueuedConnection);
    });
}

void MapPlot::takeColoured(const QImage& image, const std::shared_ptr<const ColourJob>& job)
{
    m_colouring = false;
    if (job->generation == m_cellsGeneration && m_colourOffThread)
        offThread(m_map)->setColoured(image, job->gradient, job->range);
    if (m_nextColouring)
        colourOffThread(std::exchange(m_nextColouring, nullptr));
    if (!m_colouring && std::exchange(m_replotWanted, false))
        replotSoon(m_plot);
}

void MapPlot::replot()
{
    if (m_colouring)
        m_replotWanted = true;
    else
        replotSoon(m_plot);
}

void MapPlot::setColouringOffThread(bool on)
{
    m_colourOffThread = on;
    if (!on) {
        offThread(m_map)->forgetColoured();
        replotSoon(m_plot);
    }
}

bool MapPlot::drewCellsColouredOffThread() const { return offThread(m_map)->drewColoured(); }

void MapPlot::placeAxes()
{
    // The y label breaks onto lines that fit beside the cells (large type on a small map), and the
    // left margin takes those lines. Room for three-digit positions below 1000 rows, four ("9000",
    // "128k") above, however wide the ticks shown: the map stays in place while N is dragged from 60
    // to 900. A view whose N is dragged further asks for four digits always (setSteadyMargin).
    QCPAxis* y = m_plot->yAxis;
    const int cells = m_plot->height() - extraHeight();
    const QString label = style::wholeLabelWithin(y, cells - 4);
    const int lines = int(label.count(QLatin1Char('\n'))) + 1;
    const QString widest = m_grid.rows <= 1000 && !m_steadyMargin ? QStringLiteral("000") : QStringLiteral("0000");
    const QFontMetrics labelMetrics(y->labelFont());
    const int left = y->offset() + std::max(0, y->tickLengthOut()) + y->tickLabelPadding() +
                     QFontMetrics(y->tickLabelFont()).horizontalAdvance(widest) + y->labelPadding() +
                     labelMetrics.height() + (lines - 1) * labelMetrics.lineSpacing() + y->padding() + 2;
    // The x label is centred under the cells, and the plot in this widget: it has the plot's width
    // (the widget's, when the width sets the square) less the difference between the room left and
    // right of the cells. A label broken onto two lines can only narrow a square the height sets,
    // and with it the room: it never flips back to one line. (The plot clips what runs past it:
    // "key position n" lost a pixel on a square the height had set, heatmaps/terms at scale 2.)
    const int rightOfCells = extraWidth() - left;
    style::wholeLabelWithin(m_plot->xAxis, std::min(width(), m_plot->width()) - std::abs(left - rightOfCells) - 4);
    // Above the cells and the bar alike, half a tick label: the y axis' first row, the bar's top end.
    // (With a top margin of its own the bar stood 4 px above the cells, and QCustomPlot dropped its
    // top label, the "1" of a ±1 scale, for crossing the plot's border.)
    const int top = std::max(m_plot->fontMetrics().height(), QFontMetrics(y->tickLabelFont()).height()) / 2 + 2;
    if (m_plot->axisRect()->margins() != QMargins(left, top, 0, 0)) {
        m_plot->axisRect()->setMargins(QMargins(left, top, 0, 0));
        m_scale->setMargins(QMargins(0, top, 0, 0));
        replot();
    }
}

QSize MapPlot::sizeHint() const
{
    // Not the layout's hint (nor its minimum or height-for-width): all are the plot's fixed size, which
    // resizeEvent derives from this widget's height, so in a scrolled view (which grants exactly
    // the hint) the maps lost 2 px per layout pass, each pass a repaint, for a dozen passes and
    // more after every tab switch.
    // A square that fills the width, up to 360 px: a larger map is the layout's to grant (the
    // heatmaps view stretches its one map to the window), never a reason to scroll.
    const int w = std::max(width(), minimumWidth());
    const int plotHeight = m_square ? std::clamp(w - rowExtraWidth(), 40, 360) + extraHeight() : 240;
    return {extraWidth() + 200, titleHeight(w) + kTitleGap + plotHeight};
}

void MapPlot::resizeEvent(QResizeEvent* event)
{
    if (event)
        QWidget::resizeEvent(event);
    if (event && event->oldSize().width() != width())
        updateGeometry(); // the hint follows the width
    const int title = titleHeight(width());
    // As tall as its peers' titles: room under its own. (Not the label's minimum height: QLabel
    // reports at least that as its height for any width, so a title once two lines tall stayed so,
    // and a band of paper stood between a one-line title and its cells.)
    m_fittedTitleHeight = title;
    if (const int room = title - ownTitleHeight(width()); room != m_titleRoom->sizeHint().height()) {
        m_titleRoom->changeSize(0, room, QSizePolicy::Fixed, QSizePolicy::Fixed);
        layout()->invalidate();
    }
    // A layout places a row's maps one after another: this one measured its peers where they stood
    // before. Once they have moved, measure again.
    if (!m_titlePeers.empty())
        QMetaObject::invokeMethod(this, &MapPlot::refitTitleRoom, Qt::QueuedConnection);
    const int available = height() - title - kTitleGap;
    if (!m_square) {
        m_plot->setFixedSize(std::max(60, width()), std::max(60, available));
    } else {
        // The largest square plot area that fits.
        m_fittedExtraWidth = rowExtraWidth();
        const int side = std::max(40, std::min(width() - m_fittedExtraWidth, available - extraHeight()));
        m_plot->setFixedSize(side + extraWidth(), side + extraHeight());
        // A little height to spare (the width limits the square, and a neighbour's title takes a line
        // more): the plot sits at the bottom, so a row of maps ends on one line. More than that (a
        // tall window) and it stays under its title.
        const int spare = available - extraHeight() - side;
        // (Maps with title peers are level by their title room: their spare stays below.)
        const bool neighbourTitle =
            m_titlePeers.empty() && spare > 0 && spare <= 2 * m_title->fontMetrics().lineSpacing();
        // The title stays next to its map: the room to spare goes above both, not between them (a
        // title aligned to the bottom of its label still stood a band of paper above the cells).
        auto* box = static_cast<QVBoxLayout*>(layout());
        box->setStretch(0, neighbourTitle ? 1 : 0);
        box->setStretch(box->indexOf(m_plot), neighbourTitle ? 0 : 1);
        // About one tick label per 55 pixels, so a small map's labels ("1500", "2000") never collide.
        const int ticks = std::clamp(side / 55, 2, 6);
        m_plot->xAxis->ticker()->setTickCount(ticks);
        m_plot->yAxis->ticker()->setTickCount(ticks);
    }
    placeAxes();
    // The layout placed the plot (centred) before this handler changed its size; place it again now
    // rather than at the next posted layout request, which a figure export may render before.
    layout()->activate();
}

void MapPlot::setSquare(bool square)
{
    m_square = square;
    resizeEvent(nullptr);
}

void MapPlot::setTitle(const QString& title)
{
    // |x − y| on one line: a line may break after an opening "|", which left "max |" above
    // "difference|". A word joiner (U+2060) after it forbids that break.
    static const QRegularExpression opening(QStringLiteral("\\|(?=[^\\s|<>])"));
    m_titleText = title;
    QString text = title;
    text.replace(opening, QStringLiteral("|\u2060"));
    if (text == m_title->text())
        return;
    m_title->setText(text);
    // Its peers' title room follows this title's height, which their own size does not tell them.
    if (m_titlePeers.empty())
        return;
    QMetaObject::invokeMethod(this, &MapPlot::refitTitleRoom, Qt::QueuedConnection);
    for (const QPointer<MapPlot>& peer : m_titlePeers)
        if (peer && peer != this)
            QMetaObject::invokeMethod(peer, &MapPlot::refitTitleRoom, Qt::QueuedConnection);
}

QString MapPlot::title() const { return m_titleText; }

void MapPlot::setDimmed(bool dimmed) { m_plot->setEnabled(!dimmed); }

void MapPlot::setScaleTicks(const QMap<double, QString>& ticks)
{
    if (ticks.isEmpty()) {
        m_scale->axis()->setTicker(m_scaleTicker);
    } else {
        QSharedPointer<QCPAxisTickerText> named(new QCPAxisTickerText);
        named->setTicks(ticks);
        m_scale->axis()->setTicker(named);
    }
    replot();
}

void MapPlot::setMarker(double m, double n)
{
    const bool inside = m >= 0 && n >= 0 && m < m_grid.rows && n < m_grid.cols;
    m_marker->setVisible(inside);
    if (inside) {
        // At least a few pixels, however large the matrix is.
        const double halfRow = std::max(0.5, m_grid.rows / 150.0), halfCol = std::max(0.5, m_grid.cols / 150.0);
        m_marker->topLeft->setCoords(n - halfCol, m - halfRow);
        m_marker->bottomRight->setCoords(n + halfCol, m + halfRow);
    }
    replot();
}

QPoint MapPlot::cellAt(QPoint pixel) const
{
    if (!m_plot->axisRect()->rect().contains(pixel) || m_grid.rows == 0)
        return {-1, -1};
    const int n = int(std::lround(m_plot->xAxis->pixelToCoord(pixel.x())));
    const int m = int(std::lround(m_plot->yAxis->pixelToCoord(pixel.y())));
    if (m < 0 || n < 0 || m >= m_grid.rows || n >= m_grid.cols)
        return {-1, -1};
    return {n, m};
}

bool MapPlot::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_plot && (event->type() == QEvent::MouseMove || event->type() == QEvent::MouseButtonPress)) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        const QPoint cell = cellAt(mouse->position().toPoint());
        if (cell.x() >= 0) {
            if (event->type() == QEvent::MouseMove)
                emit hovered(cell.y(), cell.x(), m_map->data()->data(cell.x(), cell.y()));
            else if (mouse->button() == Qt::LeftButton)
                emit clicked(cell.y(), cell.x());
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace rope::ui
