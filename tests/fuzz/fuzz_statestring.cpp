// State strings pasted from a chat: damaged ones are refused (without believing the size a
// damaged zlib header claims); accepted ones round-trip. The first byte picks what the rest is:
// even, the pasted text itself (the envelope: prefix, base64, size claim, zlib); odd, a payload
// wrapped in a valid envelope here, so the fuzzer reaches the JSON inside as well.
#include "fuzz.h"
#include "ui/model/session.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    QString text;
    if (data[0] % 2 == 0)
        text = QString::fromUtf8(rope::fuzz::bytes(data + 1, size - 1));
    else
        text = QStringLiteral("rope1.") +
               QString::fromLatin1(qCompress(rope::fuzz::bytes(data + 1, size - 1))
                                       .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    const auto session = rope::model::sessionFromStateString(text);
    if (!session) {
        FUZZ_CHECK(!session.message().isEmpty());
        return 0;
    }
    FUZZ_CHECK(session->params.validate().empty()); // a state string never names files
    const auto again = rope::model::sessionFromStateString(rope::model::stateString(*session));
    FUZZ_CHECK(again && *again == *session);
    return 0;
}
