// SPDX-License-Identifier: GPL-3.0-or-later
// What the validator and the engine say about a design. Core never formats text for people in their
// language: a stable code plus parameters lets the GUI and the PDF translate, while `message` is
// the English default for logs and the CLI.
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
    std::map<std::string, std::string> params; ///< named values the message uses
    std::string message; ///< English default

    /** "error rack-3: ..." as the CLI prints it. */
    std::string toString() const;
};

using Diagnostics = std::vector<Diagnostic>;

const char *severityName(Severity s);
bool hasErrors(const Diagnostics &diagnostics);

} // namespace cl
