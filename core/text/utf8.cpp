// SPDX-License-Identifier: GPL-3.0-or-later
#include "utf8.h"

namespace cl {

std::size_t firstInvalidUtf8(std::string_view s)
{
    std::size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        int extra = 0;
        if (c < 0x80)
            extra = 0;
        else if (c >= 0xC2 && c <= 0xDF)
            extra = 1;
        else if (c >= 0xE0 && c <= 0xEF)
            extra = 2;
        else if (c >= 0xF0 && c <= 0xF4)
            extra = 3;
        else
            return i;
        if (i + extra >= s.size() && extra > 0)
            return i; // a multi-byte sequence cut off by the end of the file
        for (int k = 1; k <= extra; ++k) {
            const auto cc = static_cast<unsigned char>(s[i + k]);
            if ((cc & 0xC0) != 0x80)
                return i;
        }
        // Overlong three-byte forms and surrogates are invalid too.
        if (c == 0xE0 && static_cast<unsigned char>(s[i + 1]) < 0xA0)
            return i;
        if (c == 0xED && static_cast<unsigned char>(s[i + 1]) >= 0xA0)
            return i;
        if (c == 0xF0 && static_cast<unsigned char>(s[i + 1]) < 0x90)
            return i;
        if (c == 0xF4 && static_cast<unsigned char>(s[i + 1]) >= 0x90)
            return i;
        i += extra + 1;
    }
    return std::string_view::npos;
}

std::string truncateUtf8(std::string_view s, std::size_t maxBytes)
{
    if (s.size() <= maxBytes)
        return std::string(s);
    std::size_t cut = maxBytes;
    while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80)
        --cut; // s[cut] continues a character: cut before that character starts
    return std::string(s.substr(0, cut));
}

} // namespace cl
