// SPDX-License-Identifier: GPL-3.0-or-later
#include "safefilename.h"

#include "text/utf8.h"

#include <filesystem>

namespace cl {

namespace {
/** Well under NAME_MAX (255) once an extension is added. */
constexpr std::size_t kMaxFileNameBytes = 200;
} // namespace

std::optional<std::string> unsafeFileNameReason(std::string_view name)
{
    if (name.empty())
        return "an empty name";
    if (name == "." || name == "..")
        return "\"" + std::string(name) + "\" names a folder";
    if (name.front() == '.')
        return "a name starting with '.' (a hidden file, or a way out of the folder)";
    if (name.size() > kMaxFileNameBytes)
        return "longer than " + std::to_string(kMaxFileNameBytes) + " bytes ("
               + std::to_string(name.size()) + ")";
    if (firstInvalidUtf8(name) != std::string_view::npos)
        return "not valid UTF-8";
    for (const char ch : name) {
        const auto byte = static_cast<unsigned char>(ch);
        if (ch == '/' || ch == '\\')
            return std::string("a '") + ch + "' (a path, not a name)";
        if (byte < 0x20 || byte == 0x7f)
            return "a control character";
    }
    return std::nullopt;
}

std::optional<std::string> fileInFolder(const std::string &folder, std::string_view name,
                                        std::string_view extension, std::string *why)
{
    if (auto reason = unsafeFileNameReason(name)) {
        if (why)
            *why = "\"" + std::string(name.substr(0, 64)) + "\" cannot name a file: " + *reason;
        return std::nullopt;
    }
    namespace fs = std::filesystem;
    const fs::path file = fs::path(folder) / (std::string(name) + std::string(extension));
    // Belt and braces: whatever the rules above miss, the file's folder is the folder given.
    if (file.parent_path().lexically_normal() != fs::path(folder).lexically_normal()) {
        if (why)
            *why = "\"" + std::string(name.substr(0, 64)) + "\" would leave " + folder;
        return std::nullopt;
    }
    return file.string();
}

} // namespace cl
