#pragma once
// The interface language: English, or Simplified Chinese (zh_CN) from the embedded translations.

#include <QString>

class QCoreApplication;

namespace rope::app {

/// Installs the translators for `language` ("en", "zh_CN"; empty: the saved choice, else the
/// system locale). Returns the language used.
QString installTranslations(QCoreApplication& app, const QString& language);

} // namespace rope::app
