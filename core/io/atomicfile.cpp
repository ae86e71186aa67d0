// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace cl {

namespace {
std::size_t gFailAfter = 0;

std::string sysError(const std::string &what, const std::string &path)
{
    return what + " " + path + ": " + std::strerror(errno);
}
} // namespace

void testing::failNextWriteAfter(std::size_t bytes)
{
    gFailAfter = bytes;
}

bool writeFileAtomically(const std::string &path, std::string_view bytes, std::string *error)
{
    namespace fs = std::filesystem;
    const fs::path target(path);
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    std::string tmpl = (dir / ("." + target.filename().string() + ".XXXXXX")).string();

    auto fail = [&](std::string message) {
        if (error)
            *error = std::move(message);
        return false;
    };

    const int fd = ::mkstemp(tmpl.data());
    if (fd < 0)
        return fail(sysError("cannot create a temporary file in", dir.string()));
    auto abandon = [&](std::string message) {
        ::close(fd);
        ::unlink(tmpl.c_str());
        return fail(std::move(message));
    };

    // Keep the permissions of the file we replace (mkstemp makes 0600).
    struct stat st
    {
    };
    if (::stat(path.c_str(), &st) == 0)
        ::fchmod(fd, st.st_mode & 07777);
    else
        ::fchmod(fd, 0644);

    const std::size_t failAfter = std::exchange(gFailAfter, 0);
    std::size_t written = 0;
    while (written < bytes.size()) {
        std::size_t chunk = bytes.size() - written;
        if (failAfter > 0 && written + chunk > failAfter) {
            chunk = failAfter - written;
            if (chunk == 0) {
                errno = ENOSPC; // simulated: the disk filled up part-way
                return abandon(sysError("cannot write", tmpl));
            }
        }
        const ssize_t n = ::write(fd, bytes.data() + written, chunk);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return abandon(sysError("cannot write", tmpl));
        }
        written += std::size_t(n);
    }
    if (::fsync(fd) != 0)
        return abandon(sysError("cannot flush", tmpl));
    if (::close(fd) != 0) {
        ::unlink(tmpl.c_str());
        return fail(sysError("cannot close", tmpl));
    }
    if (::rename(tmpl.c_str(), path.c_str()) != 0) {
        const std::string message = sysError("cannot replace", path);
        ::unlink(tmpl.c_str());
        return fail(message);
    }
    return true;
}

} // namespace cl
