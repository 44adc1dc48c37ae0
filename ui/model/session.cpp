// Session files and state strings: versioned JSON, validated on the way in, written atomically.
#include "ui/model/session.h"

#include "ui/model/boundedread.h"
#include "ui/model/jsonfields.h"
#include "ui/model/messages.h"
#include "ui/model/npyfile.h"
#include "ui/model/tensors.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <zlib.h>

#include <optional>

namespace rope::model {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Session)
};
const QString kFormat = QStringLiteral("rope-explorer-session");
const QString kStatePrefix = QStringLiteral("rope1.");
constexpr qint64 kMaxSessionBytes = qint64(16) << 20;
constexpr int kMaxStateBytes = 1 << 20; // packed, and again unpacked

// `o` without the keys whose value is the default's (recursively): what a state string carries.
QJsonObject withoutDefaults(const QJsonObject& o, const QJsonObject& defaults)
{
    QJsonObject out;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QJsonValue d = defaults.value(it.key());
        if (it.value() == d)
            continue;
        if (it.value().isObject() && d.isObject()) {
            const QJsonObject inner = withoutDefaults(it.value().toObject(), d.toObject());
            if (!inner.isEmpty())
                out.insert(it.key(), inner);
        } else {
            out.insert(it.key(), it.value());
        }
    }
    return out;
}

// qUncompress's data, inflated in chunks up to `cap` bytes: nullopt if damaged or larger. (qUncompress
// itself trusts the size the data claims and keeps growing past it: a 1 MB string could unpack to
// gigabytes.)
std::optional<QByteArray> boundedUncompress(const QByteArray& packed, qsizetype cap)
{
    if (packed.size() < 5)
        return std::nullopt;
    z_stream stream{};
    if (inflateInit(&stream) != Z_OK)
        return std::nullopt;
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(packed.constData() + 4)); // after the size
    stream.avail_in = uInt(packed.size() - 4);
    QByteArray out;
    char chunk[16384];
    int status = Z_OK;
    while (status == Z_OK) {
        stream.next_out = reinterpret_cast<Bytef*>(chunk);
        stream.avail_out = sizeof chunk;
        status = inflate(&stream, Z_NO_FLUSH);
        const qsizetype produced = qsizetype(sizeof chunk - stream.avail_out);
        if ((status != Z_OK && status != Z_STREAM_END) || out.size() + produced > cap) {
            status = Z_DATA_ERROR;
            break;
        }
        out.append(chunk, produced);
    }
    const bool trailing = stream.avail_in != 0;
    inflateEnd(&stream);
    // qCompress writes the unpacked size big-endian in front: a string whose size or end does not match
    // was altered, and is not applied.
    const auto* head = reinterpret_cast<const uchar*>(packed.constData());
    const quint32 claimed = quint32(head[0]) << 24 | quint32(head[1]) << 16 | quint32(head[2]) << 8 | head[3];
    if (status != Z_STREAM_END || trailing || claimed != quint32(out.size()))
        return std::nullopt;
    return out;
}
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
        // Missing: the defaults (a state string leaves out what it does not change).
        const Expected<AppParams> params = AppParams::fromJson(in.has("params") ? in.object("params") : QJsonObject{});
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
    const Expected<QByteArray> bytes =
        readBoundedFile(path, kMaxSessionBytes,
                        {Tr::tr("no such file"), Tr::tr("is not a regular file"), Tr::tr("cannot be read (%1)"),
                         [](qint64) { return Tr::tr("too large for a session"); }});
    if (!bytes)
        return bytes.error();
    Expected<Session> s = sessionFromJson(*bytes);
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
    // Only what differs from a fresh session: reading fills in the defaults, so the line stays short.
    QJsonObject o = sessionToJson(shared);
    const QJsonObject defaults = sessionToJson(Session{});
    for (const char* key : {"params", "view", "selected_pair"}) {
        const QJsonValue value = o.value(QLatin1String(key)), fresh = defaults.value(QLatin1String(key));
        if (value == fresh)
            o.remove(QLatin1String(key));
        else if (value.isObject())
            o.insert(QLatin1String(key), withoutDefaults(value.toObject(), fresh.toObject()));
    }
    const QByteArray json = QJsonDocument(o).toJson(QJsonDocument::Compact);
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
    if (packed.size() > kMaxStateBytes)
        return Error{{}, Tr::tr("the state string is too long")};
    const std::optional<QByteArray> json = boundedUncompress(packed, kMaxStateBytes);
    if (!json || json->isEmpty())
        return Error{{}, Tr::tr("the state string is damaged or unpacks to more than 1 MB")};
    Expected<Session> s = sessionFromJson(*json);
    if (s && s->params.source == QkSource::Loaded)
        return Error{{}, Tr::tr("a state string cannot carry loaded tensors (they are files on one computer)")};
    return s;
}

} // namespace rope::model
