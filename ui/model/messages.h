#pragma once
// Turning core's error values into one translated sentence each, for the window and the command line.

#include "core/npy.h"
#include "core/problem.h"

#include <QString>

namespace rope::model {

/// The quantity's name as a learner reads it, e.g. "head dimension d".
QString quantityName(const std::string& field);

QString describe(const core::Problem& problem);
/// The few words of describe() that fit beside the field at fault, e.g. "must be even" (the field's
/// label names the quantity).
QString brief(const core::Problem& problem);
/// All problems, one sentence each, joined with "; ".
QString describe(const core::Problems& problems);
QString describe(core::NpyError error, const std::string& detail);

/// `text` with every control character (C0 with line feed and carriage return, DEL, C1) written as a
/// visible \xNN escape: a string from a file, set on a line of its own, can then never start
/// another line ("evil\nBase: 1" in a config key) nor move the terminal's cursor.
QString visibleControls(const QString& text);

/// Which copy of the numerics this run uses, e.g. "x86-64-v4 (AVX-512)" (core/numericsbuild.h).
QString numericsBuildName();

} // namespace rope::model
