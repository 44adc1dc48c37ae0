#pragma once
// The desktop application: QApplication, translations, the main window.

namespace rope::app {

int runGui(int& argc, char** argv);

} // namespace rope::app
