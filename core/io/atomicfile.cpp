// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/file.h>
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
namespace fs = std::filesystem;

/**
 * Where the bytes must go: a link is followed to the file it names (as QSaveFile does), so
 * `format` on a link rewrites the target and keeps the link. A dangling link names its future
 * target; a loop is an error.
 */
bool resolveTarget(const fs::path &path, fs::path &target, std::string &error)
{
    target = path;
    for (int hops = 0; hops < 40; ++hops) {
        std::error_code ec;
        if (!fs::is_symlink(fs::symlink_status(target, ec)))
            return true;
        const fs::path next = fs::read_symlink(target, ec);
        if (ec) {
            error = "cannot follow the link " + target.string() + ": " + ec.message();
            return false;
        }
        target = next.is_absolute() ? next : target.parent_path() / next;
    }
    error = "cannot follow the link " + path.string() + ": too many levels of links";
    return false;
}

/** "." + name + "." + six characters: the temporary files this writer makes for `name`. */
bool isTemporaryFor(const std::string &entry, const std::string &name)
{
    const std::string prefix = "." + name + ".";
    return entry.size() == prefix.size() + 6 && entry.compare(0, prefix.size(), prefix) == 0;
}

/**
 * Removes temporary files that a killed writer left beside `target`. A live writer holds an
 * flock on its temporary file for as long as it writes, and the kernel drops the lock when the
 * process dies, so a file we can lock is an orphan; one we cannot is someone's write in progress.
 */
void removeStaleTemporaries(const fs::path &dir, const std::string &name)
{
    std::error_code ec;
    fs::directory_iterator it(dir, ec);
    for (const fs::directory_iterator end; !ec && it != end; it.increment(ec)) {
        const std::string entry = it->path().filename().string();
        if (!isTemporaryFor(entry, name))
            continue;
        const int fd = ::open(it->path().c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
        if (fd < 0)
            continue;
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0)
            ::unlink(it->path().c_str());
        ::close(fd);
    }
}

/** Makes the rename itself durable: without it a power cut can bring back the old name. */
void syncDirectory(const fs::path &dir)
{
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return;
    ::fsync(fd);
    ::close(fd);
}

} // namespace

void testing::failNextWriteAfter(std::size_t bytes)
{
    gFailAfter = bytes;
}

bool writeFileAtomically(const std::string &path, std::string_view bytes, std::string *error)
{
    auto fail = [&](std::string message) {
        if (error)
            *error = std::move(message);
        return false;
    };
    fs::path target;
    std::string linkError;
    if (!resolveTarget(fs::path(path), target, linkError))
        return fail(linkError);
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    const std::string name = target.filename().string();
    removeStaleTemporaries(dir, name);
    std::string tmpl = (dir / ("." + name + ".XXXXXX")).string();

    const int fd = ::mkstemp(tmpl.data());
    if (fd < 0)
        return fail(sysError("cannot create a temporary file in", dir.string()));
    // Held until close: tells removeStaleTemporaries in another process that we are alive.
    ::flock(fd, LOCK_EX | LOCK_NB);
    auto abandon = [&](std::string message) {
        ::close(fd);
        ::unlink(tmpl.c_str());
        return fail(std::move(message));
    };

    // Keep the permissions of the file we replace (mkstemp makes 0600).
    struct stat st
    {
    };
    if (::stat(target.c_str(), &st) == 0)
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
    // Renamed while the descriptor (and its lock) is still ours, so no cleaner takes it first.
    if (::rename(tmpl.c_str(), target.c_str()) != 0)
        return abandon(sysError("cannot replace", target.string()));
    ::close(fd);
    syncDirectory(dir);
    return true;
}

} // namespace cl
