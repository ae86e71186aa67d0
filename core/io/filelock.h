// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace cl {

/**
 * An advisory lock held for as long as this object lives (flock on an open file). The kernel
 * drops it when the process dies, however it dies, so "can I take it?" answers "is the owner
 * gone?" with no process ids, host names or ages to compare. Used to tell a running instance's
 * autosave copy from one a crashed instance left.
 */
class FileLock
{
public:
    FileLock() = default;
    ~FileLock();
    FileLock(const FileLock &) = delete;
    FileLock &operator=(const FileLock &) = delete;

    /** Takes the lock without waiting; false when another holder (any process) has it. A
     *  `note` (who holds it, for a question) replaces the file's text once the lock is ours. */
    bool tryLock(const std::string &path, const std::string &note = {});
    void unlock();
    bool isLocked() const { return mFd >= 0; }

    /** True when someone holds the lock on path right now (this process included). */
    static bool isHeld(const std::string &path);
    /** The note its holder wrote ("" when none or unreadable). */
    static std::string noteOf(const std::string &path);
    /** The lock of a design file, beside it: "DIR/.NAME.lock" (an app window holds it while
     *  the design is open there). */
    static std::string besideFile(const std::string &path);

private:
    int mFd = -1;
};

} // namespace cl
