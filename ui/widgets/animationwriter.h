#pragma once
// Animations for slides: frames (QImage) to GIF through giflib, or to MP4 (H.264) and WebM (VP9)
// through FFmpeg's libavformat/libavcodec. Written like every export: into a QSaveFile committed only
// when the last frame and the trailer reached the disk, so a failure keeps the old file.

#include "ui/model/expected.h"

#include <QImage>
#include <QString>

#include <memory>

namespace rope::ui {

using namespace rope::model;

class AnimationWriter {
public:
    /// Opens `path` (.gif, .mp4 or .webm) for frames of `size` at `fps` frames per second. Video needs
    /// even sides: odd ones are padded with paper by a pixel.
    static Expected<std::unique_ptr<AnimationWriter>> open(const QString& path, QSize size, int fps);
    virtual ~AnimationWriter() = default;

    /// Adds a frame; one of another size is drawn at the top left of a frame of the writer's size.
    virtual Outcome addFrame(const QImage& frame) = 0;
    /// Writes what is buffered and the trailer, then commits the file.
    virtual Outcome finish() = 0;

    /// The suffixes this writer takes.
    static bool isAnimationPath(const QString& path);

protected:
    AnimationWriter() = default;
};

} // namespace rope::ui
