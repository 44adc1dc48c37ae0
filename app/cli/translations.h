#pragma once
// The interface language: English, or Simplified Chinese (zh_CN) from the embedded translations.

#include <QString>

class QCoreApplication;

namespace rope::app {

/// Installs the translators for `language` ("en", "zh_CN"; empty or "system": the environment's
/// locale), replacing any installed before (so `export --all --lang en,zh_CN` can switch). The
/// window passes its saved choice; the command line never reads settings, so a user's window
/// language cannot change what a script gets. Returns the language used.
QString installTranslations(QCoreApplication& app, const QString& language);

} // namespace rope::app
