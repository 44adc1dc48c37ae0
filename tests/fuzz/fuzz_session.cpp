// Session files: malformed ones are refused with a message; accepted ones hold valid parameters
// and survive a save/load round trip unchanged.
#include "fuzz.h"
#include "ui/model/session.h"

#include <QJsonDocument>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const auto session = rope::model::sessionFromJson(rope::fuzz::bytes(data, size));
    if (!session) {
        FUZZ_CHECK(!session.message().isEmpty());
        return 0;
    }
    FUZZ_CHECK(session->params.validateBeforeLoading().empty());
    const QByteArray saved = QJsonDocument(rope::model::sessionToJson(*session)).toJson();
    const auto again = rope::model::sessionFromJson(saved);
    FUZZ_CHECK(again);
    FUZZ_CHECK(*again == *session);
    return 0;
}
