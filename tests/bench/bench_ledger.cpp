// SPDX-License-Identifier: GPL-3.0-or-later
// Ledger benchmark (issue 31): the SuperPOD example replicated UNITS times with its fabric built,
// then edits through the path the GUI's ledger service takes (a snapshot of the design handed to
// a LedgerSession: stages reused by what they read, the plan cached). Prints one JSON line: the
// cold evaluation (the planner's share apart), the median of several edits of each kind from the
// snapshot to the complete ledger, the snapshot's own copy (made on the GUI thread), and whether
// the last result of each kind equals a cold evaluation of the same design (ledgerToJson, the
// planner's time left out). Asserts nothing. `cold` evaluates cold EDITS times and prints their
// median alone (for a profiler: nothing but the cold path runs).
//   build/ci/tests/bench_ledger [UNITS] [EDITS] [cold]
#include "catalog/catalogloader.h"
#include "engine/ledgerjson.h"
#include "engine/ledgersession.h"
#include "fabric/fabricgenerator.h"
#include "io/designreader.h"
#include "model/replicate.h"
#include "resourcepaths.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

std::string canonical(const cl::DesignLedger &ledger, const cl::Design &design)
{
    nlohmann::ordered_json j = cl::ledgerToJson(ledger, design);
    j.erase("plan_ms");
    return j.dump();
}

struct EditResult
{
    double medianMs = 0;
    double snapshotMs = 0; ///< the median copy of the design the GUI hands its worker
    bool identical = false;
};

/** `edits` edits of one kind, each evaluated through the session; the median, and the last
 *  result against a cold evaluation. */
EditResult timeEdits(cl::LedgerSession &session, cl::Design &design, const cl::Catalog &catalog,
                     int edits, const std::function<void(cl::Design &, int)> &edit)
{
    std::vector<double> ms, copies;
    cl::DesignLedger last;
    for (int i = 0; i < edits; ++i) {
        edit(design, i);
        auto start = Clock::now();
        auto snapshot = std::make_shared<const cl::Design>(design);
        copies.push_back(msSince(start));
        start = Clock::now();
        last = session.evaluate(std::move(snapshot));
        ms.push_back(msSince(start));
    }
    std::sort(ms.begin(), ms.end());
    std::sort(copies.begin(), copies.end());
    const cl::DesignLedger cold = cl::evaluateDesign(design, catalog);
    return {ms[ms.size() / 2], copies[copies.size() / 2],
            canonical(last, design) == canonical(cold, design)};
}

} // namespace

int main(int argc, char **argv)
{
    const int units = argc > 1 ? std::max(1, std::atoi(argv[1])) : 64;
    const int edits = argc > 2 ? std::max(1, std::atoi(argv[2])) : 7;
    cl::CatalogLoadReport report;
    cl::Catalog catalog;
    cl::CatalogLoader::loadDirectory(cl::bundledCatalogDir(), catalog, report, false);
    auto loaded = cl::DesignReader::readFile(
        cl::bundledExampleDir() + "/superpod-1su-h100.cluster.json", catalog);
    if (!loaded.ok()) {
        std::fprintf(stderr, "bench_ledger: the SuperPOD example does not load\n");
        return 1;
    }
    cl::Design design
        = cl::buildFabric(cl::replicateDesign(*loaded.design, units), catalog, {}).design;

    if (argc > 3 && std::string(argv[3]) == "cold") {
        std::vector<double> ms;
        for (int i = 0; i < edits; ++i) {
            const auto at = Clock::now();
            const cl::DesignLedger ledger = cl::evaluateDesign(design, catalog);
            ms.push_back(msSince(at) - ledger.planMs);
        }
        std::sort(ms.begin(), ms.end());
        std::printf("{\"units\": %d, \"cold_ms_median\": %.1f, \"runs\": %d}\n", units,
                    ms[ms.size() / 2], edits);
        return 0;
    }
    auto start = Clock::now();
    const cl::DesignLedger cold = cl::evaluateDesign(design, catalog);
    const double coldMs = msSince(start) - cold.planMs;

    cl::LedgerSession session(catalog);
    session.evaluate(design); // the first: every stage runs, the plan is searched once
    const EditResult pue = timeEdits(session, design, catalog, edits, [](cl::Design &d, int i) {
        d.site.pue = 1.2 + 0.01 * (i % 10);
    });
    const EditResult tokens = timeEdits(session, design, catalog, edits, [](cl::Design &d, int i) {
        d.workload.tokens = 1e12 * (1.0 + 0.1 * (i + 1)); // a new count each time
    });
    // A cable's length typed by hand, then cleared: the cable plan and the BOM change.
    const EditResult cable = timeEdits(session, design, catalog, edits, [](cl::Design &d, int i) {
        cl::Link &l = d.links[d.links.size() / 2];
        l.lengthM = i % 2 == 0 ? std::optional<double>(7.0 + i) : std::nullopt;
    });
    // The first rack moves along its row and back: its cables are routed again.
    const EditResult move = timeEdits(session, design, catalog, edits, [](cl::Design &d, int i) {
        d.racks.front().position += i % 2 == 0 ? 1 : -1;
    });
    std::printf(
        "{\"units\": %d, \"gpus\": %d, \"links\": %zu, \"cold_ms\": %.1f, \"plan_ms\": "
        "%.1f, \"edit_pue_ms\": %.2f, \"edit_tokens_ms\": %.2f, \"edit_cable_ms\": %.2f, "
        "\"edit_rack_move_ms\": %.2f, \"snapshot_ms\": %.2f, \"identical\": %s}\n",
        units, cold.cluster ? cold.cluster->gpus : 0, design.links.size(), coldMs, cold.planMs,
        pue.medianMs, tokens.medianMs, cable.medianMs, move.medianMs, pue.snapshotMs,
        pue.identical && tokens.identical && cable.identical && move.identical ? "true" : "false");
    return 0;
}
