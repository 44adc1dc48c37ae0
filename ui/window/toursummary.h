#pragma once
// The tour's last page: the first article's ten cheat-sheet points, each with its shortest answer
// and the steps that teach it, marked with how the learner answered their questions.

#include <QString>

namespace rope::ui {

/// The summary as one HTML page; every step is a link (HelpDialog::stepLink) that opens it.
QString tourSummaryHtml();

} // namespace rope::ui
