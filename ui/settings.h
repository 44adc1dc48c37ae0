#pragma once
// Every QSettings key of the app lives here.

#include "ui/appparams.h"

#include <QByteArray>
#include <QSettings>

#include <optional>

namespace rope::ui {

class Settings {
public:
    Settings();

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);
    int currentView() const;
    void setCurrentView(int index);
    /// The parameters of the last session, if any were saved and still valid.
    std::optional<AppParams> lastParams() const;
    void setLastParams(const AppParams& params);

private:
    QSettings m_settings;
};

} // namespace rope::ui
