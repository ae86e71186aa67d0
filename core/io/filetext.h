// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace cl {

/** What a file read from disk is for: each kind has its own ceiling on bytes (maxInputBytes). */
enum class InputKind {
    Design, ///< a design (*.cluster.json): the SuperPOD x1024 is ~150 MB
    Catalog, ///< a catalog file, bundled or the user's: all read at every start
    Calibration, ///< probe reports, nccl-tests outputs, training logs, telemetry
    StoredProfile, ///< one stored calibration profile or a small settings file
    Table, ///< a CSV table (NetBox's exports)
    Json, ///< another JSON input named on the command line (host costs, deployments)
};

/** The most bytes a file of `kind` may have; the reader refuses more, naming the limit. */
std::uintmax_t maxInputBytes(InputKind kind);

/** A file read whole, or why not. */
struct FileText
{
    std::optional<std::string> text;
    /** Empty when text holds the bytes: otherwise what is wrong, without the path
     *  ("is a directory, expected a file"; "larger than 64 MiB: ..."). */
    std::string error;
    /** The path names nothing (an optional input may be absent). */
    bool missing = false;
};

/**
 * One guarded reader for every input: regular files only (directories, FIFOs, devices and
 * sockets are named and refused without blocking on them), at most maxInputBytes(kind) bytes
 * (checked before reading and again while reading, for a file that grows), read with a bounded
 * buffer. The readers of designs, catalogs, calibration inputs, stored profiles and tables all
 * start here; atomicfile.h writes.
 */
FileText readInputFile(const std::string &path, InputKind kind);

/** What readInputFile would refuse before reading (missing, not a regular file, not readable),
 *  or empty when the file can be read: for commands that check their arguments first. */
std::string inputFileProblem(const std::string &path, bool *missing = nullptr);

/** readInputFile's bytes, or nullopt where it gives an error. */
std::optional<std::string> readFileText(const std::string &path, InputKind kind);

} // namespace cl
