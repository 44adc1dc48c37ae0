// Session files and state strings: versioned JSON, validated on the way in, written atomically.
#include "ui/model/session.h"

#include "ui/model/jsonfields.h"
#include "ui/model/messages.h"
#include "ui/model/npyfile.h"
#include "ui/model/tensors.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace rope::ui {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Session)
};
const QString kFormat = QStringLiteral("rope-explorer-session");
const QString kStatePrefix = QStringLiteral("rope1.");
constexpr qint64 kMaxSessionBytes = qint64(16) << 20;
} // namespace

QJsonObject sessionToJson(const Session& s)
{
    return {{"format", kFormat},
            {"version", Session::kVersion},
            {"params", s.params.toJson()},
            {"view", s.view},
            {"selected_pair", s.selectedPair}};
}

Expected<Session> sessionFromJson(const QByteArray& json)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{{},
                     Tr::tr("not a session: malformed JSON at byte %1 (%2)")
                         .arg(parseError.offset)
                         .arg(parseError.errorString())};
    const QJsonObject o = doc.object();
    if (!doc.isObject() || o.value(QStringLiteral("format")).toString() != kFormat)
        return Error{{}, Tr::tr("not a RoPE Explorer session (the \"format\" field is missing or different)")};
    const int version = o.value(QStringLiteral("version")).toInt(-1);
    if (version < 1 || version > Session::kVersion)
        return Error{{},
                     version > Session::kVersion
                         ? Tr::tr("the session was saved by a newer RoPE Explorer (version %1)").arg(version)
                         : Tr::tr("the session has no valid version")};
    return capture([&o] {
        JsonFields in(o);
        Session s;
        const Expected<AppParams> params = AppParams::fromJson(in.object("params"));
        if (!params)
            throw params.error().within(QStringLiteral("params"));
        s.params = *params;
        const core::Problems problems = s.params.validateBeforeLoading();
        if (!problems.empty())
            throw Error{QStringLiteral("params"), describe(problems)};
        if (in.has("view"))
            s.view = in.string("view");
        if (in.has("selected_pair"))
            s.selectedPair = int(in.integer("selected_pair", 0, s.params.rope.pairCount() - 1));
        return s;
    });
}

Outcome saveSession(const QString& path, const Session& session)
{
    return writeFileAtomically(path, QJsonDocument(sessionToJson(session)).toJson(QJsonDocument::Indented));
}

Expected<Session> loadSession(const QString& path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return Error{path, Tr::tr("no such file")};
    if (!info.isFile()) // a folder, a device or a FIFO (opening one would block)
        return Error{path, Tr::tr("is not a regular file")};
    if (info.size() > kMaxSessionBytes)
        return Error{path, Tr::tr("too large for a session")};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{path, Tr::tr("cannot be read (%1)").arg(file.errorString())};
    Expected<Session> s = sessionFromJson(file.read(kMaxSessionBytes + 1));
    if (!s)
        return s.error().where.isEmpty() ? Error{path, s.error().what} : s.error().within(path, QStringLiteral(", "));
    Expected<AppParams> loaded = loadTensorsFor(s->params);
    if (!loaded)
        return Error{path, Tr::tr("the session's tensors cannot be loaded: %1").arg(loaded.message())};
    s->params = *loaded;
    return s;
}

QString stateString(const Session& session)
{
    // Loaded tensors are files on this computer: the string carries random tokens instead.
    Session shared = session;
    if (shared.params.source == QkSource::Loaded) {
        shared.params.source = QkSource::Random;
        shared.params.tensors.reset();
        shared.params.tensorFiles = {};
    }
    const QByteArray json = QJsonDocument(sessionToJson(shared)).toJson(QJsonDocument::Compact);
    return kStatePrefix + QString::fromLatin1(qCompress(json, 9).toBase64(QByteArray::Base64UrlEncoding |
                                                                          QByteArray::OmitTrailingEquals));
}

Expected<Session> sessionFromStateString(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (!trimmed.startsWith(kStatePrefix))
        return Error{{}, Tr::tr("a state string starts with \"rope1.\"")};
    const QByteArray packed =
        QByteArray::fromBase64(trimmed.mid(kStatePrefix.size()).toLatin1(),
                               QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    // qUncompress reads the size the data claims: refuse absurd claims before it allocates.
    if (packed.size() < 4 || packed.size() > (1 << 20))
        return Error{{}, Tr::tr("the state string is damaged")};
    const quint32 claimed = (quint32(uchar(packed[0])) << 24) | (quint32(uchar(packed[1])) << 16) |
                            (quint32(uchar(packed[2])) << 8) | quint32(uchar(packed[3]));
    if (claimed > (1u << 22))
        return Error{{}, Tr::tr("the state string is damaged")};
    const QByteArray json = qUncompress(packed);
    if (json.isEmpty())
        return Error{{}, Tr::tr("the state string is damaged")};
    Expected<Session> s = sessionFromJson(json);
    if (s && s->params.source == QkSource::Loaded)
        return Error{{}, Tr::tr("a state string cannot carry loaded tensors (they are files on one computer)")};
    return s;
}

} // namespace rope::ui
