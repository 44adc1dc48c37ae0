// The pipeline view: one attention head as a flow of matrices, and the question of V.
#include "ui/views/pipelineview.h"

#include "ui/widgets/pipelinediagram.h"
#include "ui/widgets/style.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rope::ui {

using namespace rope::model;

PipelineView::PipelineView(QWidget* parent) :
    View(parent), m_pipelineSection(new QWidget), m_valuesSection(new QWidget), m_diagram(new PipelineDiagram),
    m_rotateV(new QCheckBox(tr("Rotate V too"))), m_shift(new QSpinBox), m_counts(style::captionLabel({})),
    m_shiftReadout(style::captionLabel({})),
    m_job(addJob<PipelineRequest, PipelineData>(
        [this]() -> std::optional<PipelineRequest> {
            if (!results())
                return std::nullopt;
            return PipelineRequest{
                {results(), ResultsInput::Reads::Everything}, m_rotateV->isChecked(), m_shift->value()};
        },
        computePipeline, [this](const PipelineData& data) { draw(data); }))
{
    auto* pipeline = new QVBoxLayout(m_pipelineSection);
    pipeline->setContentsMargins(0, 0, 0, 0);
    pipeline->addWidget(style::captionLabel(tr("Where does RoPE act?"), style::titleFont()));
    pipeline->addWidget(style::captionLabel(
        tr("One attention head, left to right. The projections make q, k and v from the tokens; R<sub>m</sub> "
           "then turns the d features of the query at m (pair i by m·θ<sub>i</sub>) and R<sub>n</sub> those of "
           "the key at n. Only after that are the N × N scores formed, masked and normalised. The rotation is a "
           "d × d matrix acting on one token at a time: it never meets the N × N matrix, and nothing is "
           "multiplied into the scores element by element. Colours: blue negative, red positive, grey masked; the "
           "weights A are never negative and run from "
           "dark purple (0) to yellow (the largest).")));
    pipeline->addWidget(m_diagram);
    pipeline->addWidget(m_counts);

    auto* values = new QVBoxLayout(m_valuesSection);
    values->setContentsMargins(0, 8, 0, 0);
    auto* heading = style::captionLabel(tr("Why is V not rotated?"), style::titleFont());
    values->addWidget(heading);
    values->addWidget(style::captionLabel(
        tr("The weights A already depend on the positions through m − n only. Shift the whole sequence by s "
           "positions and they do not change, so neither does the output A·V. Rotate V too and the values "
           "carry absolute positions: the same sequence, shifted, gives a different output.")));
    auto* controls = new QWidget;
    auto* controlRow = new QHBoxLayout(controls);
    controlRow->setContentsMargins(0, 0, 0, 0);
    m_rotateV->setToolTip(tr("Send v through R_n as well (what RoPE does not do), and see the shift test fail"));
    m_shift->setRange(1, 1000000);
    m_shift->setValue(100);
    m_shift->setKeyboardTracking(false);
    m_shift->setToolTip(tr("How many positions the whole sequence moves in the shift test"));
    controlRow->addWidget(m_rotateV);
    controlRow->addSpacing(16);
    controlRow->addWidget(new QLabel(tr("shift s")));
    controlRow->addWidget(m_shift);
    controlRow->addStretch(1);
    markAsControl(controls);
    values->addWidget(controls);
    values->addWidget(m_shiftReadout);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(m_pipelineSection);
    layout->addWidget(m_valuesSection);
    layout->addStretch(1);
    setScrollingContent(content, true); // wrapped text: a bar that came and went would oscillate

    connect(m_rotateV, &QCheckBox::toggled, this, &PipelineView::refreshJobs);
    connect(m_shift, &QSpinBox::valueChanged, this, &PipelineView::refreshJobs);
}

void PipelineView::draw(const PipelineData& d)
{
    const AppParams& p = d.request.results->params;
    m_diagram->setData(m_job->data());
    m_counts->setText(tr("Drawn: the first %1 tokens (query at m = %2, key at n = %3). For all N = %4 tokens the "
                         "head computes <b>N² = %5</b> query–key scores, each a d = %6 dot product, and RoPE adds "
                         "%8N = %7 rotations of d numbers. Attention stays O(N²·d): RoPE does not make it linear.")
                          .arg(d.tokens)
                          .arg(d.position)
                          .arg(d.keyPosition)
                          .arg(p.seqLen)
                          .arg(d.fullScores)
                          .arg(p.rope.headDim)
                          .arg(d.fullRotations)
                          .arg(d.request.rotateV ? 3 : 2));
    const QString plain = formatNumber(d.shiftDifferencePlain, 3), rotated = formatNumber(d.shiftDifferenceRotated, 3);
    m_shiftReadout->setText(
        tr("Shift every position by s = %1: max |O(shifted) − O| = %2 with V as it is (the weights see m − n only), "
           "%3 with V rotated too (absolute positions leak into the values).")
            .arg(d.request.shift)
            .arg(d.request.rotateV ? plain : QStringLiteral("<b>%1</b>").arg(plain),
                 d.request.rotateV ? QStringLiteral("<b>%1</b>").arg(rotated) : rotated));
    emit updated();
}

std::vector<View::Section> PipelineView::sections()
{
    return {{QStringLiteral("pipeline"), m_pipelineSection}, {QStringLiteral("values"), m_valuesSection}};
}

QJsonObject PipelineView::viewState() const
{
    return {{"rotateV", m_rotateV->isChecked()}, {"shift", m_shift->value()}};
}

QString PipelineView::stateCaption() const
{
    return m_rotateV->isChecked() ? tr("V rotated too, shift s = %1").arg(m_shift->value())
                                  : tr("shift s = %1").arg(m_shift->value());
}

void PipelineView::applyViewState(const QJsonObject& state)
{
    if (state.value("rotateV").isBool())
        m_rotateV->setChecked(state.value("rotateV").toBool());
    if (state.value("shift").isDouble())
        m_shift->setValue(state.value("shift").toInt());
}

QJsonObject PipelineView::facts() const
{
    if (!m_job->data())
        return {};
    return {{"shift.plain", m_job->data()->shiftDifferencePlain},
            {"shift.rotated", m_job->data()->shiftDifferenceRotated},
            {"shift.shown", m_job->data()->shiftDifference},
            {"scores", double(m_job->data()->fullScores)},
            {"rotation.orthogonality", m_job->data()->rotationOrthogonality},
            {"rotation.rows", double(m_job->data()->rotation.rows())},
            {"rotation.cols", double(m_job->data()->rotation.cols())}};
}

QString PipelineView::countText() const { return m_counts->text(); }

QString PipelineView::shiftText() const { return m_shiftReadout->text(); }

} // namespace rope::ui
