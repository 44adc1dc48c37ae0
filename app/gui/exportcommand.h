#pragma once
// `rope-explorer export --view NAME [--preset KEY | --session FILE] [--set key=value …] --out FILE
//  [--scale 2] [--size WxH] [--caption]`: figures for slides without a display (offscreen).

namespace rope::app {

int runExport(int& argc, char** argv);

} // namespace rope::app
