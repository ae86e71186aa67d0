// SPDX-License-Identifier: GPL-3.0-or-later
#include "filetext.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cl {

namespace {

constexpr std::uintmax_t kMiB = 1024 * 1024;

std::string sizeText(std::uintmax_t bytes)
{
    return bytes >= kMiB ? std::to_string(bytes / kMiB) + " MiB" : std::to_string(bytes) + " bytes";
}

/** Why a file of this type cannot be read as text, or empty for a regular file. */
std::string wrongTypeError(mode_t mode)
{
    if (S_ISREG(mode))
        return {};
    if (S_ISDIR(mode))
        return "is a directory, expected a file";
    if (S_ISFIFO(mode))
        return "is a pipe (FIFO), expected a regular file";
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return "is a device, expected a regular file";
    if (S_ISSOCK(mode))
        return "is a socket, expected a regular file";
    return "is not a regular file";
}

std::string openError(int error)
{
    switch (error) {
    case ENOENT:
        return "no such file";
    case EACCES:
        return "permission denied";
    case ELOOP:
        return "a loop of symbolic links";
    case ENOTDIR:
        return "a part of the path is not a folder";
    case ENAMETOOLONG:
        return "the path is too long";
    default:
        return std::string("cannot open the file: ") + std::strerror(error);
    }
}

/** Closes the descriptor on every return path. */
struct Descriptor
{
    int fd = -1;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

/** Opens path for reading when it is a regular file; otherwise the error, and *missing when
 *  nothing is there. */
std::string openRegularFile(const std::string &path, Descriptor &file, struct stat &info,
                            bool &missing)
{
    missing = false;
    if (path.empty() || path.find('\0') != std::string::npos)
        return "expected a file name";
    // Non-blocking so that opening a FIFO with no writer returns at once; the type check
    // below then refuses it before any read could wait.
    file.fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (file.fd < 0) {
        missing = errno == ENOENT;
        return openError(errno);
    }
    if (::fstat(file.fd, &info) != 0)
        return std::string("cannot read the file: ") + std::strerror(errno);
    return wrongTypeError(info.st_mode);
}

} // namespace

std::uintmax_t maxInputBytes(InputKind kind)
{
    switch (kind) {
    case InputKind::Design:
        return 1024 * kMiB;
    case InputKind::Catalog:
        return 64 * kMiB;
    case InputKind::Calibration:
        return 512 * kMiB;
    case InputKind::StoredProfile:
        return 16 * kMiB;
    case InputKind::Table:
        return 256 * kMiB;
    case InputKind::Json:
        return 64 * kMiB;
    }
    return 16 * kMiB;
}

std::string inputFileProblem(const std::string &path, bool *missing)
{
    Descriptor file;
    struct stat info
    {
    };
    bool absent = false;
    std::string error = openRegularFile(path, file, info, absent);
    if (missing)
        *missing = absent;
    return error;
}

FileText readInputFile(const std::string &path, InputKind kind)
{
    FileText out;
    Descriptor file;
    struct stat info
    {
    };
    if (out.error = openRegularFile(path, file, info, out.missing); !out.error.empty())
        return out;
    const std::uintmax_t limit = maxInputBytes(kind);
    const auto tooLarge = [&] {
        return "larger than " + sizeText(limit) + ", the most this kind of file may have";
    };
    if (std::uintmax_t(info.st_size) > limit) {
        out.error = tooLarge() + " (it has " + sizeText(std::uintmax_t(info.st_size)) + ")";
        return out;
    }
    std::string text;
    text.reserve(std::size_t(info.st_size));
    char buffer[1 << 16];
    for (;;) {
        const ssize_t got = ::read(file.fd, buffer, sizeof buffer);
        if (got == 0)
            break;
        if (got < 0) {
            if (errno == EINTR)
                continue;
            out.error = std::string("cannot read the file: ") + std::strerror(errno);
            return out;
        }
        if (text.size() + std::size_t(got) > limit) {
            out.error = tooLarge();
            return out;
        }
        text.append(buffer, std::size_t(got));
    }
    out.text = std::move(text);
    return out;
}

std::optional<std::string> readFileText(const std::string &path, InputKind kind)
{
    return readInputFile(path, kind).text;
}

} // namespace cl
