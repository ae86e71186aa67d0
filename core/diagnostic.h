// SPDX-License-Identifier: GPL-3.0-or-later
// What the validator and the engine say about a design. Core never words it: a stable code plus
// parameters, worded once in cltext (app/text/diagnostictext.cpp) for the GUI, the PDF and, in
// English, the CLI.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace cl {

enum class Severity { Info, Warning, Error };

struct Diagnostic
{
    Severity severity = Severity::Warning;
    std::string code; ///< stable, e.g. "rack.u_overlap"; documented in docs/diagnostics.md
    std::string objectId; ///< the rack, device or link concerned, if any
    std::string pointer; ///< JSON pointer into the design file, if any
    std::map<std::string, std::string> params; ///< named values the wording uses
};

using Diagnostics = std::vector<Diagnostic>;

const char *severityName(Severity s);
bool hasErrors(const Diagnostics &diagnostics);

} // namespace cl
