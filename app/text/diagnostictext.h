// SPDX-License-Identifier: GPL-3.0-or-later
// Core speaks in codes and parameters; people read translated sentences. This is where one turns
// into the other, for the GUI, the PDF report and (in English) the CLI.
#pragma once

#include "diagnostic.h"
#include "json/jsonerror.h"

#include <QString>

#include <map>
#include <string>

namespace cl {

/** The diagnostic in the current UI language; an unknown code is shown as the code itself. */
QString diagnosticText(const Diagnostic &diagnostic);
/** "error /racks/3: Rack R3 draws ... [rack.power_over_budget]", as the CLI prints it. */
QString diagnosticLine(const Diagnostic &diagnostic);
/**
 * Why there is no training estimate: a layout.*, gpu.*, network.* or plan.* code from the engine
 * (TrainingEstimate::invalidCode, engine.cannot_train's "reason").
 */
QString reasonText(const std::string &code);
/** The formula behind an explanation (flops_total, mfu, ...) or a ledger row (ledger.compute...).
 */
QString formulaText(const std::string &key);
/** A change that makes a layout fit (planner's FitSuggestion code and parameters). */
QString fitSuggestionText(const std::string &code,
                          const std::map<std::string, std::string> &params);
/** An input of a formula, named as the engine names it ("tokens per second"). */
QString formulaInputText(const std::string &name);
QString severityText(Severity severity);
/** A load error as one line: where (file, pointer or line:column) and what. */
QString loadErrorText(const LoadError &error);

} // namespace cl
