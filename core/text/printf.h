// SPDX-License-Identifier: GPL-3.0-or-later
// printf-style formatting into a std::string of whatever length the text needs. Fixed char
// buffers truncated long numbers (1e308 prints 309 digits with %f) and glued lines together.
#pragma once

#include <string>

namespace cl {

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
std::string
formatText(const char *format, ...);

} // namespace cl
