#pragma once
// The d components of one head as a strip, twice: interleaved on top (arcs join 2i and 2i+1),
// half-split below (arcs join i and i + d/2), arcs coloured by the pair's frequency. The boxes,
// labelled with their interleaved index, travel from one layout to the other: the permutation P.

#include <QElapsedTimer>
#include <QPixmap>
#include <QTimer>
#include <QWidget>

class QPainter;

namespace rope::ui {

class PairingDiagram : public QWidget {
    Q_OBJECT
public:
    explicit PairingDiagram(QWidget* parent = nullptr);

    void setDims(int dims);
    int dims() const { return m_dims; }
    /// 0 = every box in its interleaved slot, 1 = every box in its half-split slot.
    void setProgress(double t);
    double progress() const { return m_t; }
    /// Where box c (interleaved index) sits at progress t, in widget coordinates (its centre).
    QPointF boxCentre(int component, double t) const;
    QSize sizeHint() const override;

    /// Paints the diagram into any painter (exports, tests).
    void paint(QPainter& painter, QRectF area) const;

public slots:
    /// Animates to the other layout (eased), or back.
    void animate();

signals:
    void progressChanged(double t);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    double slotX(int slot, QRectF area) const;
    double boxSide(QRectF area) const;
    double topRowY(QRectF area) const; ///< the interleaved strip's centre
    double bottomRowY(QRectF area) const; ///< the half-split strip's centre
    QFont diagramFont() const;
    /// The room the text takes: left of the strips for their names, under them for the note.
    struct TextRoom {
        double labels = 86;
        double note = 20;
    };
    const TextRoom& textRoom(double width) const;
    double labelRoom() const; ///< left of the strips, for their names
    double noteHeight(QRectF area) const; ///< the wrapped note under the drawing

    int m_dims = 8;
    double m_t = 0;
    double m_from = 0, m_to = 1;
    QTimer m_timer;
    QElapsedTimer m_clock;
    /// The diagram as last painted: a window repaint (a tab switch, a neighbour's replot) blits it
    /// instead of drawing ~10 ms of antialiased arcs again. Null when out of date.
    QPixmap m_painted;
    mutable TextRoom m_textRoom; ///< for m_textRoomWidth at m_textRoomScale
    mutable double m_textRoomWidth = -1;
    mutable double m_textRoomScale = 0;
};

} // namespace rope::ui
