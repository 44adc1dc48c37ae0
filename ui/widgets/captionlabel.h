#pragma once
// A caption (wrapped rich text) that remembers its height for a width. A layout pass asks a
// wrapped label's heightForWidth several times, and for rich text each answer lays the whole
// document out again: at N = 8192 showing the PE families view spent 14 % of its 80 ms stall in
// QLabel::heightForWidth. The answers are QLabel's own, kept until the text or its form changes.

#include <QFont>
#include <QHash>
#include <QLabel>
#include <QMargins>

namespace rope::ui {

class CaptionLabel : public QLabel {
public:
    explicit CaptionLabel(const QString& text = {}, QWidget* parent = nullptr) : QLabel(text, parent) { }
    explicit CaptionLabel(QWidget* parent) : QLabel(parent) { }
    int heightForWidth(int width) const override;

protected:
    /// Font, style, language, …: any change forgets the heights; so does another screen (its DPI).
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    /// What QLabel's answer depends on besides the width.
    struct Form {
        QString text;
        QFont font;
        Qt::TextFormat format = Qt::AutoText;
        bool wrap = false;
        int margin = 0, indent = 0;
        QMargins contents;
        bool operator==(const Form&) const = default;
    };
    Form form() const;
    mutable Form m_form;
    mutable QHash<int, int> m_heights;
};

} // namespace rope::ui
