// GIF through giflib (median-cut palette per frame, looping); MP4 (H.264, libx264) and WebM (VP9,
// libvpx) through libavformat/libavcodec, colour converted by libswscale. Output goes through a
// QSaveFile (libavformat through a custom AVIOContext, which also seeks for the MP4 index).
#include "ui/widgets/animationwriter.h"

#include "ui/widgets/style.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>
#include <QSaveFile>

#include <gif_lib.h>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
}

#include <array>
#include <cmath>
#include <vector>

namespace rope::ui {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(AnimationWriter)
};

// A frame at the writer's size, opaque, on paper.
QImage onCanvas(const QImage& frame, QSize size)
{
    QImage canvas(size, QImage::Format_ARGB32);
    canvas.fill(style::paper);
    QPainter p(&canvas);
    p.drawImage(QPoint(0, 0), frame);
    return canvas;
}

Outcome commitOrSay(QSaveFile& file, const QString& path)
{
    if (file.error() != QFileDevice::NoError || !file.commit())
        return Error{path, Tr::tr("could not be written: %1").arg(file.errorString())};
    return {};
}

class GifWriter : public AnimationWriter {
public:
    GifWriter(const QString& path, QSize size, int fps) : m_path(path), m_file(path), m_size(size), m_fps(fps) { }
    ~GifWriter() override
    {
        if (m_gif) {
            int error = 0;
            EGifCloseFile(m_gif, &error);
        }
    }

    Outcome start()
    {
        if (!m_file.open(QIODevice::WriteOnly))
            return Error{m_path, Tr::tr("cannot be written: %1").arg(m_file.errorString())};
        int error = 0;
        m_gif = EGifOpen(&m_file, &GifWriter::write, &error);
        if (!m_gif)
            return Error{m_path, QString::fromLatin1(GifErrorString(error))};
        EGifSetGifVersion(m_gif, true);
        if (EGifPutScreenDesc(m_gif, m_size.width(), m_size.height(), 8, 0, nullptr) == GIF_ERROR)
            return gifError();
        // Loop for ever (the NETSCAPE2.0 application extension every viewer reads).
        unsigned char loop[3] = {1, 0, 0};
        if (EGifPutExtensionLeader(m_gif, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR ||
            EGifPutExtensionBlock(m_gif, 11, "NETSCAPE2.0") == GIF_ERROR ||
            EGifPutExtensionBlock(m_gif, 3, loop) == GIF_ERROR || EGifPutExtensionTrailer(m_gif) == GIF_ERROR)
            return gifError();
        return {};
    }

    Outcome addFrame(const QImage& frame) override
    {
        const QImage rgb = onCanvas(frame, m_size);
        const int w = m_size.width(), h = m_size.height();
        const size_t pixels = size_t(w) * size_t(h);
        std::vector<GifByteType> r(pixels), g(pixels), b(pixels), indices(pixels);
        for (int y = 0; y < h; ++y) {
            const auto* row = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
            for (int x = 0; x < w; ++x) {
                const size_t i = size_t(y) * size_t(w) + size_t(x);
                r[i] = GifByteType(qRed(row[x]));
                g[i] = GifByteType(qGreen(row[x]));
                b[i] = GifByteType(qBlue(row[x]));
            }
        }
        int colours = 256;
        std::vector<GifColorType> palette(256);
        if (GifQuantizeBuffer(unsigned(w), unsigned(h), &colours, r.data(), g.data(), b.data(), indices.data(),
                              palette.data()) == GIF_ERROR)
            return Error{m_path, Tr::tr("the frame's colours could not be reduced to a palette")};
        // giflib's palette holds the centres of its 5-bit colour boxes (white came out #F8F8F8): each
        // entry becomes the mean of the pixels given it, so paper stays paper and flat colours exact.
        std::vector<std::array<double, 4>> sums(256, {0, 0, 0, 0});
        for (size_t i = 0; i < pixels; ++i) {
            auto& s = sums[indices[i]];
            s[0] += r[i];
            s[1] += g[i];
            s[2] += b[i];
            s[3] += 1;
        }
        for (int c = 0; c < colours; ++c)
            if (const auto& s = sums[size_t(c)]; s[3] > 0)
                palette[size_t(c)] = {GifByteType(std::lround(s[0] / s[3])), GifByteType(std::lround(s[1] / s[3])),
                                      GifByteType(std::lround(s[2] / s[3]))};
        // GIF delays are whole hundredths of a second: frames alternate so that the rate averages fps.
        GraphicsControlBlock control{};
        control.DisposalMode = DISPOSE_DO_NOT;
        control.TransparentColor = NO_TRANSPARENT_COLOR;
        control.DelayTime =
            int(std::lround(100.0 * double(m_frames + 1) / m_fps) - std::lround(100.0 * double(m_frames) / m_fps));
        GifByteType extension[4];
        const size_t length = EGifGCBToExtension(&control, extension);
        ColorMapObject* map = GifMakeMapObject(256, palette.data());
        if (!map)
            return Error{m_path, Tr::tr("out of memory")};
        const bool written = EGifPutExtension(m_gif, GRAPHICS_EXT_FUNC_CODE, int(length), extension) != GIF_ERROR &&
                             EGifPutImageDesc(m_gif, 0, 0, w, h, false, map) != GIF_ERROR;
        GifFreeMapObject(map);
        if (!written)
            return gifError();
        for (int y = 0; y < h; ++y)
            if (EGifPutLine(m_gif, indices.data() + size_t(y) * size_t(w), w) == GIF_ERROR)
                return gifError();
        ++m_frames;
        return {};
    }

    Outcome finish() override
    {
        int error = 0;
        const int closed = EGifCloseFile(m_gif, &error);
        m_gif = nullptr;
        if (closed == GIF_ERROR)
            return Error{m_path, QString::fromLatin1(GifErrorString(error))};
        return commitOrSay(m_file, m_path);
    }

private:
    static int write(GifFileType* gif, const GifByteType* data, int length)
    {
        return int(static_cast<QSaveFile*>(gif->UserData)->write(reinterpret_cast<const char*>(data), length));
    }
    Outcome gifError()
    {
        if (m_file.error() != QFileDevice::NoError)
            return Error{m_path, Tr::tr("could not be written: %1").arg(m_file.errorString())};
        return Error{m_path, QString::fromLatin1(GifErrorString(m_gif ? m_gif->Error : 0))};
    }

    QString m_path;
    QSaveFile m_file;
    QSize m_size;
    int m_fps;
    int m_frames = 0;
    GifFileType* m_gif = nullptr;
};

QString avError(int code)
{
    char text[AV_ERROR_MAX_STRING_SIZE] = {};
    av_strerror(code, text, sizeof text);
    return QString::fromLocal8Bit(text);
}

class VideoWriter : public AnimationWriter {
public:
    VideoWriter(const QString& path, QSize size, int fps) : m_path(path), m_file(path), m_size(size), m_fps(fps) { }
    ~VideoWriter() override
    {
        sws_freeContext(m_sws);
        av_frame_free(&m_frame);
        av_packet_free(&m_packet);
        avcodec_free_context(&m_codec);
        if (m_io) {
            av_freep(&m_io->buffer);
            avio_context_free(&m_io);
        }
        if (m_format) {
            m_format->pb = nullptr;
            avformat_free_context(m_format);
        }
    }

    Outcome start(bool webm)
    {
        if (!m_file.open(QIODevice::WriteOnly))
            return Error{m_path, Tr::tr("cannot be written: %1").arg(m_file.errorString())};
        if (avformat_alloc_output_context2(&m_format, nullptr, webm ? "webm" : "mp4", nullptr) < 0 || !m_format)
            return Error{m_path, Tr::tr("FFmpeg has no %1 muxer").arg(webm ? "WebM" : "MP4")};
        const AVCodec* codec = avcodec_find_encoder_by_name(webm ? "libvpx-vp9" : "libx264");
        if (!codec)
            return Error{m_path, Tr::tr("FFmpeg has no %1 encoder").arg(webm ? "VP9" : "H.264")};
        AVStream* stream = avformat_new_stream(m_format, nullptr);
        m_codec = avcodec_alloc_context3(codec);
        m_packet = av_packet_alloc();
        m_frame = av_frame_alloc();
        if (!stream || !m_codec || !m_packet || !m_frame)
            return Error{m_path, Tr::tr("out of memory")};
        m_codec->width = m_size.width();
        m_codec->height = m_size.height();
        m_codec->time_base = AVRational{1, m_fps};
        m_codec->framerate = AVRational{m_fps, 1};
        m_codec->pix_fmt = AV_PIX_FMT_YUV420P;
        m_codec->gop_size = 2 * m_fps;
        if (webm) { // constant quality, fast: figures are flat colour and sharp lines
            m_codec->bit_rate = 0;
            av_opt_set(m_codec->priv_data, "crf", "30", 0);
            av_opt_set(m_codec->priv_data, "deadline", "realtime", 0);
            av_opt_set(m_codec->priv_data, "cpu-used", "8", 0);
            av_opt_set(m_codec->priv_data, "row-mt", "1", 0);
        } else {
            av_opt_set(m_codec->priv_data, "preset", "veryfast", 0);
            av_opt_set(m_codec->priv_data, "tune", "animation", 0);
            av_opt_set(m_codec->priv_data, "crf", "20", 0);
        }
        if (m_format->oformat->flags & AVFMT_GLOBALHEADER)
            m_codec->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
        if (const int code = avcodec_open2(m_codec, codec, nullptr); code < 0)
            return Error{m_path, Tr::tr("the encoder did not start: %1").arg(avError(code))};
        if (avcodec_parameters_from_context(stream->codecpar, m_codec) < 0)
            return Error{m_path, Tr::tr("the encoder did not start")};
        stream->time_base = m_codec->time_base;
        stream->avg_frame_rate = m_codec->framerate;
        m_stream = stream;

        constexpr int kBuffer = 1 << 16;
        auto* buffer = static_cast<unsigned char*>(av_malloc(kBuffer));
        m_io = avio_alloc_context(buffer, kBuffer, 1, &m_file, nullptr, &VideoWriter::write, &VideoWriter::seek);
        if (!m_io)
            return Error{m_path, Tr::tr("out of memory")};
        m_format->pb = m_io;
        m_format->flags |= AVFMT_FLAG_CUSTOM_IO;
        if (const int code = avformat_write_header(m_format, nullptr); code < 0)
            return Error{m_path, Tr::tr("could not be started: %1").arg(avError(code))};

        m_frame->format = AV_PIX_FMT_YUV420P;
        m_frame->width = m_size.width();
        m_frame->height = m_size.height();
        if (av_frame_get_buffer(m_frame, 0) < 0)
            return Error{m_path, Tr::tr("out of memory")};
        m_sws = sws_getContext(m_size.width(), m_size.height(), AV_PIX_FMT_BGRA, m_size.width(), m_size.height(),
                               AV_PIX_FMT_YUV420P, SWS_BICUBIC, nullptr, nullptr, nullptr);
        if (!m_sws)
            return Error{m_path, Tr::tr("the colour conversion did not start")};
        return {};
    }

    Outcome addFrame(const QImage& frame) override
    {
        // Format_ARGB32 lies in memory as B, G, R, A on a little-endian machine: FFmpeg's BGRA.
        static_assert(Q_BYTE_ORDER == Q_LITTLE_ENDIAN, "QImage::Format_ARGB32 is BGRA in memory here");
        const QImage canvas = onCanvas(frame, m_size);
        if (av_frame_make_writable(m_frame) < 0)
            return Error{m_path, Tr::tr("out of memory")};
        const uint8_t* source[1] = {canvas.constBits()};
        const int stride[1] = {int(canvas.bytesPerLine())};
        sws_scale(m_sws, source, stride, 0, m_size.height(), m_frame->data, m_frame->linesize);
        m_frame->pts = m_next++;
        return encode(m_frame);
    }

    Outcome finish() override
    {
        if (Outcome flushed = encode(nullptr); !flushed)
            return flushed;
        if (const int code = av_write_trailer(m_format); code < 0)
            return Error{m_path, Tr::tr("could not be finished: %1").arg(avError(code))};
        avio_flush(m_io);
        return commitOrSay(m_file, m_path);
    }

private:
    Outcome encode(AVFrame* frame)
    {
        if (const int code = avcodec_send_frame(m_codec, frame); code < 0)
            return Error{m_path, Tr::tr("the encoder refused a frame: %1").arg(avError(code))};
        for (;;) {
            const int code = avcodec_receive_packet(m_codec, m_packet);
            if (code == AVERROR(EAGAIN) || code == AVERROR_EOF)
                return {};
            if (code < 0)
                return Error{m_path, Tr::tr("the encoder failed: %1").arg(avError(code))};
            av_packet_rescale_ts(m_packet, m_codec->time_base, m_stream->time_base);
            m_packet->stream_index = m_stream->index;
            const int written = av_interleaved_write_frame(m_format, m_packet);
            av_packet_unref(m_packet);
            if (written < 0 || m_file.error() != QFileDevice::NoError)
                return Error{
                    m_path,
                    Tr::tr("could not be written: %1").arg(written < 0 ? avError(written) : m_file.errorString())};
        }
    }
    static int write(void* opaque, uint8_t* data, int length)
    {
        const qint64 written = static_cast<QSaveFile*>(opaque)->write(reinterpret_cast<const char*>(data), length);
        return written == length ? length : AVERROR(EIO);
    }
    static int64_t seek(void* opaque, int64_t offset, int whence)
    {
        auto* file = static_cast<QSaveFile*>(opaque);
        switch (whence & ~AVSEEK_FORCE) {
        case AVSEEK_SIZE:
            return file->size();
        case SEEK_SET:
            break;
        case SEEK_CUR:
            offset += file->pos();
            break;
        case SEEK_END:
            offset += file->size();
            break;
        default:
            return -1;
        }
        return file->seek(offset) ? offset : -1;
    }

    QString m_path;
    QSaveFile m_file;
    QSize m_size;
    int m_fps;
    int64_t m_next = 0;
    AVFormatContext* m_format = nullptr;
    AVCodecContext* m_codec = nullptr;
    AVStream* m_stream = nullptr;
    AVIOContext* m_io = nullptr;
    AVPacket* m_packet = nullptr;
    AVFrame* m_frame = nullptr;
    SwsContext* m_sws = nullptr;
};

} // namespace

bool AnimationWriter::isAnimationPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("gif") || suffix == QLatin1String("mp4") || suffix == QLatin1String("webm");
}

Expected<std::unique_ptr<AnimationWriter>> AnimationWriter::open(const QString& path, QSize size, int fps)
{
    if (!isAnimationPath(path))
        return Error{path, Tr::tr("the file name must end in .gif, .mp4 or .webm")};
    if (size.isEmpty() || fps < 1 || fps > 60)
        return Error{path, Tr::tr("frames must have a size and 1 … 60 frames per second")};
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("gif")) {
        auto gif = std::make_unique<GifWriter>(path, size, fps);
        if (Outcome started = gif->start(); !started)
            return started.error();
        return std::unique_ptr<AnimationWriter>(std::move(gif));
    }
    av_log_set_level(AV_LOG_ERROR); // libx264's statistics are not for the user's terminal
    const QSize even((size.width() + 1) / 2 * 2, (size.height() + 1) / 2 * 2); // 4:2:0 chroma
    auto video = std::make_unique<VideoWriter>(path, even, fps);
    if (Outcome started = video->start(suffix == QLatin1String("webm")); !started)
        return started.error();
    return std::unique_ptr<AnimationWriter>(std::move(video));
}

} // namespace rope::ui
