// The frequency view's sections, state string, caption line and facts: what a figure, a session
// and the tests read of it.
#include "ui/views/frequencyview.h"

#include "core/rotation.h"
#include "ui/model/names.h"
#include "ui/model/numberformat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonArray>

#include <cmath>

namespace rope::ui {

using namespace rope::model;

std::vector<View::Section> FrequencyView::sections()
{
    return {{QStringLiteral("spectrum"), m_spectrumSection}, {QStringLiteral("angle-table"), m_tableSection}};
}

QJsonObject FrequencyView::viewState() const
{
    QJsonArray bases;
    for (QDoubleSpinBox* box : m_baseValues)
        bases.append(box->value());
    static const char* values[] = {"cos", "sin", "angle"};
    const int layout = m_layout->currentData().toInt();
    return {{"bases", m_bases->isChecked()},
            {"baseValues", bases},
            {"table", QLatin1String(values[m_value->currentIndex()])},
            {"layout", layout < 0 ? QStringLiteral("current") : nameKey(core::Pairing(layout))}};
}

QString FrequencyView::stateCaption() const
{
    QStringList parts;
    if (m_bases->isChecked()) {
        QStringList bases;
        for (QDoubleSpinBox* box : m_baseValues)
            bases << formatNumber(box->value(), 8);
        parts << tr("bases compared: %1").arg(bases.join(QStringLiteral(", ")));
    }
    parts << tr("table: %1").arg(viewState().value(QLatin1String("table")).toString());
    if (const int layout = m_layout->currentData().toInt(); layout >= 0)
        parts << tr("per-dimension table laid out %1").arg(nameLabel(core::Pairing(layout)));
    return parts.join(QStringLiteral(" · "));
}

void FrequencyView::applyViewState(const QJsonObject& state)
{
    if (state.value("bases").isBool())
        m_bases->setChecked(state.value("bases").toBool());
    const QJsonArray bases = state.value("baseValues").toArray();
    for (int i = 0; i < std::min<int>(3, int(bases.size())); ++i)
        if (bases[i].isDouble())
            m_baseValues[size_t(i)]->setValue(bases[i].toDouble());
    static const char* values[] = {"cos", "sin", "angle"};
    for (int i = 0; i < 3; ++i)
        if (state.value("table").toString() == QLatin1String(values[i]))
            m_value->setCurrentIndex(i);
    const QString layout = state.value("layout").toString();
    if (layout == QLatin1String("current"))
        m_layout->setCurrentIndex(0);
    else if (const auto pairing = fromNameKey<core::Pairing>(layout))
        m_layout->setCurrentIndex(m_layout->findData(int(*pairing)));
}

QJsonObject FrequencyView::facts() const
{
    if (!results() || !m_job->data())
        return {};
    const Eigen::VectorXd& theta = results()->freqs.invFreq;
    const double n = results()->params.seqLen;
    int turning = 0;
    for (Eigen::Index i = 0; i < theta.size(); ++i)
        turning += 2 * M_PI / theta[i] <= n ? 1 : 0;
    const double context = results()->params.rope.scaling.originalContext();
    const int partial =
        context > 0 ? int((core::wavelengths(results()->freqs.baseInvFreq).array() > context).count()) : 0;
    return {{"theta0", theta[0]},
            {"pairsBeyondTrainingLength", partial},
            {"thetaLast", theta[theta.size() - 1]},
            {"wavelengthLast", 2 * M_PI / theta[theta.size() - 1]},
            {"pairsTurningWithinN", turning},
            {"basesShown", int(m_job->data()->baseWavelengths.size())}};
}

} // namespace rope::ui
