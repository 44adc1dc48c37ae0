// `export --animate`: GIF, MP4 and WebM read back with giflib and libavformat (not with the code that
// wrote them): frame count, size, frame rate, and frames that change as the sweep moves; bad sweeps
// refused with exit code 2 before a frame is drawn.

#include "apprun.h"

#include <QTemporaryDir>
#include <QtTest>

#include <gif_lib.h>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libswscale/swscale.h>
}

#include <vector>

using rope::test::runApp;

namespace {

struct GifFacts {
    int frames = 0, width = 0, height = 0;
    int totalDelay = 0; ///< hundredths of a second
    bool framesDiffer = false;
    bool loops = false;
};

GifFacts readGif(const QString& path)
{
    GifFacts facts;
    int error = 0;
    GifFileType* gif = DGifOpenFileName(path.toLocal8Bit().constData(), &error);
    if (!gif || DGifSlurp(gif) == GIF_ERROR)
        return facts;
    facts.frames = gif->ImageCount;
    facts.width = gif->SWidth;
    facts.height = gif->SHeight;
    for (int i = 0; i < gif->ImageCount; ++i) {
        GraphicsControlBlock control;
        if (DGifSavedExtensionToGCB(gif, i, &control) == GIF_OK)
            facts.totalDelay += control.DelayTime;
    }
    for (int e = 0; e < gif->SavedImages[0].ExtensionBlockCount; ++e) {
        const ExtensionBlock& block = gif->SavedImages[0].ExtensionBlocks[e];
        facts.loops |= block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11 &&
                       std::memcmp(block.Bytes, "NETSCAPE2.0", 11) == 0;
    }
    if (gif->ImageCount > 1) {
        const SavedImage& first = gif->SavedImages[0];
        const SavedImage& last = gif->SavedImages[gif->ImageCount - 1];
        const size_t pixels = size_t(gif->SWidth) * size_t(gif->SHeight);
        // Indices into each frame's own palette: compare the colours they stand for.
        for (size_t i = 0; i < pixels && !facts.framesDiffer; ++i) {
            const GifColorType a = first.ImageDesc.ColorMap->Colors[first.RasterBits[i]];
            const GifColorType b = last.ImageDesc.ColorMap->Colors[last.RasterBits[i]];
            facts.framesDiffer = a.Red != b.Red || a.Green != b.Green || a.Blue != b.Blue;
        }
    }
    DGifCloseFile(gif, &error);
    return facts;
}

struct Rgb {
    int width = 0, height = 0;
    std::vector<uint8_t> bytes; ///< R, G, B per pixel, row by row
    int at(int x, int y, int channel) const
    {
        return bytes[(size_t(y) * size_t(width) + size_t(x)) * 3 + size_t(channel)];
    }
};

// A GIF's first frame in its palette's colours.
Rgb gifFirstFrame(const QString& path)
{
    Rgb rgb;
    int error = 0;
    GifFileType* gif = DGifOpenFileName(path.toLocal8Bit().constData(), &error);
    if (!gif || DGifSlurp(gif) == GIF_ERROR || gif->ImageCount == 0)
        return rgb;
    const SavedImage& first = gif->SavedImages[0];
    rgb.width = gif->SWidth;
    rgb.height = gif->SHeight;
    for (size_t i = 0; i < size_t(rgb.width) * size_t(rgb.height); ++i) {
        const GifColorType c = first.ImageDesc.ColorMap->Colors[first.RasterBits[i]];
        rgb.bytes.insert(rgb.bytes.end(), {c.Red, c.Green, c.Blue});
    }
    DGifCloseFile(gif, &error);
    return rgb;
}

// A video's first frame, decoded by libavcodec and converted to RGB by libswscale.
Rgb videoFirstFrame(const QString& path)
{
    Rgb rgb;
    AVFormatContext* format = nullptr;
    if (avformat_open_input(&format, path.toLocal8Bit().constData(), nullptr, nullptr) < 0)
        return rgb;
    avformat_find_stream_info(format, nullptr);
    const AVCodecParameters* parameters = format->streams[0]->codecpar;
    const AVCodec* codec = avcodec_find_decoder(parameters->codec_id);
    AVCodecContext* decoder = avcodec_alloc_context3(codec);
    avcodec_parameters_to_context(decoder, parameters);
    avcodec_open2(decoder, codec, nullptr);
    AVPacket* packet = av_packet_alloc();
    AVFrame* frame = av_frame_alloc();
    bool decoded = false;
    while (!decoded && av_read_frame(format, packet) >= 0) {
        avcodec_send_packet(decoder, packet);
        av_packet_unref(packet);
        decoded = avcodec_receive_frame(decoder, frame) == 0;
    }
    if (!decoded) { // the decoder may hold the first frame until it is flushed
        avcodec_send_packet(decoder, nullptr);
        decoded = avcodec_receive_frame(decoder, frame) == 0;
    }
    if (decoded) {
        rgb.width = frame->width;
        rgb.height = frame->height;
        rgb.bytes.resize(size_t(rgb.width) * size_t(rgb.height) * 3);
        SwsContext* sws = sws_getContext(rgb.width, rgb.height, AVPixelFormat(frame->format), rgb.width, rgb.height,
                                         AV_PIX_FMT_RGB24, SWS_BICUBIC, nullptr, nullptr, nullptr);
        uint8_t* planes[1] = {rgb.bytes.data()};
        const int strides[1] = {3 * rgb.width};
        sws_scale(sws, frame->data, frame->linesize, 0, rgb.height, planes, strides);
        sws_freeContext(sws);
    }
    av_frame_free(&frame);
    av_packet_free(&packet);
    avcodec_free_context(&decoder);
    avformat_close_input(&format);
    return rgb;
}

struct VideoFacts {
    QString codec;
    int width = 0, height = 0, packets = 0;
    AVRational rate{0, 1};
};

VideoFacts readVideo(const QString& path)
{
    VideoFacts facts;
    AVFormatContext* format = nullptr;
    if (avformat_open_input(&format, path.toLocal8Bit().constData(), nullptr, nullptr) < 0)
        return facts;
    if (avformat_find_stream_info(format, nullptr) >= 0 && format->nb_streams == 1) {
        const AVStream* stream = format->streams[0];
        facts.codec = QString::fromLatin1(avcodec_get_name(stream->codecpar->codec_id));
        facts.width = stream->codecpar->width;
        facts.height = stream->codecpar->height;
        facts.rate = stream->avg_frame_rate;
        AVPacket* packet = av_packet_alloc();
        while (av_read_frame(format, packet) >= 0) {
            ++facts.packets;
            av_packet_unref(packet);
        }
        av_packet_free(&packet);
    }
    avformat_close_input(&format);
    return facts;
}

} // namespace

class tst_Animate : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void gifOfTurningClocks();
    void videoOfASweptBase_data();
    void videoOfASweptBase();
    void videoColoursAreTheFigures();
    void badAnimationsAreRefused_data();
    void badAnimationsAreRefused();

private:
    QString path(const char* name) const { return m_dir.filePath(QLatin1String(name)); }
    QTemporaryDir m_dir;
};

void tst_Animate::initTestCase()
{
    QVERIFY(m_dir.isValid());
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
}

void tst_Animate::gifOfTurningClocks()
{
    // m and n together, 6 frames a second for 2 s: 12 frames, delays summing to 2 s.
    const auto run = runApp({"export", "--animate", "clocks/head", "--sweep", "m=0:22", "--sweep", "n=0:22", "--fps",
                             "6", "--seconds", "2", "--size", "800x600", "--out", path("clocks.gif")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.error()));
    const GifFacts gif = readGif(path("clocks.gif"));
    QCOMPARE(gif.frames, 12);
    QVERIFY(gif.width > 200 && gif.height > 100);
    QCOMPARE(gif.totalDelay, 200);
    QVERIFY(gif.loops);
    QVERIFY2(gif.framesDiffer, "the clocks turn between the first frame and the last");

    // A number the view keeps: P applied in the pairing lab, from 0 to 1.
    const auto p = runApp({"export", "--animate", "pairing-lab/diagram", "--sweep", "view.progress=0:1", "--fps", "4",
                           "--seconds", "1", "--out", path("p.gif")});
    QVERIFY2(p.exitCode == 0, qPrintable(p.error()));
    const GifFacts moved = readGif(path("p.gif"));
    QCOMPARE(moved.frames, 4);
    QVERIFY2(moved.framesDiffer, "the boxes travel to the half-split slots");
}

void tst_Animate::videoOfASweptBase_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("codec");
    QTest::newRow("mp4") << QStringLiteral("maps.mp4") << QStringLiteral("h264");
    QTest::newRow("webm") << QStringLiteral("maps.webm") << QStringLiteral("vp9");
}

void tst_Animate::videoOfASweptBase()
{
    QFETCH(QString, name);
    QFETCH(QString, codec);
    const QString out = m_dir.filePath(name);
    const auto run = runApp({"export", "--animate", "heatmaps/rope", "--sweep", "base=10:10000:log", "--fps", "10",
                             "--seconds", "1.5", "--out", out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.error()));
    QVERIFY2(!run.error().contains(QLatin1String("libx264")), "the encoder's statistics stay off the terminal");
    const VideoFacts video = readVideo(out);
    QCOMPARE(video.codec, codec);
    QCOMPARE(video.packets, 15);
    QCOMPARE(av_q2d(video.rate), 10.0);
    QVERIFY(video.width > 200 && video.width % 2 == 0 && video.height % 2 == 0);
}

void tst_Animate::videoColoursAreTheFigures()
{
    // The first MP4 frame, decoded, is the GIF's first frame (exact palette colours) up to what H.264
    // loses; read with red and blue swapped it would be several times further off.
    const QStringList sweep{"export", "--animate", "clocks/head", "--sweep", "m=0:8", "--fps", "4", "--seconds", "1"};
    const auto gif = runApp(sweep + QStringList{"--out", path("colours.gif")});
    const auto mp4 = runApp(sweep + QStringList{"--out", path("colours.mp4")});
    QVERIFY2(gif.exitCode == 0 && mp4.exitCode == 0, qPrintable(gif.error() + mp4.error()));
    const Rgb expected = gifFirstFrame(path("colours.gif")), actual = videoFirstFrame(path("colours.mp4"));
    QVERIFY(expected.width > 100 && actual.width >= expected.width && actual.height >= expected.height);
    double straight = 0, swapped = 0;
    for (int y = 0; y < expected.height; ++y)
        for (int x = 0; x < expected.width; ++x) {
            straight += std::abs(actual.at(x, y, 0) - expected.at(x, y, 0)) +
                        std::abs(actual.at(x, y, 2) - expected.at(x, y, 2));
            swapped += std::abs(actual.at(x, y, 2) - expected.at(x, y, 0)) +
                       std::abs(actual.at(x, y, 0) - expected.at(x, y, 2));
        }
    const double pixels = double(expected.width) * expected.height;
    QVERIFY2(straight / pixels < 6 && straight * 3 < swapped, // two channels: under 3 levels each
             qPrintable(QStringLiteral("mean |error| %1, swapped %2").arg(straight / pixels).arg(swapped / pixels)));
}

void tst_Animate::badAnimationsAreRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList base{"export", "--animate", "clocks/head", "--out", "x.gif"};
    QTest::newRow("no sweep") << base << "--sweep";
    QTest::newRow("not a range") << base + QStringList{"--sweep", "m=0"} << "PARAM=FROM:TO";
    QTest::newRow("not numbers") << base + QStringList{"--sweep", "m=a:b"} << "finite numbers";
    QTest::newRow("log through zero") << base + QStringList{"--sweep", "base=0:100:log"} << "positive";
    QTest::newRow("unknown key") << base + QStringList{"--sweep", "bogus=0:1"} << "bogus";
    QTest::newRow("out of range")
        << base + QStringList{"--sweep", "head_dim=2:1000"}
        << "--sweep: at frame 120 of 120, head dimension d must be between 2 and 512, got 1000";
    QTest::newRow("fps") << base + QStringList{"--sweep", "m=0:4", "--fps", "0"} << "--fps";
    QTest::newRow("seconds") << base + QStringList{"--sweep", "m=0:4", "--seconds", "600"} << "--seconds";
    QTest::newRow("still image") << QStringList{"export", "--animate", "clocks/head", "--sweep",
                                                "m=0:4",  "--out",     "x.png"}
                                 << ".gif, .mp4 or .webm";
    QTest::newRow("unknown figure") << QStringList{"export", "--animate", "no/such", "--sweep",
                                                   "m=0:4",  "--out",     "x.gif"}
                                    << "no/such";
}

void tst_Animate::badAnimationsAreRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const auto run = runApp(args, 0, {}, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.error().contains(message), qPrintable(run.error()));
    QVERIFY(!QFile::exists(path("x.gif")) && !QFile::exists(path("x.png")));
}

QTEST_MAIN(tst_Animate)
#include "tst_animate.moc"
