// SPDX-License-Identifier: GPL-3.0-or-later
// What feeds the GPUs (issue 30 item 5; format 13): a dataset's bytes and host time per token
// against the file servers' read rate and the servers' cores. The SuperPOD example (no dataset,
// no file server) loses nothing; one NFS head for its 256 H100 training a small-active MoE on
// video starves them, by the numbers; loading between steps (0 workers, seed 000's 5 %) waits
// for every step's data; too few loader cores wait for the CPU.
#include "edit/placement.h"
#include "engine/datafeed.h"
#include "engine/goodput.h"
#include "engine/ledger.h"
#include "io/designformat.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "testcatalog.h"
#include "testdiagnostics.h"
#include "testloaderrors.h"
#include "text/printf.h"

#include <nlohmann/json.hpp>

using namespace cl;

namespace {

Design superpod()
{
    return exampleDesign("superpod-1su-h100");
}

/** The SuperPOD with one NFS head (a 1U server on the in-band network, 2 x 25 GbE) and a
 *  dataset: what a team without a parallel file system runs. */
Design withNfs(const Dataset &dataset)
{
    Design d = superpod();
    d.devices.push_back(makeDevice(bundledCatalog(), "mgmt-1u", "nfs-1"));
    d.workload.model = ModelSpec {std::string("qwen3-30b-a3b"), {}, {}, {}};
    d.workload.deadlineDays.reset();
    d.workload.dataset = dataset;
    return d;
}

} // namespace

class TestDataFeed : public QObject
{
    Q_OBJECT

private slots:
    void kindsCarryTheirFigures()
    {
        ModelShape small; // a 32,000-token vocabulary fits 16-bit ids
        small.arch.vocab = 32000;
        ModelShape large;
        large.arch.vocab = 128256;
        QCOMPARE(dataFeedFor(std::nullopt, small).bytesPerToken, 2.0);
        QCOMPARE(dataFeedFor(std::nullopt, large).bytesPerToken, 4.0);
        QCOMPARE(dataFeedFor(std::nullopt, large).workersPerGpu, 2);
        const DataFeed images = dataFeedFor(Dataset {DatasetKind::ImageText, {}, {}, {}}, large);
        QCOMPARE(images.bytesPerToken, 256.0);
        QCOMPARE(images.cpuSecondsPerToken, 8e-6);
        const DataFeed given = dataFeedFor(Dataset {DatasetKind::Video, 1300.0, 12.0, 0}, large);
        QCOMPARE(given.bytesPerToken, 1300.0);
        QCOMPARE(given.cpuSecondsPerToken, 12e-6);
        QCOMPARE(given.workersPerGpu, 0);
    }

    void theSuperpodIsNotStarved()
    {
        const DesignLedger L = evaluateDesign(superpod(), bundledCatalog());
        QVERIFY(L.training && L.training->valid);
        QCOMPARE(L.training->breakdown.data, 0.0);
        QCOMPARE(L.cluster->storageReadBytesPerS, 0.0); // no file server: the read is not checked
        QCOMPARE(L.cluster->cpuCoresPerNode, 112); // 2 x Xeon 8480C
        QVERIFY(!findDiagnostic(L.diagnostics, "data.starved"));
    }

    void oneNfsHeadStarvesVideo()
    {
        const DesignLedger L
            = evaluateDesign(withNfs({DatasetKind::Video, 1300.0, {}, {}}), bundledCatalog());
        QVERIFY(L.training && L.training->valid);
        // 2 x 25 GbE at half the line rate.
        QCOMPARE(L.cluster->storageReadBytesPerS, 2 * 25e9 * 0.5 / 8);
        const TrainingEstimate &e = *L.training;
        const DataFeedStep &f = e.dataFeed;
        QCOMPARE(f.readBytes, double(L.job->globalBatch) * L.job->sequenceLength * 1300);
        QCOMPARE(f.readS, f.readBytes / L.cluster->storageReadBytesPerS);
        // No layout steps faster than its data: the planner keeps one that hides behind it.
        QVERIFY(e.stepTimeS >= f.readS * (1 - 1e-12));
        QVERIFY(e.breakdown.data > 0);
        const Diagnostic *starved = findDiagnostic(L.diagnostics, "data.starved");
        QVERIFY(starved);
        QCOMPARE(starved->params.at("cause"), std::string("storage"));
        QCOMPARE(starved->params.at("have_gb_s"), std::string("3.12"));
        QCOMPARE(starved->params.at("read_gb"), formatText("%.2f", f.readBytes / 1e9));
        QCOMPARE(starved->params.at("read_s"), formatText("%.2f", f.readS));
        // The same design without the dataset's weight: no file server is a limit.
        const DesignLedger fast
            = evaluateDesign(withNfs({DatasetKind::Tokens, {}, {}, {}}), bundledCatalog());
        QVERIFY(f.readS > 1.2 * fast.training->stepTimeS); // the data costs this design time
        QVERIFY(!findDiagnostic(fast.diagnostics, "data.starved"));
        // The same data at its usual 650 bytes a token keeps up: the loaders prefetch it.
        const DesignLedger usual
            = evaluateDesign(withNfs({DatasetKind::Video, {}, {}, {}}), bundledCatalog());
        QCOMPARE(usual.training->breakdown.data, 0.0);
    }

    void aSlowFileServerLengthensEveryRestart()
    {
        // The same run with and without the one NFS head: every restart reads the checkpoint
        // back at its 3.1 GB/s, past what storage sized for 256 GPUs (21 GB/s) would take.
        Design plain = withNfs({DatasetKind::Tokens, {}, {}, {}});
        plain.devices.pop_back();
        const DesignLedger without = evaluateDesign(plain, bundledCatalog());
        const DesignLedger with
            = evaluateDesign(withNfs({DatasetKind::Tokens, {}, {}, {}}), bundledCatalog());
        QVERIFY(without.training && without.training->valid);
        QVERIFY(with.training && with.training->valid);
        const Goodput &g0 = without.training->goodput;
        const Goodput &g = with.training->goodput;
        QCOMPARE(g0.restoreS, 0.0);
        QCOMPARE(g0.restartS, kDefaultRestartS);
        QCOMPARE(g.storageReadBytesPerS, with.cluster->storageReadBytesPerS);
        const double checkpointBytes = g.restoreS * g.storageReadBytesPerS;
        QVERIFY(checkpointBytes > 30e9 * 14 * 0.99); // 30B parameters, BF16 + Adam's FP32 states
        const double sized
            = checkpointBytes / (kDefaultStorageWriteBytesPerSPerGpu * with.cluster->gpus);
        QVERIFY(g.restoreS > sized);
        QCOMPARE(g.restartS, kDefaultRestartS + g.restoreS - sized);
        QVERIFY(g.value < g0.value);
        // The lost share grows by the extra restart time over the job's time between failures.
        const double mtbfS = 3600.0 / (kLlama3InterruptionsPerGpuHour * with.cluster->gpus);
        QVERIFY(std::abs((g0.value - g.value) - (g.restartS - g0.restartS) / mtbfS) < 1e-9);
    }

    void loadingBetweenStepsWaitsForAll()
    {
        const DesignLedger L
            = evaluateDesign(withNfs({DatasetKind::ImageText, {}, {}, 0}), bundledCatalog());
        const TrainingEstimate &e = *L.training;
        QCOMPARE(e.breakdown.data, e.dataFeed.readS + e.dataFeed.cpuS);
        QCOMPARE(e.dataFeed.loaderCoresPerNode, 8.0); // one training process per GPU
        const Diagnostic *starved = findDiagnostic(L.diagnostics, "data.starved");
        QVERIFY(starved);
        QCOMPARE(starved->params.at("cause"), std::string("serial"));
        // A typical team's slower steps do not multiply what the storage and the CPUs take.
        Design typical = withNfs({DatasetKind::ImageText, {}, {}, 0});
        typical.workload.teamProfile = TeamProfile::Typical;
        const DesignLedger T = evaluateDesign(typical, bundledCatalog());
        QCOMPARE(T.training->breakdown.data, e.dataFeed.readS + e.dataFeed.cpuS);
        QCOMPARE(T.training->dataFeed.stallS, T.training->breakdown.data);
        // Two workers per GPU hide it behind the compute.
        const DesignLedger workers
            = evaluateDesign(withNfs({DatasetKind::ImageText, {}, {}, 2}), bundledCatalog());
        QCOMPARE(workers.training->breakdown.data, 0.0);
    }

    void tooFewLoaderCoresWaitForTheCpu()
    {
        // Raw text at 200 host µs a token (a slow Python tokenizer) on one worker per GPU.
        const DesignLedger L
            = evaluateDesign(withNfs({DatasetKind::Text, {}, 200.0, 1}), bundledCatalog());
        const TrainingEstimate &e = *L.training;
        const double tokensPerNode
            = double(L.job->globalBatch) * L.job->sequenceLength / L.cluster->nodes();
        QCOMPARE(e.dataFeed.cpuS, tokensPerNode * 200e-6 / 8);
        const Diagnostic *starved = findDiagnostic(L.diagnostics, "data.starved");
        QVERIFY(starved);
        QCOMPARE(starved->params.at("cause"), std::string("cpu"));
        QCOMPARE(starved->params.at("cores"), std::string("8"));
    }

    /** A rack-scale domain is one node to the engine: its loaders have every tray's cores. */
    void anNvl72DomainHasAllItsTraysCores()
    {
        const DesignLedger L
            = evaluateDesign(exampleDesign("nvl72-gb200-16racks"), bundledCatalog());
        QVERIFY(L.cluster);
        QCOMPARE(L.cluster->gpusPerNode, 72);
        QCOMPARE(L.cluster->cpuCoresPerNode, 144 / 4 * 72); // 2 Grace per 4-GPU tray
    }

    void theDatasetIsKeptInTheFile()
    {
        const Design d = withNfs({DatasetKind::ImageText, 300.0, 6.5, 4});
        const std::string text = DesignWriter::toText(d);
        QVERIFY(text.find("\"version\": " + std::to_string(kDesignVersion)) != std::string::npos);
        const DesignLoadResult back = DesignReader::readText(text, bundledCatalog());
        QVERIFY(back.ok());
        QCOMPARE(*back.design->workload.dataset, *d.workload.dataset);
        nlohmann::json j = nlohmann::json::parse(text);
        j["workload"]["dataset"]
            = {{"kind", "audio"}, {"workers_per_gpu", 65}, {"bytes_per_token", 0}};
        const DesignLoadResult bad = DesignReader::readText(j.dump(), bundledCatalog());
        QVERIFY(!bad.ok());
        QVERIFY(hasLoadError(bad.errors, "/workload/dataset/kind", "image_text"));
        QVERIFY(hasLoadError(bad.errors, "/workload/dataset/workers_per_gpu", ""));
        QVERIFY(hasLoadError(bad.errors, "/workload/dataset/bytes_per_token", "above 0"));
        // Older files have no dataset: pre-tokenised, as before.
        j["workload"].erase("dataset");
        j["version"] = 12;
        const DesignLoadResult old = DesignReader::readText(j.dump(), bundledCatalog());
        QVERIFY(old.ok());
        QVERIFY(!old.design->workload.dataset);
    }
};

QTEST_GUILESS_MAIN(TestDataFeed)
#include "tst_datafeed.moc"
