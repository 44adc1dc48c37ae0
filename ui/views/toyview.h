#pragma once
// "How does a relative rotation change a match?" The 2-D toy of 《重读 Transformer 升级之路（2）》
// §4.2: one pair, θ = π/2, q = [1, 0]; the four experiments A1, A2, B1, B2 at a click. Two frames
// of the same numbers: the absolute one (R_m q and R_n k, each turned by its own position) and the
// query's (q and R(−Δθ)k, what the article's table lists). The score is the same in both.
//
// Facts: score, length.q, length.rotatedQ, length.k, length.rotatedK, A (q₁k₁ + q₂k₂), B (q₁k₂ − q₂k₁).

#include "ui/model/results.h"
#include "ui/views/view.h"

#include <array>
#include <memory>

class QLabel;
class QPushButton;
class QTableWidget;

namespace rope::ui {

using namespace rope::model;

class ValueSlider;
class VectorPlane;

class ToyView : public View {
    Q_OBJECT
public:
    explicit ToyView(QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QJsonObject facts() const override;

    /// The score shown (core's q̃_m·k̃_n), NaN before any results.
    double score() const;
    QPushButton* experimentButton(int index) const { return m_buttons[size_t(index)]; }
    ValueSlider* thetaControl() const { return m_theta; }
    VectorPlane* absoluteFrame() const { return m_absolute; }
    VectorPlane* queryFrame() const { return m_queryFrame; }
    QString scoreText() const;

    struct Experiment {
        const char* name;
        double k0, k1; ///< the key; the query is [1, 0]
        double delta;
        double score; ///< the article's table
    };
    static const std::array<Experiment, 4>& experiments();
    /// Parameters of experiment i, starting from `base` (keeps N, mask and the rest).
    static AppParams experimentParams(int index, const AppParams& base);

protected:
    void resultsChanged() override;

private:
    void drawFrames();

    QWidget* m_framesSection;
    QWidget* m_tableSection;
    VectorPlane* m_absolute;
    VectorPlane* m_queryFrame;
    QLabel* m_score;
    QLabel* m_terms;
    QLabel* m_state;
    QTableWidget* m_table;
    ValueSlider* m_theta;
    std::array<QPushButton*, 4> m_buttons{};
};

} // namespace rope::ui
