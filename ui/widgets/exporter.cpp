// Rendering widgets as figures: PNG, SVG and PDF, with a caption, written atomically.
#include "ui/widgets/exporter.h"

#include "ui/model/names.h"
#include "ui/model/npyfile.h"
#include "ui/widgets/clockgrid.h"
#include "ui/widgets/pairingdiagram.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QAbstractScrollArea>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QMenuBar>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPicture>
#include <QSvgGenerator>
#include <QTabBar>

namespace rope::ui {

using namespace rope::model;

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Exporter)
};

QFont captionFont() { return style::fontOfSize(11); }

constexpr int kCaptionPadding = 8;
constexpr int kCropMargin = 12;

// The caption wraps at the figure's width; its height follows.
int captionHeight(const QString& caption, int width)
{
    if (caption.isEmpty())
        return 0;
    const QRect text = QFontMetrics(captionFont())
                           .boundingRect(QRect(0, 0, std::max(100, width - 20), 10000), Qt::TextWordWrap, caption);
    return text.height() + 2 * kCaptionPadding;
}

void paintCaption(QPainter& p, const QRect& area, const QString& caption)
{
    p.fillRect(area, style::paper);
    p.setPen(style::ink);
    p.setFont(captionFont());
    p.drawText(area.adjusted(10, kCaptionPadding, -10, -kCaptionPadding), Qt::AlignLeft | Qt::TextWordWrap, caption);
}

// Paints one widget without its children, then each visible child at its place.
void renderTree(QWidget* w, QPainter& p)
{
    if (auto* plot = qobject_cast<QCustomPlot*>(w)) {
        // QCustomPlot's own vector path (the one savePdf uses), recorded and replayed.
        QPicture picture;
        {
            QCPPainter recorder(&picture);
            plot->toPainter(&recorder, plot->width(), plot->height());
        }
        p.drawPicture(0, 0, picture);
        return;
    }
    if (auto* grid = qobject_cast<ClockGrid*>(w)) {
        ClockRenderer::paintGrid(p, grid->frame(), grid->currentLayout(), nullptr);
        return;
    }
    if (auto* diagram = qobject_cast<PairingDiagram*>(w)) {
        diagram->paint(p, QRectF(QPointF(0, 0), QSizeF(diagram->size())));
        return;
    }
    if (qobject_cast<QTabBar*>(w) || qobject_cast<QMenuBar*>(w)) {
        // Their labels are clipped away in PDF (and they overpaint neighbours in SVG, which has no
        // clipping): drawn as a 3× image instead, sharp enough on a slide.
        QImage image(w->size() * 3, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(3);
        image.fill(Qt::transparent);
        w->render(&image, QPoint(), QRegion(), QWidget::DrawChildren);
        p.drawImage(QRectF(QPointF(0, 0), QSizeF(w->size())), image);
        return;
    }
    // No window backgrounds: the figure sits on white paper (a light theme for projectors).
    w->render(&p, QPoint(), QRegion(), QWidget::RenderFlags());
    for (QObject* child : w->children()) {
        auto* c = qobject_cast<QWidget*>(child);
        if (!c || !c->isVisible() || c->isWindow())
            continue;
        p.save();
        p.translate(c->pos());
        p.setClipRect(QRect(QPoint(0, 0), c->size()), Qt::IntersectClip);
        renderTree(c, p);
        p.restore();
    }
}

// The part of the widget that holds anything but paper, with a small margin.
QRect contentRect(QWidget* w)
{
    QImage image(w->size(), QImage::Format_RGB32);
    image.fill(style::paper);
    {
        QPainter p(&image);
        renderTree(w, p);
    }
    const QRgb paper = style::paper.rgb();
    int top = image.height(), bottom = -1, left = image.width(), right = -1;
    for (int y = 0; y < image.height(); ++y) {
        const auto* row = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            if (row[x] != paper) {
                top = std::min(top, y);
                bottom = y;
                left = std::min(left, x);
                right = std::max(right, x);
            }
    }
    if (bottom < 0)
        return w->rect();
    return QRect(QPoint(left, top), QPoint(right, bottom))
        .adjusted(-kCropMargin, -kCropMargin, kCropMargin, kCropMargin); // may reach past the widget: paper
}

struct Layout {
    QRect area; ///< the part of the widget drawn
    int caption; ///< the caption's height under it
    QSize size() const { return QSize(area.width(), area.height() + caption); }
};

Layout layoutOf(QWidget* widget, const ExportOptions& options)
{
    Layout l;
    l.area = options.crop ? contentRect(widget) : widget->rect();
    l.caption = captionHeight(options.caption, l.area.width());
    return l;
}

void paintFigure(QPainter& p, QWidget* widget, const Layout& l, const QString& caption)
{
    p.fillRect(QRect(QPoint(0, 0), l.size()), style::paper);
    p.save();
    p.setClipRect(QRect(QPoint(0, 0), l.area.size()));
    p.translate(-l.area.topLeft());
    renderTree(widget, p);
    p.restore();
    if (l.caption)
        paintCaption(p, QRect(0, l.area.height(), l.area.width(), l.caption), caption);
}

} // namespace

bool formatFromPath(const QString& path, ExportFormat* format)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        *format = ExportFormat::Png;
    else if (suffix == QLatin1String("svg"))
        *format = ExportFormat::Svg;
    else if (suffix == QLatin1String("pdf"))
        *format = ExportFormat::Pdf;
    else
        return false;
    return true;
}

QString parameterCaption(const AppParams& p, CaptionParameters which)
{
    if (which == CaptionParameters::None)
        return QStringLiteral("RoPE Explorer");
    const core::RopeParams& r = p.rope;
    QString frequencies = r.thetaOverride ? Tr::tr("θ = %1").arg(formatAngle(*r.thetaOverride, 5))
                                          : Tr::tr("base %1").arg(formatNumber(r.base, 8));
    QString dims = Tr::tr("d = %1").arg(r.headDim);
    if (r.rotaryDims() < r.headDim)
        dims += Tr::tr(" (%1 rotary)").arg(r.rotaryDims());
    QString scaling = nameLabel(r.scaling.method);
    if (r.scaling.method != core::ScalingMethod::None && r.scaling.method != core::ScalingMethod::LongRope)
        scaling += Tr::tr(" ×%1").arg(formatNumber(r.scaling.factor, 4));
    QString content = nameLabel(p.source);
    if (p.source == QkSource::Random)
        content += Tr::tr(" (seed %1)").arg(p.seed);
    else if (p.source == QkSource::LookBack)
        content += Tr::tr(" (Δ = %1, seed %2)").arg(p.lookBack).arg(p.seed);
    QString caption =
        Tr::tr("RoPE Explorer · %1 · %2 · N = %3 · m = %4 · n = %5 · %6 pairing · %7 · %8 · %9")
            .arg(dims, frequencies)
            .arg(p.seqLen)
            .arg(formatNumber(p.m, 7), formatNumber(p.n, 7), nameLabel(r.pairing), scaling, content, nameLabel(p.mask));
    if (which == CaptionParameters::AllAndMap)
        caption += QStringLiteral(" · ") + nameLabel(p.heatmapMode);
    return caption;
}

void renderVector(QWidget* widget, QPainter& painter) { renderTree(widget, painter); }

QImage renderImage(QWidget* widget, const ExportOptions& options)
{
    const Layout l = layoutOf(widget, options);
    QImage image(l.size() * options.scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(options.scale);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    paintFigure(p, widget, l, options.caption);
    return image;
}

Outcome exportWidget(QWidget* widget, const QString& path, const ExportOptions& options)
{
    ExportFormat format;
    if (!formatFromPath(path, &format))
        return Error{path, Tr::tr("the file name must end in .png, .svg or .pdf")};
    if (!(options.scale >= 1 && options.scale <= 4))
        return Error{{}, Tr::tr("the scale must be between 1 and 4, got %1").arg(options.scale)};
    // The figure is encoded in memory and written in one go: a full disk is then one error with its
    // cause named (libpng's "Write Error" said nothing), and a failed write keeps the old file.
    const Layout l = layoutOf(widget, options);
    const QSize size = l.size();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    switch (format) {
    case ExportFormat::Png: {
        const QImage image = renderImage(widget, options);
        if (!image.save(&buffer, "PNG"))
            return Error{path, Tr::tr("the image could not be encoded")};
        break;
    }
    case ExportFormat::Svg: {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setResolution(96); // otherwise fonts come out about a quarter too small
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(QStringLiteral("RoPE Explorer"));
        svg.setDescription(options.caption);
        QPainter p(&svg);
        p.setRenderHint(QPainter::Antialiasing);
        paintFigure(p, widget, l, options.caption);
        break;
    }
    case ExportFormat::Pdf: {
        QPdfWriter pdf(&buffer);
        pdf.setResolution(96);
        pdf.setPageSize(QPageSize(QSizeF(size) * 72.0 / 96.0, QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setTitle(QStringLiteral("RoPE Explorer"));
        pdf.setCreator(QStringLiteral("RoPE Explorer"));
        QPainter p;
        if (!p.begin(&pdf))
            return Error{path, Tr::tr("the PDF could not be started")};
        p.setRenderHint(QPainter::Antialiasing);
        paintFigure(p, widget, l, options.caption);
        p.end();
        break;
    }
    }
    buffer.close();
    return writeFileAtomically(path, bytes);
}

} // namespace rope::ui
