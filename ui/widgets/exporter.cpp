// Rendering widgets as figures: PNG, SVG and PDF, with a caption, written atomically.
#include "ui/widgets/exporter.h"

#include "ui/model/names.h"
#include "ui/model/npyfile.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QAbstractScrollArea>
#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <climits>
#include <cmath>

namespace rope::ui {

using namespace rope::model;

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Exporter)
};

QFont captionFont() { return style::fontOfSize(11); }

const char* const kStateKey = "rope-state"; ///< the PNG text chunk holding the state string

// The PDF's XMP packet: title, caption and the scene's state string (Qt writes it uncompressed).
QByteArray xmpMetadata(const ExportOptions& options)
{
    const auto text = [](const QString& s) { return s.toHtmlEscaped().toUtf8(); };
    QByteArray xmp = "<?xpacket begin=\"\xEF\xBB\xBF\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n"
                     "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n"
                     "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n"
                     "<rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\" "
                     "xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\">\n"
                     "<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">RoPE Explorer</rdf:li></rdf:Alt></dc:title>\n"
                     "<xmp:CreatorTool>RoPE Explorer</xmp:CreatorTool>\n";
    if (!options.caption.isEmpty())
        xmp += "<dc:description><rdf:Alt><rdf:li xml:lang=\"x-default\">" + text(options.caption) +
               "</rdf:li></rdf:Alt></dc:description>\n";
    if (!options.state.isEmpty())
        xmp += "<dc:source>" + text(options.state) + "</dc:source>\n";
    xmp += "</rdf:Description>\n</rdf:RDF>\n</x:xmpmeta>\n<?xpacket end=\"w\"?>";
    return xmp;
}

// The caption line follows the figure's own paper margin (kCropMargin) with no gap of its own: the
// same 12 px as on the other sides, which keeps a short figure (a table) free of a band above it.
constexpr int kCaptionPadding = 8;
constexpr int kCropMargin = 12;

// The caption wraps at the figure's width; its height follows.
int captionHeight(const QString& caption, int width)
{
    if (caption.isEmpty())
        return 0;
    const QRect text = QFontMetrics(captionFont())
                           .boundingRect(QRect(0, 0, std::max(100, width - 20), 10000), Qt::TextWordWrap, caption);
    return text.height() + kCaptionPadding;
}

void paintCaption(QPainter& p, const QRect& area, const QString& caption)
{
    p.fillRect(area, style::paper);
    p.setPen(style::ink);
    p.setFont(captionFont());
    p.drawText(area.adjusted(10, 0, -10, -kCaptionPadding), Qt::AlignLeft | Qt::TextWordWrap, caption);
}

// The part of `image` (a drawing of a widget of rectangle `whole` at `scale` device pixels per widget
// pixel) that holds anything but paper, in widget pixels rounded outwards, with a small margin.
QRect inkedArea(const QImage& image, double scale, const QRect& whole)
{
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
        return whole;
    return QRect(QPoint(int(std::floor(left / scale)), int(std::floor(top / scale))),
                 QPoint(int(std::ceil((right + 1) / scale)) - 1, int(std::ceil((bottom + 1) / scale)) - 1))
        .adjusted(-kCropMargin, -kCropMargin, kCropMargin, kCropMargin); // may reach past the widget: paper
}

// The part of the widget that holds anything but paper, with a small margin.
QRect contentRect(QWidget* w)
{
    QImage image(w->size(), QImage::Format_RGB32);
    image.fill(style::paper);
    {
        QPainter p(&image);
        renderVector(w, p);
    }
    return inkedArea(image, 1, w->rect());
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
    p.translate(-l.area.topLeft());
    // Only the widget's own rectangle, the part contentRect measured: a child that reaches past it
    // (a layout not yet settled under load) would otherwise draw into the paper margin.
    p.setClipRect(l.area.intersected(widget->rect()));
    renderVector(widget, p);
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
    if (which == CaptionParameters::BaseOnly)
        return QStringLiteral("RoPE Explorer · ") + frequencies;
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

// A cropped picture from one drawing: the crop is measured on the very pixels kept. Measured on one
// drawing and cut from a second, a map that had changed in between (heatmaps/not-elementwise, on a
// loaded machine) reached into the paper margin.
QImage croppedImage(QWidget* widget, const ExportOptions& options)
{
    const double scale = options.scale;
    QImage full(widget->size() * scale, QImage::Format_ARGB32_Premultiplied);
    full.setDevicePixelRatio(scale);
    full.fill(style::paper);
    {
        QPainter p(&full);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        renderVector(widget, p);
    }
    const QRect area = inkedArea(full, scale, widget->rect());
    const Layout l{area, captionHeight(options.caption, area.width())};
    QImage image(l.size() * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(style::paper);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const QRect kept = area.intersected(widget->rect());
    p.drawImage(QRectF(kept.topLeft() - area.topLeft(), QSizeF(kept.size())), full,
                QRectF(QPointF(kept.topLeft()) * scale, QSizeF(kept.size()) * scale));
    if (l.caption)
        paintCaption(p, QRect(0, l.area.height(), l.area.width(), l.caption), options.caption);
    return image;
}

QImage renderImage(QWidget* widget, const ExportOptions& options)
{
    if (options.crop)
        return croppedImage(widget, options);
    const Layout l = layoutOf(widget, options);
    QImage image(l.size() * options.scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(options.scale);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    paintFigure(p, widget, l, options.caption);
    return image;
}

std::vector<DrawnText> figureTexts(QWidget* widget, const ExportOptions& options)
{
    const Layout l = layoutOf(widget, options);
    return recordTexts(l.size(), [&](QPainter& p) { paintFigure(p, widget, l, options.caption); });
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
        QImage image = renderImage(widget, options);
        image.setText(QStringLiteral("Software"), QStringLiteral("RoPE Explorer"));
        if (!options.caption.isEmpty())
            image.setText(QStringLiteral("Description"), options.caption);
        if (!options.state.isEmpty())
            image.setText(QLatin1String(kStateKey), options.state);
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
        // The description is metadata, not drawn: the caption, then the scene to reopen.
        svg.setDescription(options.state.isEmpty() ? options.caption
                                                   : options.caption + QStringLiteral("\n") + options.state);
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
        pdf.setDocumentXmpMetadata(xmpMetadata(options));
        QPainter p;
        if (!p.begin(&pdf))
            return Error{path, Tr::tr("the PDF could not be started")};
        p.setRenderHint(QPainter::Antialiasing);
        // Qt's PDF engine stores images as JPEG unless told otherwise: maps came out blurred and
        // washed out. Lossless keeps every cell its colour (QPicture's replay leaves this hint alone).
        p.setRenderHint(QPainter::LosslessImageRendering);
        paintFigure(p, widget, l, options.caption);
        p.end();
        break;
    }
    }
    buffer.close();
    return writeFileAtomically(path, bytes);
}

Expected<QString> stateInFigure(const QString& path)
{
    ExportFormat format;
    if (!formatFromPath(path, &format))
        return Error{path, Tr::tr("is not a figure (.png, .svg or .pdf)")};
    const QFileInfo info(path);
    if (!info.exists())
        return Error{path, Tr::tr("no such file")};
    if (!info.isFile())
        return Error{path, Tr::tr("is not a file")};
    QString found;
    if (format == ExportFormat::Png) {
        QImageReader reader(path); // text chunks come before the pixels, which are not decoded
        found = reader.text(QLatin1String(kStateKey));
    } else {
        // SVG's description and the PDF's XMP packet are plain text in the file.
        constexpr qint64 kMaxFigureBytes = qint64(256) << 20;
        if (info.size() > kMaxFigureBytes)
            return Error{path, Tr::tr("is larger than any figure this app writes")};
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return Error{path, Tr::tr("cannot be read")};
        static const QRegularExpression state(QStringLiteral("rope1\\.[A-Za-z0-9_-]+"));
        found = state.match(QString::fromLatin1(file.readAll())).captured();
    }
    if (found.isEmpty())
        return Error{path, Tr::tr("holds no RoPE Explorer scene (exported by another program, or by an older "
                                  "version)")};
    return found;
}

} // namespace rope::ui
