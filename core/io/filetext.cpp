// SPDX-License-Identifier: GPL-3.0-or-later
#include "filetext.h"

#include <fstream>
#include <sstream>

namespace cl {

std::optional<std::string> readFileText(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return std::nullopt;
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad())
        return std::nullopt;
    return std::move(buffer).str();
}

} // namespace cl
