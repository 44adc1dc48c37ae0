#pragma once
// "How does a relative rotation change a match?" The articles' 2-D toy (seed 000 §4.2): one pair,
// θ = π/2, q = [1, 0]; the four experiments A1, A2, B1, B2 at a click, with the score from core.

#include "ui/model/results.h"
#include "ui/views/view.h"

#include <QWidget>

#include <array>
#include <memory>

class QLabel;
class QPushButton;
class QTableWidget;

namespace rope::ui {

class ValueSlider;

/// The large clock.
class ToyClock : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;
    void setResults(std::shared_ptr<const Results> results);
    QSize sizeHint() const override { return {360, 360}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::shared_ptr<const Results> m_results;
};

class ToyView : public View {
    Q_OBJECT
public:
    explicit ToyView(QWidget* parent = nullptr);

    void setResults(std::shared_ptr<const Results> results) override;
    /// The score shown (core's q̃_m·k̃_n), NaN before any results.
    double score() const;
    QPushButton* experimentButton(int index) const { return m_buttons[size_t(index)]; }
    ValueSlider* thetaControl() const { return m_theta; }

    struct Experiment {
        const char* name;
        double k0, k1; ///< the key; the query is [1, 0]
        double delta;
        double score; ///< the seed's table
    };
    static const std::array<Experiment, 4>& experiments();
    /// Parameters of experiment i, starting from `base` (keeps N, mask and the rest).
    static AppParams experimentParams(int index, const AppParams& base);

private:
    std::shared_ptr<const Results> m_results;
    ToyClock* m_clock;
    QLabel* m_score;
    QLabel* m_state;
    QTableWidget* m_table;
    ValueSlider* m_theta;
    std::array<QPushButton*, 4> m_buttons{};
};

} // namespace rope::ui
