// State strings pasted from a chat: damaged ones are refused (without believing the size a
// damaged zlib header claims); accepted ones round-trip.
#include "fuzz.h"
#include "ui/session.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    QString error;
    const QString text = QString::fromUtf8(rope::fuzz::bytes(data, size));
    const auto session = rope::ui::sessionFromStateString(text, &error);
    if (!session) {
        FUZZ_CHECK(!error.isEmpty());
        return 0;
    }
    FUZZ_CHECK(session->params.validate().empty());
    const auto again = rope::ui::sessionFromStateString(rope::ui::stateString(*session), &error);
    FUZZ_CHECK(again && *again == *session);
    return 0;
}
