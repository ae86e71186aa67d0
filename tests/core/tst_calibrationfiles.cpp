// SPDX-License-Identifier: GPL-3.0-or-later
// The readers of the files teams already have (nccl-tests, training logs, telemetry) on fixtures
// shaped as the tools print them (tests/data/calibration/README.md says where each comes from),
// cut short, interleaved and hostile; and the two inversions of the engine they calibrate with.
#include "calibration/filecalibration.h"
#include "calibration/nccltests.h"
#include "calibration/telemetry.h"
#include "calibration/traininglog.h"
#include "catalog/catalog.h"
#include "engine/clusterspec.h"
#include "engine/modelshape.h"
#include "engine/trainingmodel.h"
#include "testcatalog.h"

#include <QtTest>

#include <cmath>
#include <fstream>
#include <iterator>

using namespace cl;

namespace {

std::string fixture(const char *name)
{
    std::ifstream in(std::string(CL_TEST_DATA) + "/calibration/" + name, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string firstError(const LoadErrors &e)
{
    return e.empty() ? std::string("(no error)") : e.front().toString();
}

} // namespace

class TestCalibrationFiles : public QObject
{
    Q_OBJECT

private slots:
    void ncclSingleNode()
    {
        LoadErrors e;
        const auto f = readNcclTests(fixture("nccl-all_reduce-1node-8xh100.txt"), "a.txt", e);
        QVERIFY2(f, firstError(e).c_str());
        QCOMPARE(f->runs.size(), std::size_t(1));
        const NcclTestsRun &r = f->runs[0];
        QCOMPARE(r.collective, std::string("all_reduce"));
        QCOMPARE(r.collectiveFrom, std::string("header"));
        QCOMPARE(r.ranks, 8);
        QCOMPARE(r.nodes, 1);
        QCOMPARE(r.gpusPerNode, 8);
        QCOMPARE(r.gpuName, std::string("NVIDIA H100 80GB HBM3"));
        QVERIFY(r.complete);
        QCOMPARE(r.wrong, 0.0);
        QVERIFY(std::abs(*r.avgBusbwBytesPerS - 162.456e9) < 1e3);
        // busbw = algbw x 2(n-1)/n for all_reduce, as nccl-tests prints it.
        const NcclTestsPoint &last = r.curve.back();
        QVERIFY(std::abs(last.busbwBytesPerS / last.algbwBytesPerS - 1.75) < 0.01);
        QVERIFY(std::abs(last.algbwBytesPerS - last.bytes / last.timeS) / last.algbwBytesPerS
                < 0.01);
    }
    void ncclTwoNodesAndFileNameCollective()
    {
        LoadErrors e;
        const auto f = readNcclTests(fixture("nccl-all_reduce-2node-16xh100.txt"),
                                     "runs/all_reduce_perf-16.txt", e);
        QVERIFY2(f, firstError(e).c_str());
        const NcclTestsRun &r = f->runs[0];
        QCOMPARE(r.nodes, 2);
        QCOMPARE(r.gpusPerNode, 8);
        QCOMPARE(r.hosts, (std::vector<std::string> {"node-a", "node-b"}));
        QCOMPARE(r.collectiveFrom, std::string("file name"));
        QVERIFY(std::abs(r.peakBusbwBytesPerS() - 372.29e9) < 1e6);
        // Without a header naming it and a file name that names none: asked, not guessed.
        LoadErrors e2;
        QVERIFY(!readNcclTests(fixture("nccl-all_reduce-2node-16xh100.txt"), "run.txt", e2));
        QVERIFY(firstError(e2).find("--collective") != std::string::npos);
    }
    void ncclCutShortAndInterleaved()
    {
        LoadErrors e;
        const auto f = readNcclTests(fixture("nccl-truncated.txt"), "t.txt", e);
        QVERIFY2(f, firstError(e).c_str());
        QVERIFY(!f->runs[0].complete);
        QCOMPARE(f->runs[0].curve.size(), std::size_t(26));
        QCOMPARE(f->warnings.size(), std::size_t(2)); // the cut row, the missing average
        LoadErrors bad;
        QVERIFY(!readNcclTests(fixture("nccl-interleaved-mpi.txt"), "i.txt", bad));
        QCOMPARE(bad.front().line, 5);
        QVERIFY(bad.front().message.find("several processes") != std::string::npos);
    }
    void ncclHostile_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        const QByteArray header = "# nThread 1 nGpus 2 minBytes 8 maxBytes 64 step: 2(factor)\n"
                                  "#       size         count      type   redop    root     time "
                                  "  algbw   busbw #wrong     time   algbw   busbw #wrong\n";
        QTest::newRow("binary") << QByteArray("# nThread 1\n\x00\x01", 14) << 2;
        QTest::newRow("a word for a time")
            << header + "8 2 float sum -1 fast 0.00 0.00 0 1.0 0.00 0.00 0\n"
            << 3;
        QTest::newRow("negative size") << header + "-8 2 float sum -1 1 0 0 0 1 0 0 0\n" << 3;
        QTest::newRow("impossible bandwidth") << header + "8 2 float sum -1 1 0 1e9 0 1 0 0 0\n"
                                              << 3;
        QTest::newRow("columns missing mid-table")
            << header + "8 2 float sum -1 1 0\n16 4 float sum -1 1 0 0 0 1 0 0 0\n"
            << 3;
        QTest::newRow("a row before any header") << QByteArray("8 2 float sum -1 1 0 0 0\n") << 1;
        QTest::newRow("empty") << QByteArray() << 1;
    }
    void ncclHostile()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        LoadErrors e;
        QVERIFY(!readNcclTests(std::string_view(text.constData(), std::size_t(text.size())),
                               "all_reduce.txt", e));
        QCOMPARE(e.front().line, line);
        QCOMPARE(e.front().file, std::string("all_reduce.txt"));
    }

    void megatronLog()
    {
        LoadErrors e;
        const auto log = readTrainingLog(fixture("megatron-llama3-8b-2node.log"), "m.log", e);
        QVERIFY2(log, firstError(e).c_str());
        QCOMPARE(log->framework, LogFramework::Megatron);
        const LogConfig &k = log->config;
        QCOMPARE(*k.worldSize, 16);
        QCOMPARE(*k.tp, 2);
        QCOMPARE(*k.pp, 1);
        QCOMPARE(*k.dp, 8);
        QCOMPARE(*k.globalBatch, 128);
        QCOMPARE(*k.seqLen, 8192);
        QCOMPARE(*k.kvHeads, 8);
        QCOMPARE(*k.ffn, 14336);
        QCOMPARE(*k.precision, std::string("bf16"));
        QVERIFY(*k.swiglu);
        QCOMPARE(log->iterations.size(), std::size_t(30));
        std::string why;
        const auto s = steadyState(*log, &why);
        QVERIFY2(s, why.c_str());
        QCOMPARE(s->warmup, 3); // the first tenth: start-up and compilation
        QCOMPARE(s->used, 27);
        QVERIFY(*s->stepTimeS > 8.0 && *s->stepTimeS < 9.0);
        QVERIFY(*s->stepTimeP10S <= *s->stepTimeS && *s->stepTimeS <= *s->stepTimeP90S);
    }
    void torchtitanLogWithColours()
    {
        LoadErrors e;
        const auto log = readTrainingLog(fixture("torchtitan-llama3-8b-8gpu.log"), "t.log", e);
        QVERIFY2(log, firstError(e).c_str());
        QCOMPARE(log->framework, LogFramework::Torchtitan);
        const LogConfig &k = log->config;
        QCOMPARE(*k.worldSize, 8);
        QCOMPARE(*k.dp, 8);
        QCOMPARE(*k.zeroStage, 3);
        QCOMPARE(*k.recompute, std::string("selective"));
        QCOMPARE(*k.ffn, 14336); // Llama's FeedForward from multiple_of and the multiplier
        QCOMPARE(k.gpuName, std::string("NVIDIA H100 80GB HBM3"));
        QCOMPARE(*k.parameters, 8030261248.0);
        std::string why;
        const auto s = steadyState(*log, &why);
        QVERIFY2(s, why.c_str());
        QCOMPARE(*s->tokensPerSPerGpu, 6535.0);
        QVERIFY(std::abs(*s->mfu - 0.3827) < 1e-4);
    }
    void deepSpeedStepFromSamples()
    {
        LoadErrors e;
        const auto log = readTrainingLog(fixture("deepspeed-throughput.log"), "d.log", e);
        QVERIFY2(log, firstError(e).c_str());
        QCOMPARE(*log->config.globalBatch, 128);
        const auto &it = log->iterations.front();
        QVERIFY(std::abs(*it.stepTimeS - 128.0 / *it.samplesPerS) < 1e-9);
    }
    void logRanksRestartsAndCuts()
    {
        const std::string text = "[rank0]:step:  1  loss: 9  tps: 100  tflops: 1\n"
                                 "[rank1]:step:  1  loss: 9  tps: 999  tflops: 1\n"
                                 "[rank0]:step:  2  loss: 9  tps: 200  tflops: 1\n"
                                 "[rank0]:step:  1  loss: 9  tps: 300  tflops: 1\n" // a restart
                                 "[rank0]:step:  2  loss: 9  tps: 400  tflops: 1\n"
                                 "[rank0]:step:  3  loss: 9  tps: ";
        LoadErrors e;
        const auto log = readTrainingLog(text, "r.log", e);
        QVERIFY2(log, firstError(e).c_str());
        QCOMPARE(log->iterations.size(), std::size_t(2));
        QCOMPARE(*log->iterations[1].tokensPerSPerGpu, 400.0);
        QCOMPARE(log->warnings.size(), std::size_t(3)); // restart, cut line, other ranks
        std::string why;
        QVERIFY(!steadyState(*log, &why));
        QVERIFY(why.find("at least 5") != std::string::npos);
    }
    void logHostile()
    {
        LoadErrors e;
        QVERIFY(!readTrainingLog("hello\nworld\n", "x.log", e));
        QVERIFY(firstError(e).find("not a training log") != std::string::npos);
        LoadErrors e2;
        QVERIFY(!readTrainingLog(" iteration 5/ 10 | elapsed time per iteration (ms): -3 |\nok\n",
                                 "y.log", e2));
        QCOMPARE(e2.front().line, 1);
    }

    // Counts past what an int or a long long holds (found by fuzz_nccl_tests in CI): each is
    // clamped or refused by name, with no overflow for the sanitizer builds to catch.
    void hugeCountsStayInRange()
    {
        const std::string header = "# nThread 9999999999 nGpus 9999999999\n"
                                   "#  size count type redop root time algbw busbw #wrong time "
                                   "algbw busbw #wrong\n";
        std::string rows;
        for (int i = 1; i <= 10; ++i)
            rows += std::to_string(8 * i) + " 2 float sum -1 1 0 0 1e18 1 0 0 1e18\n";
        LoadErrors e;
        const auto nccl
            = readNcclTests(header + rows + "# Avg bus bandwidth : 0\n", "all_reduce.txt", e);
        QVERIFY(nccl);
        QCOMPARE(nccl->runs.front().ranks, 1'000'000);
        bool counted = false;
        for (const auto &w : nccl->warnings)
            counted = counted
                      || w.message.find("counted 20000000000000000000 wrong") != std::string::npos;
        QVERIFY(counted);

        LoadErrors e2;
        const auto titan = readTrainingLog("[titan] Building 2-D device mesh with ['dp_shard', "
                                           "'dp_replicate'], [1000000, 1000000]\n"
                                           "[titan] step:  1  loss: 12.2  tps: 177\n",
                                           "titan.log", e2);
        QVERIFY(titan);
        QCOMPARE(*titan->config.dp, 1'000'000'000);

        LoadErrors e3;
        QVERIFY(
            !readTrainingLog("iteration 1e300 | train_step_timing in s: 1.0\n", "nemo.log", e3));
        QVERIFY(firstError(e3).find("step number from 0") != std::string::npos);
    }

    void nvidiaSmiCsv()
    {
        LoadErrors e;
        const auto t = readTelemetry(fixture("nvidia-smi-8gpu.csv"), "s.csv", {}, e);
        QVERIFY2(t, firstError(e).c_str());
        QCOMPARE(t->format, TelemetryFormat::NvidiaSmiCsv);
        QCOMPARE(t->gpus.size(), std::size_t(8));
        const TelemetrySummary s = summarizeTelemetry(*t);
        QCOMPARE(s.samples, 80);
        QVERIFY(*s.utilizationMean > 0.8 && *s.utilizationMean <= 1.0);
        QVERIFY(*s.memoryTotalBytes > 85e9); // 81559 MiB
        QVERIFY(*s.durationS > 8 && *s.durationS < 11);
        // Unreadable values are absent, not zero.
        LoadErrors e2;
        const auto na = readTelemetry(fixture("nvidia-smi-na.csv"), "na.csv", {}, e2);
        QVERIFY2(na, firstError(e2).c_str());
        QVERIFY(!na->samples[0].utilization);
        QVERIFY(!na->samples[1].powerW);
        // Without its header the fields are asked for.
        LoadErrors e3;
        QVERIFY(!readTelemetry(fixture("nvidia-smi-noheader.csv"), "n.csv", {}, e3));
        const auto named = readTelemetry(fixture("nvidia-smi-noheader.csv"), "n.csv",
                                         {"timestamp", "index", "name", "utilization.gpu",
                                          "power.draw", "memory.used", "memory.total"},
                                         e3);
        QVERIFY2(named, firstError(e3).c_str());
        QCOMPARE(summarizeTelemetry(*named).samples, 80);
    }
    void dcgmScrapes()
    {
        LoadErrors e;
        const auto t = readTelemetry(fixture("dcgm-exporter-scrapes.prom"), "d.prom", {}, e);
        QVERIFY2(t, firstError(e).c_str());
        QCOMPARE(t->format, TelemetryFormat::DcgmPrometheus);
        QCOMPARE(t->scrapes, 3);
        QCOMPARE(t->gpus.size(), std::size_t(2));
        const TelemetrySummary s = summarizeTelemetry(*t);
        QVERIFY(*s.smActiveMean > 0 && *s.smActiveMean <= 1);
        QVERIFY(*s.powerMeanW > 100 && *s.powerMeanW < 1000);
        LoadErrors bad;
        QVERIFY(!readTelemetry("DCGM_FI_DEV_GPU_UTIL{gpu=\"0\"} 250\nDCGM_FI_DEV_GPU_UTIL 1\n",
                               "b.prom", {}, bad));
        QCOMPARE(bad.front().line, 1);
        LoadErrors unterminated;
        QVERIFY(!readTelemetry("DCGM_FI_DEV_GPU_UTIL{gpu=\"0} 25\nDCGM_FI_DEV_GPU_UTIL 1\n",
                               "u.prom", {}, unterminated));
    }

    /** Calibration runs the engine backwards: the fitted fraction reproduces the logged step. */
    void gemmFitReproducesTheStep()
    {
        const Catalog &c = bundledCatalog();
        const GpuModel &gpu = *c.gpu("h100-sxm5-80gb");
        const NetworkPreset &net = *findNetworkPreset("ib-ndr-400");
        const ClusterSpec cluster = makeClusterSpec(gpu, 16, 8, net, defaultProfileFor(gpu));
        TrainingJob job;
        job.shape = *resolveModel(ModelSpec {std::string("llama-3-8b"), {}, {}, {}}, c);
        job.sequenceLength = 8192;
        job.globalBatch = 128;
        ParallelLayout L;
        L.tp = 2;
        L.dp = 8;
        L.zero = 1;
        L.recompute = Recompute::None;
        const double predicted = computeStep(job, cluster, L).breakdown.total();
        std::string why;
        const auto fit = fitGemmToStep(job, cluster, L, predicted * 1.25, &why);
        QVERIFY2(fit, why.c_str());
        QVERIFY(fit->gemmAfter < fit->gemmBefore);
        QVERIFY(std::abs(fit->after.total() / (predicted * 1.25) - 1) < 1e-6);
        QVERIFY(!fitGemmToStep(job, cluster, L, predicted * 0.2, &why)); // beyond 100 % peak
        QVERIFY(why.find("faster than the engine allows") != std::string::npos);
    }
    void fabricFitInvertsTheRing()
    {
        const Catalog &c = bundledCatalog();
        const GpuModel &gpu = *c.gpu("h100-sxm5-80gb");
        LoadErrors e;
        const auto f = readNcclTests(fixture("nccl-reduce_scatter-1node.txt"), "rs.txt", e);
        QVERIFY2(f, firstError(e).c_str());
        const NetworkPreset &net = *findNetworkPreset("ib-ndr-400");
        const ClusterSpec cluster = makeClusterSpec(gpu, 8, 8, net, defaultProfileFor(gpu));
        std::string why;
        const auto fit = fitFabric(f->runs[0], cluster, &why);
        QVERIFY2(fit, why.c_str());
        QVERIFY(!fit->interNode);
        // reduce_scatter moves (n-1)/n of the size: its busbw over the per-direction NVLink,
        // once the ring's 7 hops of latency are taken out of the time.
        const double t = fit->measuredTimeS;
        const double expected = fit->busbwBytesPerS / cluster.scaleUpBytesPerS * t
                                / (t - 7 * cluster.scaleUpLatencyS);
        QVERIFY2(std::abs(fit->efficiency - expected) < 0.01,
                 qPrintable(QStringLiteral("%1 vs %2").arg(fit->efficiency).arg(expected)));
    }
};

QTEST_APPLESS_MAIN(TestCalibrationFiles)
#include "tst_calibrationfiles.moc"
