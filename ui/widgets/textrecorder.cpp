// A paint device that records text runs instead of drawing them.
#include "ui/widgets/textrecorder.h"

#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QTextItem>

#include <cmath>

namespace rope::ui {

namespace {

class TextRecordingEngine : public QPaintEngine {
public:
    explicit TextRecordingEngine(std::vector<DrawnText>* texts) :
        QPaintEngine(QPaintEngine::AllFeatures), m_texts(texts)
    { }
    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    Type type() const override { return QPaintEngine::User; }
    void updateState(const QPaintEngineState&) override { }
    void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override { }
    void drawImage(const QRectF&, const QImage&, const QRectF&, Qt::ImageConversionFlags) override { }
    void drawTiledPixmap(const QRectF&, const QPixmap&, const QPointF&) override { }
    void drawPath(const QPainterPath&) override { }
    void drawPolygon(const QPointF*, int, PolygonDrawMode) override { }
    void drawPolygon(const QPoint*, int, PolygonDrawMode) override { }
    void drawLines(const QLineF*, int) override { }
    void drawLines(const QLine*, int) override { }
    void drawRects(const QRectF*, int) override { }
    void drawRects(const QRect*, int) override { }
    void drawEllipse(const QRectF&) override { }
    void drawPoints(const QPointF*, int) override { }

    void drawTextItem(const QPointF& p, const QTextItem& item) override
    {
        const QString text = item.text().trimmed();
        if (text.isEmpty() || item.width() <= 0)
            return;
        const QPainter* painter = this->painter();
        const QTransform toDevice = painter->deviceTransform();
        // The ink of the run's glyphs from its baseline: a subscript's line box reaches below its
        // line, but its glyphs do not.
        const QRectF ink = QFontMetricsF(item.font(), paintDevice()).tightBoundingRect(item.text()).translated(p);
        DrawnText drawn{text, toDevice.mapRect(ink), {}, toDevice.map(p)};
        // A clip the drawing set (QPicture replays a plot's own clips, which may reach past the
        // widget) counts within the page: a text off the page is cut too.
        const QRectF page(0, 0, paintDevice()->width(), paintDevice()->height());
        drawn.clip = painter->hasClipping() ? toDevice.mapRect(painter->clipBoundingRect()).intersected(page) : page;
        m_texts->push_back(std::move(drawn));
    }

private:
    std::vector<DrawnText>* m_texts;
};

class TextRecordingDevice : public QPaintDevice {
public:
    TextRecordingDevice(QSize size, std::vector<DrawnText>* texts) : m_size(size), m_engine(texts) { }
    ~TextRecordingDevice() override = default;
    QPaintEngine* paintEngine() const override { return &m_engine; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
            return m_size.width();
        case PdmHeight:
            return m_size.height();
        case PdmWidthMM:
            return qRound(m_size.width() * 25.4 / 96);
        case PdmHeightMM:
            return qRound(m_size.height() * 25.4 / 96);
        case PdmNumColors:
            return INT_MAX;
        case PdmDepth:
            return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(devicePixelRatioFScale());
        }
        return 0;
    }

private:
    QSize m_size;
    mutable TextRecordingEngine m_engine;
};

} // namespace

bool DrawnText::clipped(double tolerance) const
{
    return !clip.adjusted(-tolerance, -tolerance, tolerance, tolerance).contains(box);
}

std::vector<DrawnText> recordTexts(QSize size, const std::function<void(QPainter&)>& paint)
{
    std::vector<DrawnText> texts;
    TextRecordingDevice device(size, &texts);
    QPainter painter(&device);
    paint(painter);
    painter.end();
    return texts;
}

std::vector<std::pair<size_t, size_t>> overlappingTexts(const std::vector<DrawnText>& texts, double tolerance)
{
    std::vector<std::pair<size_t, size_t>> found;
    for (size_t i = 0; i < texts.size(); ++i)
        for (size_t j = i + 1; j < texts.size(); ++j) {
            const QRectF common = texts[i].box.intersected(texts[j].box);
            if (common.width() <= tolerance || common.height() <= tolerance)
                continue;
            if (texts[i].text == texts[j].text && texts[i].box == texts[j].box)
                continue; // one text drawn twice in one place
            if (j == i + 1 && std::abs(texts[i].origin.y() - texts[j].origin.y()) < 0.5 &&
                texts[j].origin.x() > texts[i].origin.x())
                continue; // the line goes on in another run
            found.emplace_back(i, j);
        }
    return found;
}

} // namespace rope::ui
