#pragma once
// Sessions: every parameter and view choice as a versioned JSON file, and the same as a short
// state string ("rope1.…") that fits in a chat message.

#include "ui/model/appparams.h"

#include <QString>

#include <optional>

namespace rope::ui {

struct Session {
    static constexpr int kVersion = 1;
    AppParams params;
    QString view = QStringLiteral("clocks"); ///< one of MainWindow::viewNames()
    int selectedPair = 0;

    bool operator==(const Session&) const = default;
};

QJsonObject sessionToJson(const Session& session);
/// Malformed input: nullopt and one sentence in *error.
std::optional<Session> sessionFromJson(const QByteArray& json, QString* error);

/// Writes atomically; returns an empty string or the error.
QString saveSession(const QString& path, const Session& session);
std::optional<Session> loadSession(const QString& path, QString* error);

QString stateString(const Session& session);
std::optional<Session> sessionFromStateString(const QString& text, QString* error);

} // namespace rope::ui
