#include "ui/model/session.h"

#include "ui/model/messages.h"
#include "ui/model/npyfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace rope::ui {

namespace {
// Translations of this file's messages live in the "Session" context (lupdate reads the macro).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Session)
};
const QString kFormat = QStringLiteral("rope-explorer-session");
const QString kStatePrefix = QStringLiteral("rope1.");
} // namespace

QJsonObject sessionToJson(const Session& s)
{
    return {{"format", kFormat},
            {"version", Session::kVersion},
            {"params", s.params.toJson()},
            {"view", s.view},
            {"selected_pair", s.selectedPair}};
}

std::optional<Session> sessionFromJson(const QByteArray& json, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = Tr::tr("not a session: malformed JSON at byte %1 (%2)")
                     .arg(parseError.offset)
                     .arg(parseError.errorString());
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    if (!doc.isObject() || o.value(QStringLiteral("format")).toString() != kFormat) {
        *error = Tr::tr("not a RoPE Explorer session (the \"format\" field is missing or different)");
        return std::nullopt;
    }
    const int version = o.value(QStringLiteral("version")).toInt(-1);
    if (version < 1 || version > Session::kVersion) {
        *error = version > Session::kVersion
                     ? Tr::tr("the session was saved by a newer RoPE Explorer (version %1)").arg(version)
                     : Tr::tr("the session has no valid version");
        return std::nullopt;
    }
    Session s;
    QString paramsError;
    if (!AppParams::fromJson(o.value(QStringLiteral("params")).toObject(), &s.params, &paramsError)) {
        *error = paramsError.isEmpty() ? Tr::tr("the session's parameters cannot be read")
                                       : Tr::tr("the session's tensors cannot be loaded: %1").arg(paramsError);
        return std::nullopt;
    }
    const core::Problems problems = s.params.validate();
    if (!problems.empty()) {
        *error = Tr::tr("the session's parameters are not valid: %1").arg(describe(problems));
        return std::nullopt;
    }
    s.view = o.value(QStringLiteral("view")).toString(s.view);
    s.selectedPair = std::clamp(o.value(QStringLiteral("selected_pair")).toInt(0), 0, s.params.rope.pairCount() - 1);
    return s;
}

QString saveSession(const QString& path, const Session& session)
{
    QString error;
    writeFileAtomically(path, QJsonDocument(sessionToJson(session)).toJson(QJsonDocument::Indented), &error);
    return error;
}

std::optional<Session> loadSession(const QString& path, QString* error)
{
    QFile file(path);
    const QFileInfo info(path);
    if (!info.isFile()) {
        *error = Tr::tr("%1: no such file").arg(path);
        return std::nullopt;
    }
    if (info.size() > (qint64(16) << 20)) {
        *error = Tr::tr("%1: too large for a session").arg(path);
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("%1: cannot be read (%2)").arg(path, file.errorString());
        return std::nullopt;
    }
    auto s = sessionFromJson(file.readAll(), error);
    if (!s)
        *error = Tr::tr("%1: %2").arg(path, *error);
    return s;
}

QString stateString(const Session& session)
{
    const QByteArray json = QJsonDocument(sessionToJson(session)).toJson(QJsonDocument::Compact);
    return kStatePrefix + QString::fromLatin1(qCompress(json, 9).toBase64(QByteArray::Base64UrlEncoding |
                                                                          QByteArray::OmitTrailingEquals));
}

std::optional<Session> sessionFromStateString(const QString& text, QString* error)
{
    const QString trimmed = text.trimmed();
    if (!trimmed.startsWith(kStatePrefix)) {
        *error = Tr::tr("a state string starts with \"rope1.\"");
        return std::nullopt;
    }
    const QByteArray packed =
        QByteArray::fromBase64(trimmed.mid(kStatePrefix.size()).toLatin1(),
                               QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    // qUncompress reads the size the data claims: refuse absurd claims before it allocates.
    if (packed.size() < 4 || packed.size() > (1 << 20)) {
        *error = Tr::tr("the state string is damaged");
        return std::nullopt;
    }
    const quint32 claimed = (quint32(uchar(packed[0])) << 24) | (quint32(uchar(packed[1])) << 16) |
                            (quint32(uchar(packed[2])) << 8) | quint32(uchar(packed[3]));
    if (claimed > (1u << 22)) {
        *error = Tr::tr("the state string is damaged");
        return std::nullopt;
    }
    const QByteArray json = qUncompress(packed);
    if (json.isEmpty()) {
        *error = Tr::tr("the state string is damaged");
        return std::nullopt;
    }
    return sessionFromJson(json, error);
}

} // namespace rope::ui
