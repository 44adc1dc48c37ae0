// Nine position encodings on one content and one set of axes.
#include "ui/views/pefamiliesview.h"

#include "ui/model/messages.h"
#include "ui/model/numberformat.h"
#include "ui/widgets/colorbar.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"
#include "ui/widgets/texttable.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rope::ui {

using namespace rope::model;

QColor peFamilyColour(PeFamily family); // pefamiliestext.cpp
Qt::PenStyle peFamilyLine(PeFamily family);

namespace {

QSpinBox* spin(int low, int high, int value)
{
    auto* box = new QSpinBox;
    box->setRange(low, high);
    box->setValue(value);
    return box;
}

QDoubleSpinBox* doubleSpin(double low, double high, double value, double step, int decimals)
{
    auto* box = new QDoubleSpinBox;
    box->setRange(low, high);
    box->setDecimals(decimals);
    box->setSingleStep(step);
    box->setValue(value);
    return box;
}

} // namespace

PeFamiliesView::PeFamiliesView(QWidget* parent) :
    View(parent), m_length(spin(8, 512, 64)), m_train(spin(2, 2048, 48)), m_headDim(new QComboBox),
    m_content(new QComboBox), m_seed(spin(1, 99, 1)), m_mask(new QComboBox), m_buckets(spin(4, 128, 32)),
    m_maxDistance(spin(2, 4096, 32)), m_heads(spin(1, 64, 8)), m_head(spin(0, 7, 3)),
    m_r1(doubleSpin(0.01, 10, 1, 0.1, 2)), m_r2(doubleSpin(0.01, 10, 0.5, 0.1, 2)),
    m_xposBase(doubleSpin(1, 4096, 64, 16, 0)), m_p(doubleSpin(0.05, 1, 0.75, 0.05, 2)),
    m_openTable(new QPushButton(tr("Open table…"))), m_seededTable(new QPushButton(tr("Seeded table"))),
    m_status(style::captionLabel()), m_curveSection(new QWidget), m_curve(new QCustomPlot),
    m_curveText(style::captionLabel()), m_mapSection(new QWidget), m_mapGrid(new QWidget), m_bar(new ColorBar),
    m_readoutSection(new QWidget), m_readouts(new TextTable), m_readoutNote(style::captionLabel()),
    m_job(addJob<PeFamiliesSettings, PeFamiliesData>([this] { return std::optional<PeFamiliesSettings>(settings()); },
                                                     computePeFamilies,
                                                     [this](const PeFamiliesData& data) { draw(data); }))
{
    auto* title = new QLabel(tr("Position encodings side by side: which depend on m − n only?"));
    title->setFont(style::titleFont());
    title->setWordWrap(true);
    auto* intro = style::captionLabel(
        tr("Nine ways to tell attention where tokens are, on the same content: one query vector q and one key "
           "vector k stand at every position, so whatever changes across a map is the encoding's doing. "
           "<b>Added</b> encodings (learned, sinusoidal) change q and k by their absolute positions; <b>biases</b> "
           "(T5, ALiBi, KERPLE) add b(m − n) to each logit; <b>rotations</b> (RoPE, p-RoPE, xPos) turn q and k so "
           "that only m − n survives in q̃·k̃. NoPE adds nothing. Each family's logits go through the same "
           "attention code."));

    auto* curveLayout = new QVBoxLayout(m_curveSection);
    curveLayout->setContentsMargins(0, 0, 0, 0);
    auto* curveTitle = style::captionLabel(tr("<b>The logit against Δ = m − n</b>: a line where every diagonal holds "
                                              "one value, a band where it holds several"));
    curveLayout->addWidget(curveTitle);
    m_curve->setMinimumHeight(300);
    growWithView(m_curve, [](QSize view) { return std::max(300, view.height() / 2); });
    curveLayout->addWidget(m_curve);
    curveLayout->addWidget(m_curveText);

    auto* mapLayout = new QVBoxLayout(m_mapSection);
    mapLayout->setContentsMargins(0, 0, 0, 0);
    mapLayout->addWidget(style::captionLabel(tr("<b>The N × N logits</b> (query m down, key n across), one colour "
                                                "scale; grey: masked, or no position vector")));
    auto* row = new QHBoxLayout;
    row->addWidget(m_mapGrid, 1);
    auto* barColumn = new QVBoxLayout; // the bar from the first row's cells to the last row's (fitBar)
    barColumn->setContentsMargins(0, 0, 0, 0);
    barColumn->setSpacing(0); // the space above is measured to the pixel
    m_barSpace = new QWidget;
    m_barSpace->setFixedHeight(0);
    barColumn->addWidget(m_barSpace);
    barColumn->addWidget(m_bar);
    barColumn->addStretch(1);
    row->addLayout(barColumn);
    mapLayout->addLayout(row);
    // Rows of maps come and go with the width: the bar is fitted again whenever the grid is laid out.
    m_mapGrid->installEventFilter(this);
    auto* grid = new FlowLayout(m_mapGrid, FlowLayout::Mode::Columns);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setMinimumColumnWidth(250);
    grid->setMaximumColumns(3);

    auto* readoutLayout = new QVBoxLayout(m_readoutSection);
    readoutLayout->setContentsMargins(0, 0, 0, 0);
    readoutLayout->addWidget(m_readouts);
    readoutLayout->addWidget(m_readoutNote);
    m_readoutNote->setText(
        tr("Near − far: the mean logit over |Δ| ≤ N/8 minus that over |Δ| ≥ N/2. Extra numbers: what the "
           "encoding holds for N positions besides q and k (a table, cos and sin, a bias per head and cell, "
           "as the reference code builds it). Learned numbers are added to the model; ALiBi's slopes are "
           "fixed."));

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(title);
    layout->addWidget(intro);
    layout->addWidget(buildControls());
    layout->addWidget(m_status);
    layout->addWidget(m_curveSection);
    layout->addWidget(m_mapSection);
    layout->addWidget(m_readoutSection);
    layout->addStretch(1);
    setScrollingContent(content, true);
}

QWidget* PeFamiliesView::buildControls()
{
    auto* controls = new QWidget;
    markAsControl(controls);
    auto* column = new QVBoxLayout(controls);
    column->setContentsMargins(0, 0, 0, 0);
    auto* families = new FlowLayout;
    const QString tips[kPeFamilyCount] = {
        tr("No position encoding: q·k/√d alone"),
        tr("A learned vector per position added to q and k (GPT-2's wpe)"),
        tr("Vectors of sin mθ_i and cos mθ_i added to q and k (the original Transformer)"),
        tr("A learned bias per bucket of m − n added to the logits (T5)"),
        tr("−slope·|m − n| added to the logits (BLOOM, MPT)"),
        tr("−r₁·ln(1 + r₂·|m − n|) added to the logits"),
        tr("RoPE with a decay ζ_i^(Δ/B) per pair"),
        tr("RoPE on the fastest share p of the pairs; the others do not turn"),
        tr("q and k rotated by their positions"),
    };
    for (int i = 0; i < kPeFamilyCount; ++i) {
        auto* box = new QCheckBox(peFamilyName(PeFamily(i)));
        box->setToolTip(tips[i]);
        box->setChecked(true);
        m_family[size_t(i)] = box;
        families->addWidget(box);
        connect(box, &QCheckBox::toggled, this, &PeFamiliesView::refreshJobs);
    }
    column->addLayout(families);
    auto* row = new FlowLayout;
    column->addLayout(row);
    const auto labelled = [row](const QString& text, QWidget* control, const QString& tip) {
        control->setToolTip(tip);
        row->addWidget(labelledControl(text, control));
    };
    labelled(tr("N"), m_length, tr("Positions shown, 0 … N − 1"));
    labelled(tr("training length L"), m_train,
             tr("The learned table's rows: positions from L on have no vector. The curve marks Δ = L."));
    for (int d : {16, 32, 64, 128})
        m_headDim->addItem(QString::number(d), d);
    m_headDim->setCurrentIndex(1);
    labelled(tr("d"), m_headDim, tr("The head dimension of the lab (a checkpoint's table brings its own width)"));
    m_content->addItem(tr("q = k"), true);
    m_content->addItem(tr("independent"), false);
    labelled(tr("content"), m_content,
             tr("q = k: the same vector as query and key, so RoPE's score peaks at Δ = 0; independent: two "
                "random vectors. Either way the same at every position."));
    labelled(tr("seed"), m_seed, tr("Seed of the content and of the learned and T5 tables"));
    m_mask->addItem(tr("none"), false);
    m_mask->addItem(tr("causal"), true);
    labelled(tr("mask"), m_mask, tr("Causal: key n visible to query m only when n ≤ m (T5's decoder buckets)"));
    labelled(tr("T5 buckets"), m_buckets, tr("relative_attention_num_buckets (T5: 32)"));
    labelled(tr("max distance"), m_maxDistance,
             tr("relative_attention_max_distance (T5: 128): every |Δ| from here on shares the last bucket"));
    labelled(tr("heads H"), m_heads, tr("Heads of the bias families: ALiBi's slopes are 2^(−8h/H)"));
    labelled(tr("head h"), m_head, tr("The head drawn, from 0: ALiBi's slope 2^(−8(h+1)/H)"));
    labelled(tr("KERPLE r₁"), m_r1, tr("b(Δ) = −r₁·ln(1 + r₂·|Δ|)"));
    labelled(tr("r₂"), m_r2, tr("b(Δ) = −r₁·ln(1 + r₂·|Δ|)"));
    labelled(tr("xPos B"), m_xposBase, tr("xPos's scale base: pair i's term carries ζ_i^(Δ/B) (the paper: 512)"));
    labelled(tr("p-RoPE p"), m_p, tr("The share of the pairs that turn (the fastest); the slowest 1 − p are NoPE"));
    m_openTable->setToolTip(
        tr("Read a checkpoint's learned position table (GPT-2's wpe, OPT's embed_positions) for the learned "
           "family: its rows are L, its width the content's"));
    m_seededTable->setToolTip(tr("Back to a seeded table of L rows"));
    m_seededTable->setEnabled(false);
    row->addWidget(m_openTable);
    row->addWidget(m_seededTable);
    connect(m_openTable, &QPushButton::clicked, this, &PeFamiliesView::chooseTable);
    connect(m_seededTable, &QPushButton::clicked, this, [this] { openTable({}); });
    for (QSpinBox* box : {m_length, m_train, m_seed, m_buckets, m_maxDistance, m_head})
        connect(box, &QSpinBox::valueChanged, this, &PeFamiliesView::refreshJobs);
    connect(m_heads, &QSpinBox::valueChanged, this, [this](int heads) {
        m_head->setMaximum(heads - 1);
        refreshJobs();
    });
    for (QDoubleSpinBox* box : {m_r1, m_r2, m_xposBase, m_p})
        connect(box, &QDoubleSpinBox::valueChanged, this, &PeFamiliesView::refreshJobs);
    for (QComboBox* box : {m_headDim, m_content, m_mask})
        connect(box, &QComboBox::currentIndexChanged, this, &PeFamiliesView::refreshJobs);
    return controls;
}

void PeFamiliesView::chooseTable()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a checkpoint's position table"), QString(),
        tr("Safetensors checkpoints (*.safetensors *.safetensors.index.json);;All files (*)"));
    if (!path.isEmpty())
        openTable(path);
}

void PeFamiliesView::openTable(const QString& path)
{
    m_tablePath = path;
    m_seededTable->setEnabled(!path.isEmpty());
    m_train->setEnabled(path.isEmpty());
    m_headDim->setEnabled(path.isEmpty());
    refreshJobs();
}

PeFamiliesSettings PeFamiliesView::settings() const
{
    PeFamiliesSettings s;
    for (int i = 0; i < kPeFamilyCount; ++i)
        if (m_family[size_t(i)]->isChecked())
            s.families.push_back(PeFamily(i));
    s.length = m_length->value();
    s.trainLength = m_train->value();
    s.headDim = m_headDim->currentData().toInt();
    s.sameVector = m_content->currentData().toBool();
    s.seed = m_seed->value();
    s.causal = m_mask->currentData().toBool();
    s.numBuckets = m_buckets->value();
    s.maxDistance = m_maxDistance->value();
    s.heads = m_heads->value();
    s.head = std::min(m_head->value(), s.heads - 1);
    s.r1 = m_r1->value();
    s.r2 = m_r2->value();
    s.xposScaleBase = m_xposBase->value();
    s.pRopeFraction = m_p->value();
    s.tablePath = m_tablePath;
    return s;
}

const PeFamiliesData* PeFamiliesView::data() const { return m_job->data().get(); }

void PeFamiliesView::draw(const PeFamiliesData& data)
{
    if (!data.tableError.isEmpty() || !data.problems.empty()) {
        m_status->setText(!data.tableError.isEmpty() ? tr("The table could not be read: %1").arg(data.tableError)
                                                     : describe(data.problems));
        m_status->show();
        emit updated();
        return;
    }
    QString status;
    if (!data.tableName.isEmpty())
        status = tr("Learned family: <b>%1</b> of %2, %3 positions × %4 (the content takes its width, d = %4).")
                     .arg(data.tableName.toHtmlEscaped(), QFileInfo(data.settings.tablePath).fileName().toHtmlEscaped())
                     .arg(data.trainLength)
                     .arg(data.contentDim);
    if (data.settings.families.empty())
        status = tr("Tick at least one family to compare.");
    m_status->setText(status);
    m_status->setVisible(!status.isEmpty());
    drawCurves(data);
    drawMaps(data);
    showReadouts(data);
    emit updated();
}

bool PeFamiliesView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_mapGrid && (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest))
        QMetaObject::invokeMethod(this, &PeFamiliesView::fitBar, Qt::QueuedConnection); // once the maps have moved
    return View::eventFilter(watched, event);
}

std::vector<View::Section> PeFamiliesView::sections()
{
    return {{QStringLiteral("curve"), m_curveSection},
            {QStringLiteral("maps"), m_mapSection},
            {QStringLiteral("readouts"), m_readoutSection}};
}

QJsonObject PeFamiliesView::viewState() const
{
    const PeFamiliesSettings s = settings();
    QStringList families;
    for (PeFamily f : s.families)
        families << QLatin1String(peFamilyKey(f));
    return {{"families", families.join(QLatin1Char(','))},
            {"length", s.length},
            {"train", s.trainLength},
            {"headDim", s.headDim},
            {"content", s.sameVector ? "same" : "independent"},
            {"seed", s.seed},
            {"mask", s.causal ? "causal" : "none"},
            {"buckets", s.numBuckets},
            {"maxDistance", s.maxDistance},
            {"heads", s.heads},
            {"head", s.head},
            {"r1", s.r1},
            {"r2", s.r2},
            {"xposBase", s.xposScaleBase},
            {"p", s.pRopeFraction},
            {"table", s.tablePath}};
}

void PeFamiliesView::applyViewState(const QJsonObject& state)
{
    if (state.contains("families")) {
        const QStringList keys = state.value("families").toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (int i = 0; i < kPeFamilyCount; ++i) {
            const QSignalBlocker block(m_family[size_t(i)]);
            m_family[size_t(i)]->setChecked(keys.contains(QLatin1String(peFamilyKey(PeFamily(i)))));
        }
    }
    const auto setSpin = [&](QSpinBox* box, const char* key) {
        if (state.value(key).isDouble())
            box->setValue(state.value(key).toInt());
    };
    const auto setDouble = [&](QDoubleSpinBox* box, const char* key) {
        if (state.value(key).isDouble())
            box->setValue(state.value(key).toDouble());
    };
    setSpin(m_length, "length");
    setSpin(m_train, "train");
    if (const int i = m_headDim->findData(state.value("headDim").toInt()); i >= 0)
        m_headDim->setCurrentIndex(i);
    if (state.contains("content"))
        m_content->setCurrentIndex(state.value("content").toString() == QLatin1String("independent") ? 1 : 0);
    setSpin(m_seed, "seed");
    if (state.contains("mask"))
        m_mask->setCurrentIndex(state.value("mask").toString() == QLatin1String("causal") ? 1 : 0);
    setSpin(m_buckets, "buckets");
    setSpin(m_maxDistance, "maxDistance");
    setSpin(m_heads, "heads");
    setSpin(m_head, "head");
    setDouble(m_r1, "r1");
    setDouble(m_r2, "r2");
    setDouble(m_xposBase, "xposBase");
    setDouble(m_p, "p");
    if (state.contains("table") && state.value("table").toString() != m_tablePath)
        openTable(state.value("table").toString());
    refreshJobs();
}

QJsonObject PeFamiliesView::facts() const
{
    const PeFamiliesSettings s = settings();
    QJsonObject facts{{"length", s.length}, {"train", s.trainLength}};
    if (const PeFamiliesData* d = data(); d && d->problems.empty() && d->tableError.isEmpty()) {
        facts.insert("scale", d->scale);
        for (const PeFamilyResult& r : d->results) {
            const QString key = QLatin1String(peFamilyKey(r.family));
            facts.insert(key + QStringLiteral(".spread"), r.spread);
            facts.insert(key + QStringLiteral(".drop"), r.nearMean - r.farMean);
        }
    }
    return facts;
}

} // namespace rope::ui
