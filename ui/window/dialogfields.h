#pragma once
// Pieces the File menu's dialogs share: the inline error line and form labels.

#include <QLabel>

namespace rope::ui::dialogfields {

/// A bold red line under a form, hidden until there is something to say.
inline QLabel* errorLabel()
{
    auto* label = new QLabel;
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setStyleSheet(QStringLiteral("color: #B00040; font-weight: bold;"));
    label->hide();
    return label;
}

// A form label whose mnemonic (&F) focuses `buddy`: needed where the row's field is a layout.
inline QLabel* buddyLabel(const QString& text, QWidget* buddy)
{
    auto* label = new QLabel(text);
    label->setBuddy(buddy);
    return label;
}

inline void showError(QLabel* label, const QString& message)
{
    label->setText(message);
    label->setVisible(!message.isEmpty());
}

} // namespace rope::ui::dialogfields
