#pragma once
// One line of text that never asks for more width than it is given: it is cut with "…" instead,
// and the whole text is its tooltip. Used for messages beside a field, which must not move the
// controls around them when they appear.

#include <QWidget>

namespace rope::ui {

class ElidedLabel : public QWidget {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    QString text() const { return m_text; }
    void setText(const QString& text);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_text;
};

} // namespace rope::ui
