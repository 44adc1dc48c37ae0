#pragma once
// A row that wraps instead of widening its window: items stand side by side while the width allows
// and continue on the next line when it does not, so no view needs a sideways scroll bar.
// Two kinds of row:
//   Flow     controls at their natural width, wrapped like words (a row of buttons and boxes);
//   Columns  panels of equal width, as many columns as fit (each at least its minimum width), so
//            three plots stand in a row on a wide window and under each other on a narrow one.
// Its height follows its width (heightForWidth), as for wrapped text.

#include <QLayout>

#include <initializer_list>

#include <vector>

namespace rope::ui {

class FlowLayout : public QLayout {
public:
    enum class Mode { Flow, Columns };

    explicit FlowLayout(QWidget* parent = nullptr, Mode mode = Mode::Flow);
    explicit FlowLayout(Mode mode) : FlowLayout(nullptr, mode) { }
    ~FlowLayout() override;

    /// Columns: the narrowest a column may be (and never narrower than the widest item's minimum).
    void setMinimumColumnWidth(int width) { m_minimumColumn = width; }
    /// Columns: at most this many (0: as many as there are items).
    void setMaximumColumns(int columns) { m_maximumColumns = columns; }
    /// Columns: the last item takes the rest of its row, a readout beside the last panel or under
    /// the row when it starts a row of its own.
    void setLastFillsRow(bool fills) { m_lastFillsRow = fills; }
    /// How many columns the items take at this width (Columns), for tests and for views that
    /// place a caption beside the last row.
    int columnsFor(int width) const;

    void addItem(QLayoutItem* item) override;
    int count() const override { return int(m_items.size()); }
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    int place(const QRect& rect, bool apply) const;
    int columnWidth() const;

    std::vector<QLayoutItem*> m_items;
    Mode m_mode;
    int m_minimumColumn = 0;
    int m_maximumColumns = 0;
    bool m_lastFillsRow = false;
};

/// A panel for a Columns row: the widgets under each other (a caption over its plot), `level`
/// (the last when null) taking the height to spare. In a row of such panels the level widgets
/// (the maps) start level, however many lines the captions over them take.
QWidget* stackedPanel(std::initializer_list<QWidget*> widgets, QWidget* level = nullptr);

/// A control with its label before it (the label its buddy), as one item of a Flow row, so that
/// a wrapped row never parts a label from its control.
QWidget* labelledControl(const QString& text, QWidget* control);

} // namespace rope::ui
