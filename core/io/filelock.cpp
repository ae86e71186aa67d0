// SPDX-License-Identifier: GPL-3.0-or-later
#include "filelock.h"

#include "filetext.h"

#include <fcntl.h>
#include <filesystem>
#include <sys/file.h>
#include <unistd.h>

namespace cl {

FileLock::~FileLock()
{
    unlock();
}

bool FileLock::tryLock(const std::string &path, const std::string &note)
{
    unlock();
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(fd);
        return false;
    }
    mFd = fd;
    if (!note.empty() && ::ftruncate(fd, 0) == 0) {
        // Best effort: the note only words a question; the lock is the flock.
        const ssize_t written = ::pwrite(fd, note.data(), note.size(), 0);
        (void)written;
    }
    return true;
}

void FileLock::unlock()
{
    if (mFd >= 0) {
        ::close(mFd); // closing the descriptor releases the lock
        mFd = -1;
    }
}

bool FileLock::isHeld(const std::string &path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false; // no lock file: nobody ever held it
    const bool held = ::flock(fd, LOCK_EX | LOCK_NB) != 0;
    ::close(fd);
    return held;
}

std::string FileLock::noteOf(const std::string &path)
{
    return readFileText(path, InputKind::StoredProfile).value_or("").substr(0, 4096);
}

std::string FileLock::besideFile(const std::string &path)
{
    const std::filesystem::path p(path);
    return (p.parent_path() / ("." + p.filename().string() + ".lock")).string();
}

} // namespace cl
