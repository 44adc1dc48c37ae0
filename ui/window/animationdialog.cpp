// File → Export Animation…: a figure, one sweeping parameter, a preview, then GIF, MP4 or WebM.
#include "ui/window/animationdialog.h"

#include "ui/model/figures.h"
#include "ui/model/pairselection.h"
#include "ui/model/settings.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/animationwriter.h"
#include "ui/window/dialogfields.h"
#include "ui/window/figureexport.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace rope::ui {

using namespace dialogfields;

namespace {

// The parameters a learner sweeps, with the range that shows each best ("m,n": both at once, so Δ
// stays and only the clocks' common turn changes).
struct Choice {
    const char* keys; ///< comma-separated sweep keys
    const char* label; ///< context "AnimationDialog"
    double from, to;
    bool log;
};
constexpr Choice kChoices[] = {
    {"m", QT_TRANSLATE_NOOP("AnimationDialog", "Query position m"), 0, 64, false},
    {"m,n", QT_TRANSLATE_NOOP("AnimationDialog", "m and n together (Δ fixed)"), 0, 64, false},
    {"n", QT_TRANSLATE_NOOP("AnimationDialog", "Key position n"), 0, 64, false},
    {"base", QT_TRANSLATE_NOOP("AnimationDialog", "Base b"), 10, 100000, true},
    {"scaling.factor", QT_TRANSLATE_NOOP("AnimationDialog", "Scaling factor s"), 1, 32, true},
    {"seq_len", QT_TRANSLATE_NOOP("AnimationDialog", "Sequence length N"), 16, 256, false},
    {"view.progress", QT_TRANSLATE_NOOP("AnimationDialog", "P being applied (pairing lab)"), 0, 1, false},
};

// The parameter a figure of `view` shows moving best.
QString defaultKeysFor(const QString& view)
{
    if (view == QLatin1String("pairing-lab"))
        return QStringLiteral("view.progress");
    if (view == QLatin1String("heatmaps") || view == QLatin1String("frequencies") || view == QLatin1String("compare"))
        return QStringLiteral("base");
    if (view == QLatin1String("scaling") || view == QLatin1String("long-context"))
        return QStringLiteral("scaling.factor");
    return QStringLiteral("m");
}

constexpr int kPreviewFrames = 12;
constexpr QSize kPreviewBox(480, 300);

} // namespace

AnimationDialog::AnimationDialog(MainWindow* window, Settings* settings) :
    QDialog(window), m_window(window), m_settings(settings), m_start(window->panel()->params()),
    m_pair(window->selection()->pair()), m_figure(new QComboBox), m_parameter(new QComboBox), m_from(new QLineEdit),
    m_to(new QLineEdit), m_log(new QCheckBox(tr("&Geometric (log) steps"))), m_fps(new QSpinBox),
    m_seconds(new QDoubleSpinBox), m_size(new QComboBox), m_previewLabel(new QLabel), m_previewNote(new QLabel),
    m_error(errorLabel()), m_player(new QTimer(this))
{
    setWindowTitle(tr("Export Animation"));
    // The current view's figures first, then every other one.
    const QString current = window->currentViewKey();
    for (const bool ofCurrent : {true, false})
        for (const FigureSpec& f : figures())
            if ((QLatin1String(f.view) == current) == ofCurrent)
                m_figure->addItem(tr("%1 · %2").arg(viewTitle(QLatin1String(f.view)), figureTitle(f)),
                                  QString::fromLatin1(f.key));
    m_figure->setToolTip(tr("The named figure to animate; the current view's come first"));
    for (const Choice& c : kChoices)
        m_parameter->addItem(QCoreApplication::translate("AnimationDialog", c.label), QString::fromLatin1(c.keys));
    m_parameter->setToolTip(tr("The parameter that moves from one frame to the next; the others stay as in the "
                               "window"));
    m_from->setToolTip(tr("The value of the first frame"));
    m_to->setToolTip(tr("The value of the last frame"));
    m_log->setToolTip(tr("Multiply by the same factor each frame (for the base and scaling factors)"));
    m_fps->setRange(1, 60);
    m_fps->setValue(24);
    m_fps->setSuffix(tr(" fps"));
    m_fps->setToolTip(tr("Frames per second"));
    m_seconds->setRange(0.5, 60);
    m_seconds->setDecimals(1);
    m_seconds->setValue(4);
    m_seconds->setSuffix(tr(" s"));
    m_seconds->setToolTip(tr("How long the animation runs"));
    for (const QSize size : {QSize(960, 600), QSize(1280, 800), QSize(1920, 1080)})
        m_size->addItem(tr("%1 × %2").arg(size.width()).arg(size.height()), size);
    m_size->setCurrentIndex(1);
    m_size->setToolTip(tr("The size of the window the frames are drawn in; each frame is the figure cropped "
                          "from it"));

    m_previewLabel->setMinimumSize(kPreviewBox);
    m_previewLabel->setAlignment(Qt::AlignCenter);
    m_previewLabel->setFrameShape(QFrame::StyledPanel);
    m_previewLabel->setText(tr("Preview draws a few frames here."));
    m_previewNote->setWordWrap(true);
    connect(m_player, &QTimer::timeout, this, &AnimationDialog::showPreviewFrame);

    auto* range = new QHBoxLayout;
    range->addWidget(m_from);
    range->addWidget(new QLabel(QStringLiteral("→")));
    range->addWidget(m_to);
    range->addWidget(m_log);
    auto* timing = new QHBoxLayout;
    timing->addWidget(m_fps);
    timing->addWidget(m_seconds);
    timing->addStretch(1);
    auto* form = new QFormLayout;
    form->addRow(tr("&Figure"), m_figure);
    form->addRow(tr("&Sweep"), m_parameter);
    form->addRow(buddyLabel(tr("&From, to"), m_from), range);
    form->addRow(buddyLabel(tr("&Timing"), m_fps), timing);
    form->addRow(tr("Si&ze"), m_size);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close);
    buttons->button(QDialogButtonBox::Save)->setText(tr("&Export…"));
    buttons->button(QDialogButtonBox::Save)
        ->setToolTip(tr("Choose a file (.gif, .mp4 or .webm) and write every frame"));
    QPushButton* previewButton = buttons->addButton(tr("&Preview"), QDialogButtonBox::ActionRole);
    previewButton->setToolTip(tr("Draw %1 frames spread over the sweep and play them here").arg(kPreviewFrames));
    connect(previewButton, &QPushButton::clicked, this, [this] { (void)preview(); });
    connect(buttons, &QDialogButtonBox::accepted, this, &AnimationDialog::chooseFileAndExport);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_previewLabel, 1);
    layout->addWidget(m_previewNote);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(m_parameter, &QComboBox::currentIndexChanged, this, &AnimationDialog::parameterChosen);
    m_parameter->setCurrentIndex(std::max(0, m_parameter->findData(defaultKeysFor(current))));
    parameterChosen();
}

AnimationDialog::~AnimationDialog() = default;

QString AnimationDialog::errorText() const { return m_error->isHidden() ? QString() : m_error->text(); }

void AnimationDialog::parameterChosen()
{
    const Choice& c = kChoices[std::clamp(m_parameter->currentIndex(), 0, int(std::size(kChoices)) - 1)];
    m_from->setText(QString::number(c.from));
    m_to->setText(QString::number(c.to));
    m_log->setChecked(c.log);
}

int AnimationDialog::frameCount() const { return std::max(1, int(std::lround(m_fps->value() * m_seconds->value()))); }

Expected<std::vector<Sweep>> AnimationDialog::sweeps() const
{
    std::vector<Sweep> out;
    for (const QString& key : m_parameter->currentData().toString().split(QLatin1Char(','))) {
        const QString text = QStringLiteral("%1=%2:%3%4")
                                 .arg(key, m_from->text().trimmed(), m_to->text().trimmed(),
                                      m_log->isChecked() ? QStringLiteral(":log") : QString());
        auto parsed = parseSweep(text);
        if (!parsed)
            return Error{m_parameter->currentText(), parsed.error().what};
        out.push_back(*parsed);
    }
    return out;
}

MainWindow& AnimationDialog::drawingWindow()
{
    const QSize size = m_size->currentData().toSize();
    if (!m_drawing) {
        m_drawing = std::make_unique<MainWindow>(nullptr, MainWindow::Startup::Defaults);
        m_drawing->setAttribute(Qt::WA_DontShowOnScreen);
        m_drawing->selection()->setPair(m_pair);
        m_drawing->show();
    }
    if (m_drawing->size() != size)
        m_drawing->resize(size);
    return *m_drawing;
}

Expected<QImage> AnimationDialog::renderFrame(const std::vector<Sweep>& sweeps, int frame, int frames)
{
    const FigureSpec* spec = figureByKey(m_figure->currentData().toString());
    if (!spec)
        return Error{tr("Figure"), tr("choose a figure")};
    const auto params = frameParams(m_start, sweeps, frame, frames);
    if (!params)
        return Error{m_parameter->currentText(), tr("frame %1: %2").arg(frame + 1).arg(params.error().message())};
    MainWindow& window = drawingWindow();
    const FigureTarget target{QLatin1String(spec->view), spec->section ? QLatin1String(spec->section) : QString()};
    if (const Outcome set =
            setUpFigure(window, target, *params, frameViewState(figureViewState(*spec), sweeps, frame, frames));
        !set)
        return set.error();
    QImage image = figureImage(window, target, ExportOptions{});
    if (image.isNull())
        return Error{tr("Figure"), tr("nothing was drawn")};
    return image;
}

Outcome AnimationDialog::preview()
{
    m_player->stop();
    showError(m_error, QString());
    const auto chosen = sweeps();
    if (!chosen) {
        showError(m_error, chosen.error().message());
        return chosen.error();
    }
    const int frames = frameCount(), shown = std::min(frames, kPreviewFrames);
    QProgressDialog progress(tr("Drawing the preview…"), tr("Cancel"), 0, shown, this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    std::vector<QImage> drawn;
    for (int i = 0; i < shown; ++i) {
        // Frames spread evenly from the first to the last of the animation.
        const int frame = shown > 1 ? int(std::lround(double(i) * (frames - 1) / (shown - 1))) : 0;
        const auto image = renderFrame(*chosen, frame, frames);
        if (!image) {
            showError(m_error, image.error().message());
            return image.error();
        }
        drawn.push_back(*image);
        progress.setValue(i + 1);
        if (progress.wasCanceled())
            return Error{QString(), tr("preview cancelled")};
    }
    m_previewFrames = std::move(drawn);
    m_shownFrame = 0;
    m_previewNote->setText(tr("%1 of the %2 frames, at the animation's pace; %3 × %4 pixels.")
                               .arg(m_previewFrames.size())
                               .arg(frames)
                               .arg(m_previewFrames.front().width())
                               .arg(m_previewFrames.front().height()));
    showPreviewFrame();
    m_player->start(std::max(40, int(1000 * m_seconds->value() / double(m_previewFrames.size()))));
    return {};
}

void AnimationDialog::showPreviewFrame()
{
    if (m_previewFrames.empty())
        return;
    const QImage& frame = m_previewFrames[size_t(m_shownFrame) % m_previewFrames.size()];
    const QSize box = m_previewLabel->contentsRect().size().boundedTo(frame.size());
    m_previewLabel->setPixmap(
        QPixmap::fromImage(frame.scaled(box * devicePixelRatioF(), Qt::KeepAspectRatio, Qt::SmoothTransformation)));
    ++m_shownFrame;
}

Outcome AnimationDialog::exportTo(const QString& path)
{
    showError(m_error, QString());
    const auto fail = [this](const Error& error) {
        showError(m_error, tr("Not exported: %1").arg(error.message()));
        return error;
    };
    if (!AnimationWriter::isAnimationPath(path))
        return fail(Error{path, tr("the file must end in .gif, .mp4 or .webm")});
    const auto chosen = sweeps();
    if (!chosen)
        return fail(chosen.error());
    const int frames = frameCount();
    QProgressDialog progress(tr("Exporting the animation…"), tr("Cancel"), 0, frames, this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    std::unique_ptr<AnimationWriter> writer;
    for (int frame = 0; frame < frames; ++frame) {
        const auto image = renderFrame(*chosen, frame, frames);
        if (!image)
            return fail(image.error());
        if (!writer) {
            auto opened = AnimationWriter::open(path, image->size(), m_fps->value());
            if (!opened)
                return fail(opened.error());
            writer = std::move(*opened);
        }
        if (const Outcome added = writer->addFrame(*image); !added)
            return fail(added.error());
        progress.setValue(frame + 1);
        progress.setLabelText(tr("Frame %1 of %2").arg(frame + 1).arg(frames));
        if (progress.wasCanceled())
            return fail(Error{path, tr("cancelled; the file was left as it was")});
    }
    if (const Outcome finished = writer->finish(); !finished)
        return fail(finished.error());
    return {};
}

void AnimationDialog::chooseFileAndExport()
{
    const QString key = m_figure->currentData().toString().replace(QLatin1Char('/'), QLatin1Char('-'));
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Animation"), QDir(m_settings->exportDirectory()).filePath(key + QStringLiteral(".gif")),
        tr("GIF (*.gif);;MP4 video (*.mp4);;WebM video (*.webm)"));
    if (path.isEmpty())
        return;
    if (exportTo(path)) {
        m_settings->setExportDirectory(QFileInfo(path).absolutePath());
        accept();
    }
}

} // namespace rope::ui
