#pragma once
// A table of short texts as a grid of labels: a header row, then per row a colour swatch, its cells
// and, beneath them in full width, a note. A rich-text <table> in one QLabel is laid out whole for
// every width a layout asks about: its size hint alone took 20 ms when the PE families view was
// first shown at N = 8192, most of the view's 47 ms tab-switch stall. Here each cell is laid out
// on its own, as plain text.

#include <QColor>
#include <QStringList>
#include <QWidget>

#include <vector>

class QGridLayout;
class QLabel;

namespace rope::ui {

class TextTable : public QWidget {
    Q_OBJECT
public:
    struct Row {
        QColor swatch; ///< a ■ before the first cell; invalid: none
        QStringList cells; ///< the first one in bold: the row's name
        QString note; ///< under the cells, full width; empty: none
    };

    explicit TextTable(QWidget* parent = nullptr);
    /// Replaces the table. Cells are plain text; the labels are kept while the shape stays, so that
    /// new numbers under a slider only change texts.
    void setTable(const QStringList& header, const std::vector<Row>& rows);
    /// Every text, a line per header, row and note, cells separated by tabs: what a test or a copy
    /// reads.
    QString text() const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QLabel* cellLabel(bool bold);

    QGridLayout* m_grid;
    std::vector<QLabel*> m_header;
    struct RowLabels {
        QLabel* swatch;
        std::vector<QLabel*> cells;
        QLabel* note;
    };
    std::vector<RowLabels> m_rows;
};

} // namespace rope::ui
