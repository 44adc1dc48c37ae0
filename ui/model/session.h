#pragma once
// Sessions: every parameter and view choice as a versioned JSON file, and the same as a short
// state string ("rope1.…") that fits in a chat message.

#include "ui/model/appparams.h"
#include "ui/model/expected.h"

#include <QString>

namespace rope::model {

struct Session {
    static constexpr int kVersion = 1;
    AppParams params;
    QString view = QStringLiteral("clocks"); ///< a key of the view registry
    int selectedPair = 0;

    bool operator==(const Session&) const = default;
};

QJsonObject sessionToJson(const Session& session);
/// Parses and validates a session; loaded tensors are named, not read (see loadTensorsFor).
Expected<Session> sessionFromJson(const QByteArray& json);

/// Writes atomically.
Outcome saveSession(const QString& path, const Session& session);
/// Reads, parses and validates a session file, then reads the tensors it names.
Expected<Session> loadSession(const QString& path);

/// The session as one line; loaded tensors (files on this computer) become random tokens.
QString stateString(const Session& session);
/// A state string never names local files: one with loaded tensors is refused.
Expected<Session> sessionFromStateString(const QString& text);

} // namespace rope::model
