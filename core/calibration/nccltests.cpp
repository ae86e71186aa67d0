// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccltests.h"

#include "textlines.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>

namespace cl {

namespace tl = textlines;

namespace {

// nccl-tests prints times in microseconds and bandwidths in GB/s (1e9 bytes per second).
constexpr double kUs = 1e-6;
constexpr double kGBps = 1e9;
// No link carries 100 TB/s: a larger figure is a corrupted row, not a measurement.
constexpr double kMaxGBps = 100'000;

const char *const kCollectives[]
    = {"all_reduce", "all_gather", "reduce_scatter", "alltoall", "sendrecv",
       "broadcast",  "reduce",     "gather",         "scatter",  "hypercube"};

/** "all_reduce_perf" or "allreduce" -> all_reduce; empty when it names none. */
std::string canonicalCollective(std::string_view name)
{
    std::string flat;
    for (char ch : name) {
        if (ch != '_' && ch != '-')
            flat.push_back(char(std::tolower(static_cast<unsigned char>(ch))));
    }
    // Longest first: "reduce_scatter" before "reduce", "all_gather" before "gather".
    std::vector<std::string> names(std::begin(kCollectives), std::end(kCollectives));
    std::sort(names.begin(), names.end(),
              [](const std::string &a, const std::string &b) { return a.size() > b.size(); });
    for (const std::string &n : names) {
        std::string f;
        for (char ch : n) {
            if (ch != '_')
                f.push_back(ch);
        }
        if (flat.find(f) != std::string::npos)
            return n;
    }
    return {};
}

struct RankLine
{
    int rank = 0;
    std::string host, gpu;
};

/** "#  Rank  3 Group  0 Pid  4711 on  node-a device  3 [0x0a] NVIDIA H100 80GB HBM3". */
std::optional<RankLine> parseRankLine(std::string_view line)
{
    const auto tokens = tl::splitWhitespace(line);
    RankLine r;
    bool haveRank = false, haveHost = false;
    for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
        if (tokens[i] == "Rank" && !haveRank) {
            auto v = tl::integer(tokens[i + 1]);
            if (!v || *v < 0 || *v > 1'000'000)
                return std::nullopt;
            r.rank = int(*v);
            haveRank = true;
        } else if (tokens[i] == "on" && !haveHost) {
            r.host = std::string(tokens[i + 1]);
            haveHost = true;
        }
    }
    const auto bracket = line.find(']', line.find("device"));
    if (!haveRank || !haveHost || bracket == std::string_view::npos)
        return std::nullopt;
    r.gpu = std::string(tl::trim(line.substr(bracket + 1)));
    return r;
}

class Reader
{
public:
    Reader(const std::string &file, LoadErrors &errors)
        : mFile(file)
        , mErrors(errors)
    { }

    bool line(const tl::Line &l);
    bool finish(int lastLine);
    NcclTestsFile out;

private:
    bool fail(int line, std::string message)
    {
        mErrors.push_back(tl::lineError(mFile, line, std::move(message)));
        return false;
    }
    void warn(int line, std::string message)
    {
        out.warnings.push_back(tl::lineError(mFile, line, std::move(message)));
    }
    bool interleaved(int line)
    {
        return fail(line, "a second nccl-tests output starts before the one from line "
                              + std::to_string(mRun->firstLine)
                              + " ended: several processes wrote into this file at once "
                                "(mpirun starting nccl-tests built without MPI=1, or two runs "
                                "sharing one log), so no row can be trusted; run one test per "
                                "file, with an MPI build for several nodes");
    }
    bool startRun(int line);
    bool closeRun(int line);
    bool row(const tl::Line &l, const std::vector<std::string_view> &tokens);

    const std::string &mFile;
    LoadErrors &mErrors;
    std::optional<NcclTestsRun> mRun;
    std::vector<std::string> mColumns; ///< the table header's names, '#' dropped
    std::vector<RankLine> mRanks;
    int mHeaderRanks = 0; ///< nThread x nGpus of the header
    std::string mPendingCollective, mPendingVersion;

public:
    int mLastLine = 0; ///< the file's last line: a short row there is a cut, not an error
};

bool Reader::startRun(int line)
{
    if (mRun) {
        if (!mRun->complete)
            return interleaved(line);
        if (!closeRun(line))
            return false;
    }
    mRun.emplace();
    mRun->firstLine = line;
    mRun->collective = mPendingCollective;
    mRun->collectiveFrom = mPendingCollective.empty() ? "" : "header";
    mRun->version = mPendingVersion;
    mPendingCollective.clear();
    mColumns.clear();
    mRanks.clear();
    mHeaderRanks = 0;
    return true;
}

bool Reader::closeRun(int line)
{
    NcclTestsRun &r = *mRun;
    if (r.curve.empty())
        return fail(r.firstLine, "the nccl-tests output from this line has no size table: the "
                                 "test did not run (see its error above it in the log)");
    if (!r.complete)
        warn(line, "the nccl-tests output from line " + std::to_string(r.firstLine)
                       + " ends before its \"# Avg bus bandwidth\" line (the run was cut short); "
                         "read the "
                       + std::to_string(r.curve.size()) + " sizes it measured");
    std::map<std::string, int> perHost, perGpu;
    for (const RankLine &rank : mRanks) {
        if (perHost[rank.host]++ == 0)
            r.hosts.push_back(rank.host);
        ++perGpu[rank.gpu];
    }
    if (!mRanks.empty()) {
        r.ranks = int(mRanks.size());
        r.nodes = int(perHost.size());
        int most = 0;
        for (const auto &[host, n] : perHost)
            most = std::max(most, n);
        r.gpusPerNode = most;
        int best = 0;
        for (const auto &[gpu, n] : perGpu) {
            if (n > best) {
                best = n;
                r.gpuName = gpu;
            }
        }
        r.mixedGpus = perGpu.size() > 1;
    } else {
        r.ranks = mHeaderRanks;
        warn(r.firstLine, "no \"# Using devices\" list: the hosts are unknown, and the ranks are "
                          "taken from the header's nThread x nGpus ("
                              + std::to_string(mHeaderRanks) + ")");
    }
    out.runs.push_back(std::move(r));
    mRun.reset();
    return true;
}

bool Reader::row(const tl::Line &l, const std::vector<std::string_view> &tokens)
{
    if (!mRun || mColumns.empty())
        return fail(l.number, "a size-table row before the table's header line (\"#  size  count "
                              "type ...\"): is the top of the output missing?");
    if (mRun->complete)
        return interleaved(l.number);
    if (tokens.size() != mColumns.size()) {
        if (tokens.size() < mColumns.size() && l.number == mLastLine)
            return warn(l.number, "the last row is cut short (the file ends mid-row): ignored"),
                   true;
        return fail(l.number, "expected " + std::to_string(mColumns.size())
                                  + " columns as the table header names them, got "
                                  + std::to_string(tokens.size()));
    }
    NcclTestsPoint p;
    p.line = l.number;
    int timeSeen = 0;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const std::string &name = mColumns[i];
        const std::string_view t = tokens[i];
        auto numeric = [&](double lo, double hi, const char *what) -> std::optional<double> {
            auto v = tl::number(t);
            if (!v || *v < lo || *v > hi) {
                fail(l.number, "column " + std::to_string(i + 1) + " (" + name + "): expected "
                                   + what + ", got \"" + std::string(t) + "\"");
                return std::nullopt;
            }
            return v;
        };
        if (name == "size") {
            auto v = numeric(0, 1e15, "a size in bytes");
            if (!v)
                return false;
            p.bytes = *v;
        } else if (name == "count") {
            auto v = numeric(0, 1e15, "an element count");
            if (!v)
                return false;
            p.count = *v;
        } else if (name == "type") {
            p.type = std::string(t);
        } else if (name == "redop") {
            p.redop = std::string(t);
        } else if (name == "root") {
            auto v = numeric(-1, 1e6, "a root rank or -1");
            if (!v)
                return false;
            p.root = int(*v);
        } else if (name == "time") {
            auto v = numeric(0, 1e12, "a time in microseconds");
            if (!v)
                return false;
            (timeSeen == 0 ? p.timeS : p.inPlaceTimeS) = *v * kUs;
        } else if (name == "algbw" || name == "busbw") {
            auto v = numeric(0, kMaxGBps, "a bandwidth in GB/s from 0 to 100000");
            if (!v)
                return false;
            double &slot = name == "algbw"
                               ? (timeSeen <= 1 ? p.algbwBytesPerS : p.inPlaceAlgbwBytesPerS)
                               : (timeSeen <= 1 ? p.busbwBytesPerS : p.inPlaceBusbwBytesPerS);
            slot = *v * kGBps;
        } else if (name == "#wrong" || name == "error" || name == "wrong") {
            std::optional<double> w;
            if (t != "N/A") {
                w = numeric(0, 1e18, "a count of wrong elements or N/A");
                if (!w)
                    return false;
            }
            (timeSeen <= 1 ? p.wrong : p.inPlaceWrong) = w;
        }
        if (name == "time")
            ++timeSeen;
    }
    if (!mRun->curve.empty() && p.bytes < mRun->curve.back().bytes)
        return fail(l.number, "the sizes go back from " + std::to_string(mRun->curve.back().bytes)
                                  + " to " + std::to_string(p.bytes)
                                  + " bytes: several outputs are interleaved in this file (one "
                                    "process per GPU, each printing its own table?); run one "
                                    "test per file");
    mRun->wrong += p.wrong.value_or(0) + p.inPlaceWrong.value_or(0);
    mRun->curve.push_back(std::move(p));
    return true;
}

bool Reader::line(const tl::Line &l)
{
    const std::string_view t = tl::trim(l.text);
    if (t.empty())
        return true;
    if (t[0] != '#') {
        const auto tokens = tl::splitWhitespace(t);
        if (tl::integer(tokens[0]) && tokens.size() > 3)
            return row(l, tokens);
        return true; // NCCL INFO/WARN lines, the launcher's own output: not the test's
    }
    const std::string_view body = tl::trim(t.substr(1));
    if (tl::startsWith(body, "nccl-tests version")) {
        const auto tokens = tl::splitWhitespace(body);
        mPendingVersion = tokens.size() > 2 ? std::string(tokens[2]) : std::string();
        if (mRun && mRun->curve.empty() && mRun->version.empty())
            mRun->version = mPendingVersion;
        return true;
    }
    if (tl::startsWith(body, "Collective test starting:")) {
        if (mRun && !mRun->complete && !mRun->curve.empty())
            return interleaved(l.number);
        mPendingCollective = canonicalCollective(body.substr(25));
        if (mRun && mRun->curve.empty()) {
            mRun->collective = mPendingCollective;
            mRun->collectiveFrom = "header";
        }
        return true;
    }
    if (tl::startsWith(body, "nThread")) {
        if (!startRun(l.number))
            return false;
        const auto tokens = tl::splitWhitespace(body);
        // Each clamped before the product: two huge counts must not overflow it.
        long long threads = 1, gpus = 1;
        for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
            if (tokens[i] == "nThread")
                threads = std::clamp(tl::integer(tokens[i + 1]).value_or(1), 1LL, 1'000'000LL);
            else if (tokens[i] == "nGpus")
                gpus = std::clamp(tl::integer(tokens[i + 1]).value_or(1), 1LL, 1'000'000LL);
        }
        mHeaderRanks = int(std::min(threads * gpus, 1'000'000LL));
        return true;
    }
    if (tl::startsWith(body, "Rank ")) {
        if (!mRun)
            return startRun(l.number) && line(l);
        if (auto r = parseRankLine(body))
            mRanks.push_back(*r);
        else
            warn(l.number, "a \"Rank\" line without its rank, host and GPU: ignored");
        return true;
    }
    if (tl::startsWith(body, "Avg bus bandwidth")) {
        const auto colon = body.find(':');
        const double v = colon == std::string_view::npos
                             ? -1.0
                             : tl::number(tl::trim(body.substr(colon + 1))).value_or(-1.0);
        if (!mRun || mRun->curve.empty())
            return fail(l.number, "an \"Avg bus bandwidth\" line before any size-table row");
        if (v < 0 || v > kMaxGBps)
            return fail(l.number, "expected the average bus bandwidth in GB/s after the colon");
        mRun->avgBusbwBytesPerS = v * kGBps;
        mRun->complete = true;
        return true;
    }
    if (tl::startsWith(body, "Out of bounds values")) {
        if (body.find("FAILED") != std::string_view::npos)
            warn(l.number, "nccl-tests reports values out of bounds (FAILED): the results are "
                           "wrong, not only slow");
        return true;
    }
    const auto tokens = tl::splitWhitespace(body);
    if (tokens.size() > 4 && tokens[0] == "size" && tokens[1] == "count") {
        if (!mRun && !startRun(l.number))
            return false;
        if (!mRun->curve.empty() && !mRun->complete)
            return interleaved(l.number);
        mColumns.assign(tokens.begin(), tokens.end());
    }
    return true; // units line, "Using devices", blank "#"
}

bool Reader::finish(int lastLine)
{
    if (mRun && !closeRun(lastLine))
        return false;
    if (out.runs.empty())
        return fail(1, "not nccl-tests output: no \"# nThread\" header and no size table");
    for (NcclTestsRun &r : out.runs) {
        if (r.collective.empty()) {
            r.collective = collectiveFromFileName(mFile);
            r.collectiveFrom = r.collective.empty() ? "" : "file name";
        }
        if (r.collective.empty())
            return fail(r.firstLine,
                        "cannot tell which collective this output measured: it has no \"# "
                        "Collective test starting\" line (nccl-tests before 2.13) and the file "
                        "name names none; name the file after the test (all_reduce_perf.txt) "
                        "or pass --collective");
        if (r.wrong > 0) {
            // Printed from the double: a sum over rows can pass what a long long holds.
            char counted[40];
            std::snprintf(counted, sizeof counted, "%.0f", r.wrong);
            out.warnings.push_back(tl::lineError(
                mFile, r.firstLine,
                "the " + r.collective + " test counted " + counted
                    + " wrong elements: the fabric or a GPU corrupted data; fix it before "
                      "calibrating from it"));
        }
        if (r.mixedGpus)
            out.warnings.push_back(tl::lineError(mFile, r.firstLine,
                                                 "the ranks ran on different GPU models; the "
                                                 "most common is taken: "
                                                     + r.gpuName));
    }
    return true;
}

} // namespace

double NcclTestsRun::peakBusbwBytesPerS() const
{
    double best = 0;
    for (const auto &p : curve)
        best = std::max(best, p.busbwBytesPerS);
    return best;
}

bool looksLikeNcclTests(std::string_view text)
{
    for (const auto &l : tl::splitLines(text.substr(0, 64 * 1024))) {
        const auto t = tl::trim(l.text);
        if (tl::startsWith(t, "# nThread") || tl::startsWith(t, "# Collective test starting")
            || tl::startsWith(t, "# nccl-tests version"))
            return true;
        const auto tokens = tl::splitWhitespace(t);
        if (tokens.size() > 4 && tokens[0] == "#" && tokens[1] == "size" && tokens[2] == "count")
            return true;
    }
    return false;
}

std::string collectiveFromFileName(const std::string &path)
{
    return canonicalCollective(std::filesystem::path(path).filename().string());
}

std::optional<NcclTestsFile> readNcclTests(std::string_view text, const std::string &file,
                                           LoadErrors &errors)
{
    if (auto bad = textlines::firstBinaryLine(text)) {
        errors.push_back(textlines::lineError(file, *bad,
                                              "not text (a NUL byte or invalid UTF-8): is this "
                                              "the nccl-tests output or a binary?"));
        return std::nullopt;
    }
    const auto lines = textlines::splitLines(text);
    Reader reader(file, errors);
    reader.mLastLine = lines.empty() ? 0 : lines.back().number;
    for (const auto &l : lines) {
        if (!reader.line(l))
            return std::nullopt;
    }
    if (!reader.finish(reader.mLastLine))
        return std::nullopt;
    return std::move(reader.out);
}

} // namespace cl
