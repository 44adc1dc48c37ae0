#pragma once
// "Where do RoPE's sin and cos come from?" (《重读 Transformer 升级之路（2）》 §3, §8; cheat sheet q1,
// q4, q6). One table of angles m·θᵢ; for the selected pair at the query position m, the sinusoidal
// encoding adds p = [sin mθᵢ, cos mθᵢ] to the content and changes its length, while RoPE puts the
// same sin and cos into R(mθᵢ) and turns the query, keeping its length. Why pairs: a plane is the
// smallest space where a rotation by any angle keeps length.
//
// Facts: length.content, length.added, length.rotated (whole vectors), angle, sin, cos, pair.

#include "ui/model/viewdata/sincosdata.h"
#include "ui/views/view.h"

class QLabel;

namespace rope::model {
class PairSelection;
} // namespace rope::model

namespace rope::ui {

using namespace rope::model;

class MapPlot;
class VectorPlane;

class SinCosView : public View {
    Q_OBJECT
public:
    explicit SinCosView(PairSelection* selection, QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QJsonObject facts() const override;

    MapPlot* angleTable() const { return m_table; }
    VectorPlane* addedPlane() const { return m_added; }
    VectorPlane* rotatedPlane() const { return m_rotated; }
    QString readout() const;

private:
    void draw(const SinCosData& data);

    PairSelection* m_selection;
    QWidget* m_anglesSection;
    QWidget* m_usesSection;
    MapPlot* m_table;
    VectorPlane* m_added;
    VectorPlane* m_rotated;
    QLabel* m_numbers;
    QLabel* m_readout;
    ViewJob<SinCosRequest, SinCosData>* m_job;
};

} // namespace rope::ui
