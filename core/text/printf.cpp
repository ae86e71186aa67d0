// SPDX-License-Identifier: GPL-3.0-or-later
#include "printf.h"

#include <cstdarg>
#include <cstdio>

namespace cl {

std::string formatText(const char *format, ...)
{
    va_list args;
    va_start(args, format);
    va_list copy;
    va_copy(copy, args);
    const int needed = std::vsnprintf(nullptr, 0, format, copy);
    va_end(copy);
    std::string out;
    if (needed > 0) {
        out.resize(std::size_t(needed) + 1);
        std::vsnprintf(out.data(), out.size(), format, args);
        out.resize(std::size_t(needed));
    }
    va_end(args);
    return out;
}

} // namespace cl
