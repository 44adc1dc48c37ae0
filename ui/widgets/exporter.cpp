// Rendering widgets as figures: PNG, SVG and PDF, with a caption, written atomically.
#include "ui/widgets/exporter.h"

#include "ui/model/names.h"
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
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTabBar>

namespace rope::ui {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Exporter)
};

constexpr int kCaptionHeight = 34;

void paintCaption(QPainter& p, const QRect& area, const QString& caption)
{
    p.fillRect(area, style::paper);
    p.setPen(style::ink);
    QFont f = style::captionFont();
    f.setPointSizeF(style::wholePixelPoints(11));
    p.setFont(f);
    p.drawText(area.adjusted(10, 0, -10, 0), Qt::AlignLeft | Qt::AlignVCenter, caption);
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

Outcome commit(QSaveFile& file)
{
    if (!file.commit())
        return Error{file.fileName(), Tr::tr("cannot be written (%1)").arg(file.errorString())};
    return {};
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

QString parameterCaption(const AppParams& p)
{
    const core::RopeParams& r = p.rope;
    QString frequencies = r.thetaOverride ? Tr::tr("θ = %1").arg(formatNumber(*r.thetaOverride, 5))
                                          : Tr::tr("base %1").arg(formatNumber(r.base, 8));
    QString dims = Tr::tr("d = %1").arg(r.headDim);
    if (r.rotaryDims() < r.headDim)
        dims += Tr::tr(" (%1 rotary)").arg(r.rotaryDims());
    QString scaling = nameLabel(r.scaling.method);
    if (r.scaling.method != core::ScalingMethod::None && r.scaling.method != core::ScalingMethod::LongRope)
        scaling += Tr::tr(" ×%1").arg(formatNumber(r.scaling.factor, 4));
    return Tr::tr("RoPE Explorer · %1 · %2 · N = %3 · m = %4 · n = %5 · %6 pairing · %7")
        .arg(dims, frequencies)
        .arg(p.seqLen)
        .arg(formatNumber(p.m, 7), formatNumber(p.n, 7), nameLabel(r.pairing), scaling);
}

void renderVector(QWidget* widget, QPainter& painter) { renderTree(widget, painter); }

QImage renderImage(QWidget* widget, const ExportOptions& options)
{
    const QSize size = widget->size();
    const int extra = options.caption.isEmpty() ? 0 : kCaptionHeight;
    QImage image(QSize(size.width(), size.height() + extra) * options.scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(options.scale);
    image.fill(style::paper);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    renderTree(widget, p);
    if (extra)
        paintCaption(p, QRect(0, size.height(), size.width(), extra), options.caption);
    return image;
}

Outcome exportWidget(QWidget* widget, const QString& path, const ExportOptions& options)
{
    ExportFormat format;
    if (!formatFromPath(path, &format))
        return Error{path, Tr::tr("the file name must end in .png, .svg or .pdf")};
    if (!(options.scale >= 1 && options.scale <= 4))
        return Error{{}, Tr::tr("the scale must be between 1 and 4, got %1").arg(options.scale)};
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{path, Tr::tr("cannot be written (%1)").arg(file.errorString())};
    const QSize size = widget->size();
    const int extra = options.caption.isEmpty() ? 0 : kCaptionHeight;
    switch (format) {
    case ExportFormat::Png: {
        const QImage image = renderImage(widget, options);
        if (!image.save(&file, "PNG")) {
            file.cancelWriting();
            return Error{path, Tr::tr("the image could not be encoded")};
        }
        break;
    }
    case ExportFormat::Svg: {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setResolution(96); // otherwise fonts come out about a quarter too small
        svg.setSize(QSize(size.width(), size.height() + extra));
        svg.setViewBox(QRect(0, 0, size.width(), size.height() + extra));
        svg.setTitle(QStringLiteral("RoPE Explorer"));
        svg.setDescription(options.caption);
        {
            QPainter p(&svg);
            p.setRenderHint(QPainter::Antialiasing);
            p.fillRect(QRect(0, 0, size.width(), size.height() + extra), style::paper);
            renderTree(widget, p);
            if (extra)
                paintCaption(p, QRect(0, size.height(), size.width(), extra), options.caption);
        }
        if (file.write(buffer.data()) != buffer.size()) {
            file.cancelWriting();
            return Error{path, Tr::tr("cannot be written (%1)").arg(file.errorString())};
        }
        break;
    }
    case ExportFormat::Pdf: {
        QPdfWriter pdf(&file);
        pdf.setResolution(96);
        pdf.setPageSize(QPageSize(QSizeF(size.width(), size.height() + extra) * 72.0 / 96.0, QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setTitle(QStringLiteral("RoPE Explorer"));
        pdf.setCreator(QStringLiteral("RoPE Explorer"));
        QPainter p;
        if (!p.begin(&pdf)) {
            file.cancelWriting();
            return Error{path, Tr::tr("the PDF could not be started")};
        }
        p.setRenderHint(QPainter::Antialiasing);
        p.fillRect(QRect(0, 0, size.width(), size.height() + extra), style::paper);
        renderTree(widget, p);
        if (extra)
            paintCaption(p, QRect(0, size.height(), size.width(), extra), options.caption);
        p.end();
        break;
    }
    }
    return commit(file);
}

} // namespace rope::ui
