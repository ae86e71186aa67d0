// SPDX-License-Identifier: GPL-3.0-or-later
// A problem found while reading a JSON file: which file, where in it, and what was expected.
#pragma once

#include <string>
#include <vector>

namespace cl {

struct LoadError
{
    std::string file; ///< the file's path as given, empty for text read from memory
    std::string pointer; ///< RFC 6901 JSON pointer of the offending value ("" is the document)
    int line = 0; ///< 1-based, only for syntax and encoding errors
    int column = 0;
    std::string message; ///< English, "expected a positive number, got \"twelve\""

    /** "file: /racks/3/amps: expected ..." or "file:12:5: syntax error ...". */
    std::string toString() const;
};

using LoadErrors = std::vector<LoadError>;

} // namespace cl
