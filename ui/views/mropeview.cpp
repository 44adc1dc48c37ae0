// Multimodal RoPE: a prompt's (t, h, w) ids, each axis's pairs, one image patch's scores.
#include "ui/views/mropeview.h"

#include "ui/widgets/flowlayout.h"

#include "ui/views/mropedrawing.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace rope::ui {

using namespace rope::model;

namespace {

constexpr int kMaxImageSide = 10, kMaxFrames = 4;
const char* const kAxisKeys[] = {"t", "h", "w"};

QLabel* sectionTitle(const QString& text)
{
    auto* label = new QLabel(text);
    label->setFont(style::titleFont());
    label->setWordWrap(true);
    return label;
}

QSpinBox* spinBox(int low, int high, int value, const QString& tip)
{
    auto* box = new QSpinBox;
    box->setRange(low, high);
    box->setValue(value);
    box->setToolTip(tip);
    box->setKeyboardTracking(false);
    return box;
}

QComboBox* comboBox(const QString& tip, std::initializer_list<std::pair<QString, QString>> items)
{
    auto* box = new QComboBox;
    for (const auto& [text, key] : items)
        box->addItem(text, key);
    box->setToolTip(tip);
    return box;
}

void addLabelled(FlowLayout* row, const QString& text, QWidget* control)
{
    row->addWidget(labelledControl(text, control));
}

} // namespace

MropeView::MropeView(QWidget* parent) :
    View(parent), m_strip(new MropeTokenStrip), m_positions(new QCustomPlot), m_tokensText(style::captionLabel()),
    m_pairStrips(new MropePairStrips), m_pairsText(style::captionLabel()), m_scale(new MropeScoreScale),
    m_mapTitle(sectionTitle({})), m_mapText(style::captionLabel())
{
    auto* title =
        sectionTitle(tr("Multimodal RoPE: how Qwen2-VL, Qwen2.5-VL and Qwen3-VL number text, images and video"));
    auto* intro = style::captionLabel(
        tr("Every token carries three position ids, time t, height h and width w, and each rotary pair turns with "
           "one of them. Below: a prompt as Hugging Face's <code>get_rope_index</code> numbers it, which pairs each "
           "axis owns, and what that does to one image patch's scores. Head dimension 128 (64 pairs, half-split), "
           "the window's base."));

    m_tokensSection = new QWidget;
    auto* tokens = new QVBoxLayout(m_tokensSection);
    tokens->setContentsMargins(0, 0, 0, 0);
    tokens->addWidget(sectionTitle(tr("The prompt's (t, h, w) ids")));
    tokens->addWidget(m_strip);
    m_positions->setMinimumHeight(230);
    growWithView(m_positions, [](QSize view) { return view.height() * 36 / 100; });
    tokens->addWidget(m_positions);
    tokens->addWidget(m_tokensText);

    m_pairsSection = new QWidget;
    auto* pairs = new QVBoxLayout(m_pairsSection);
    pairs->setContentsMargins(0, 0, 0, 0);
    pairs->addWidget(sectionTitle(tr("Which pairs each axis owns (64 pairs, fast to slow)")));
    pairs->addWidget(m_pairStrips);
    pairs->addWidget(m_pairsText);

    m_mapSection = new QWidget;
    auto* map = new QVBoxLayout(m_mapSection);
    map->setContentsMargins(0, 0, 0, 0);
    map->addWidget(m_mapTitle);
    auto* maps = new FlowLayout(FlowLayout::Mode::Columns); // side by side, or one under the other
    for (size_t l = 0; l < m_maps.size(); ++l) {
        m_maps[l] = new MropePatchMap;
        maps->addWidget(m_maps[l]);
        connect(m_maps[l], &MropePatchMap::patchClicked, this, &MropeView::selectPatch);
    }
    map->addLayout(maps);
    map->addWidget(m_scale);
    map->addWidget(m_mapText);
    connect(m_strip, &MropeTokenStrip::patchClicked, this, &MropeView::selectPatch);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(title);
    layout->addWidget(intro);
    layout->addWidget(makeControls());
    layout->addWidget(m_tokensSection);
    layout->addSpacing(8);
    layout->addWidget(m_pairsSection);
    layout->addSpacing(8);
    layout->addWidget(m_mapSection);
    layout->addStretch(1);
    setScrollingContent(content, true);
    m_job = addJob<MropeRequest, MropeData>(
        [this]() -> std::optional<MropeRequest> {
            MropeRequest r;
            r.prompt.imageRows = m_imageRows->value();
            r.prompt.imageCols = m_imageCols->value();
            r.prompt.videoFrames = m_frames->value();
            r.prompt.absoluteTime = m_videoTime->currentData().toString() == QLatin1String("seconds");
            const AppParams* app = results() ? &results()->params : nullptr;
            r.base = app && !app->rope.thetaOverride ? app->rope.base : 10000.0;
            r.row = m_patchRow->value();
            r.col = m_patchCol->value();
            r.content = m_content->currentData().toString() == QLatin1String("random") ? MropeContent::Random
                                                                                       : MropeContent::Fixed;
            r.seed = std::uint64_t(m_seed->value());
            return r;
        },
        computeMrope, [this](const MropeData&) { draw(); }, RunsOn::GuiThread);
    controlsChanged();
}

QWidget* MropeView::makeControls()
{
    m_imageRows =
        spinBox(1, kMaxImageSide, 3, tr("Image height H in merged patches (each is 2 × 2 ViT patches of 14 px)"));
    m_imageCols = spinBox(1, kMaxImageSide, 4, tr("Image width W in merged patches"));
    m_frames = spinBox(1, kMaxFrames, 2, tr("Video frames F (after temporal merging), each 2 × 2 merged patches"));
    m_videoTime =
        comboBox(tr("How a video frame's t id grows: Qwen2-VL by the frame index; Qwen2.5-VL by absolute "
                    "time, frame · second_per_grid_t · tokens_per_second (1 s per frame, 2 tokens per second)"),
                 {{tr("Qwen2-VL: frame index"), QStringLiteral("frame")},
                  {tr("Qwen2.5-VL: 2 per second"), QStringLiteral("seconds")}});
    m_layouts =
        comboBox(tr("Which layouts of the pairs to draw"), {{tr("both layouts"), QStringLiteral("both")},
                                                            {tr("chunked only"), QStringLiteral("chunked")},
                                                            {tr("interleaved only"), QStringLiteral("interleaved")}});
    m_patchRow = spinBox(0, 2, 1, tr("The selected image patch's row (or click a patch)"));
    m_patchCol = spinBox(0, 3, 1, tr("The selected image patch's column (or click a patch)"));
    m_content = comboBox(
        tr("q and k: the same at every token, so the map shows position alone"),
        {{tr("fixed: q = k = (1, …, 1)"), QStringLiteral("fixed")}, {tr("random q, k"), QStringLiteral("random")}});
    m_seed = spinBox(0, 999, 1, tr("Seed of the random q and k"));

    auto* controls = new QWidget;
    markAsControl(controls);
    // One row that wraps where the width ends.
    auto* row = new FlowLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    addLabelled(row, tr("Image H"), m_imageRows);
    addLabelled(row, tr("W"), m_imageCols);
    addLabelled(row, tr("Video frames"), m_frames);
    addLabelled(row, tr("Video t ids"), m_videoTime);
    addLabelled(row, tr("Show"), m_layouts);
    addLabelled(row, tr("Patch row"), m_patchRow);
    addLabelled(row, tr("column"), m_patchCol);
    addLabelled(row, tr("Content"), m_content);
    addLabelled(row, tr("seed"), m_seed);

    for (QSpinBox* box : {m_imageRows, m_imageCols, m_frames, m_patchRow, m_patchCol, m_seed})
        connect(box, &QSpinBox::valueChanged, this, &MropeView::controlsChanged);
    for (QComboBox* box : {m_videoTime, m_content})
        connect(box, &QComboBox::currentIndexChanged, this, &MropeView::controlsChanged);
    connect(m_layouts, &QComboBox::currentIndexChanged, this, [this] { // which maps: the same numbers
        if (m_job->data())
            draw();
    });
    return controls;
}

void MropeView::selectPatch(int row, int col)
{
    const QSignalBlocker blockRow(m_patchRow), blockCol(m_patchCol);
    m_patchRow->setValue(row);
    m_patchCol->setValue(col);
    refreshJobs();
}

const MropeData& MropeView::data() const
{
    static const MropeData none;
    return m_job && m_job->data() ? *m_job->data() : none;
}

void MropeView::controlsChanged()
{
    {
        const QSignalBlocker blockRow(m_patchRow), blockCol(m_patchCol);
        m_patchRow->setMaximum(m_imageRows->value() - 1);
        m_patchCol->setMaximum(m_imageCols->value() - 1);
    }
    m_seed->setEnabled(m_content->currentData().toString() == QLatin1String("random"));
    refreshJobs();
}

void MropeView::draw()
{
    const MropeData& d = *m_job->data();

    const QString shown = m_layouts->currentData().toString();
    const std::array<bool, 2> visible{shown != QLatin1String("interleaved"), shown != QLatin1String("chunked")};
    double low = INFINITY, high = -INFINITY;
    for (size_t l = 0; l < d.layouts.size(); ++l)
        if (visible[l]) {
            low = std::min(low, d.layouts[l].scores.minCoeff());
            high = std::max(high, d.layouts[l].scores.maxCoeff());
        }
    for (size_t l = 0; l < m_maps.size(); ++l)
        m_maps[l]->setData(&d, int(l), low, high);
    for (size_t l = 0; l < m_maps.size(); ++l) // after every map has the new data: showing one lays out all
        m_maps[l]->setVisible(visible[l]);
    m_scale->setRange(low, high);
    m_strip->setData(&d);
    m_pairStrips->setData(&d, visible);
    drawPositions();
    m_tokensText->setText(tokensText());
    m_pairsText->setText(pairsText());
    m_mapTitle->setText(tr("Patch (row %1, column %2) of the image: its score to every patch of the image")
                            .arg(d.selectedRow)
                            .arg(d.selectedCol));
    m_mapText->setText(mapText());
    emit updated();
}

std::vector<View::Section> MropeView::sections()
{
    return {{QStringLiteral("tokens"), m_tokensSection},
            {QStringLiteral("pairs"), m_pairsSection},
            {QStringLiteral("map"), m_mapSection}};
}

QJsonObject MropeView::viewState() const
{
    return {{"imageRows", m_imageRows->value()},
            {"imageCols", m_imageCols->value()},
            {"frames", m_frames->value()},
            {"videoTime", m_videoTime->currentData().toString()},
            {"layouts", m_layouts->currentData().toString()},
            {"patchRow", m_patchRow->value()},
            {"patchCol", m_patchCol->value()},
            {"content", m_content->currentData().toString()},
            {"seed", m_seed->value()}};
}

QString MropeView::stateCaption() const
{
    QStringList parts;
    parts << tr("image %1×%2, video %3 frames (t ids: %4)")
                 .arg(m_imageRows->value())
                 .arg(m_imageCols->value())
                 .arg(m_frames->value())
                 .arg(m_videoTime->currentData().toString() == QLatin1String("seconds") ? tr("Qwen2.5-VL absolute time")
                                                                                        : tr("Qwen2-VL frame index"));
    parts << tr("patch (row %1, column %2)").arg(m_patchRow->value()).arg(m_patchCol->value());
    parts << (m_content->currentData().toString() == QLatin1String("random")
                  ? tr("random q, k (seed %1)").arg(m_seed->value())
                  : tr("q = k = (1, …, 1)"));
    if (const QString shown = m_layouts->currentData().toString(); shown != QLatin1String("both"))
        parts << tr("%1 layout only").arg(m_layouts->currentText());
    return parts.join(QStringLiteral(" · "));
}

void MropeView::applyViewState(const QJsonObject& state)
{
    const QSignalBlocker blocks[] = {
        QSignalBlocker(m_imageRows), QSignalBlocker(m_imageCols), QSignalBlocker(m_frames),
        QSignalBlocker(m_videoTime), QSignalBlocker(m_layouts),   QSignalBlocker(m_patchRow),
        QSignalBlocker(m_patchCol),  QSignalBlocker(m_content),   QSignalBlocker(m_seed)};
    const std::pair<const char*, QSpinBox*> spins[] = {
        {"imageRows", m_imageRows}, {"imageCols", m_imageCols}, {"frames", m_frames}, {"seed", m_seed}};
    for (const auto& [key, box] : spins)
        if (state.contains(QLatin1String(key)))
            box->setValue(state.value(QLatin1String(key)).toInt());
    m_patchRow->setMaximum(m_imageRows->value() - 1);
    m_patchCol->setMaximum(m_imageCols->value() - 1);
    if (state.contains(QLatin1String("patchRow")))
        m_patchRow->setValue(state.value(QLatin1String("patchRow")).toInt());
    if (state.contains(QLatin1String("patchCol")))
        m_patchCol->setValue(state.value(QLatin1String("patchCol")).toInt());
    const std::pair<const char*, QComboBox*> combos[] = {
        {"videoTime", m_videoTime}, {"layouts", m_layouts}, {"content", m_content}};
    for (const auto& [key, box] : combos)
        if (const int i = box->findData(state.value(QLatin1String(key)).toString()); i >= 0)
            box->setCurrentIndex(i);
    controlsChanged();
}

QJsonObject MropeView::facts() const
{
    const MropeData& d = data();
    const core::MropeIndex& index = d.index;
    QJsonObject f{{"tokens", int(index.thw.rows())},
                  {"largest", index.largest},
                  {"ropeDeltas", index.ropeDeltas},
                  {"next", core::mropeDecodePosition(index, index.thw.rows())}};
    QStringList thw;
    for (Eigen::Index r = 0; r < index.thw.rows(); ++r)
        thw << QStringLiteral("%1,%2,%3").arg(index.thw(r, 0)).arg(index.thw(r, 1)).arg(index.thw(r, 2));
    f.insert(QStringLiteral("thw"), thw.join(QLatin1Char(';')));
    const int row = d.selectedRow, col = d.selectedCol;
    for (size_t l = 0; l < d.layouts.size(); ++l) {
        const MropeLayoutData& data = d.layouts[l];
        const QString key = QLatin1String(mropeLayoutChoices()[l].key) + QLatin1Char('.');
        QString axes;
        for (int a : data.pairAxis)
            axes += QString::number(a);
        f.insert(key + QStringLiteral("axes"), axes);
        for (int a = 0; a < 3; ++a) {
            const QString axis = key + QLatin1String(kAxisKeys[a]) + QLatin1Char('.');
            f.insert(axis + QStringLiteral("pairs"), data.shares[size_t(a)].pairs);
            f.insert(axis + QStringLiteral("fastest"), data.shares[size_t(a)].fastest);
            f.insert(axis + QStringLiteral("slowest"), data.shares[size_t(a)].slowest);
        }
        f.insert(key + QStringLiteral("textAngleGap"), data.textAngleGap);
        f.insert(key + QStringLiteral("imageAngleGap"), data.imageAngleGap);
        const double self = data.scores(row, col);
        f.insert(key + QStringLiteral("self"), self);
        // The neighbour to the right (or left at the last column), below (or above at the last row).
        if (data.scores.cols() > 1)
            f.insert(key + QStringLiteral("wStep"),
                     std::abs(self - data.scores(row, col + 1 < data.scores.cols() ? col + 1 : col - 1)));
        if (data.scores.rows() > 1)
            f.insert(key + QStringLiteral("hStep"),
                     std::abs(self - data.scores(row + 1 < data.scores.rows() ? row + 1 : row - 1, col)));
    }
    return f;
}

} // namespace rope::ui
