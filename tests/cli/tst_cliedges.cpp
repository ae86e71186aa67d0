// SPDX-License-Identifier: GPL-3.0-or-later
// The edges the seeds warn about, through the real CLI with numbers asserted: gigabit networks,
// FP32, formats a card lacks, stacks without a feature, the default batch at 16,384 GPUs, the
// design ladder, checkpoints on real storage, every network at an uneven 1,000 GPUs, and serving
// engines with their tail, expert-parallel and disaggregated serving, and the configurator.
#include "clirun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <set>

/** |actual - expected| within `tolerance` (absolute), with both in the failure message. */
#define QVERIFY_NEAR(actual, expected, tolerance) \
    QVERIFY2(std::abs((actual) - (expected)) <= (tolerance), \
             qPrintable(QStringLiteral("%1 vs %2").arg(actual).arg(expected)))

namespace {

nlohmann::json estimateJson(QStringList args)
{
    args.prepend(QStringLiteral("estimate"));
    args << QStringLiteral("--json");
    const Run r = cli(args);
    if (r.code != 0 && r.code != 1)
        return {{"cli_error", r.err.toStdString()}};
    return nlohmann::json::parse(r.out.toStdString());
}

QStringList words(const char *line)
{
    return QString::fromLatin1(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

class TestCliEdges : public QObject
{
    Q_OBJECT

private slots:
    /** 70B on 64 A100 over 1 GbE: pipeline and gradient traffic far beyond the compute it could
     *  hide behind is exposed, on every stack (seeds 000 and 003: gigabit stalls training). */
    void gigabitEthernetStallsTraining_data()
    {
        QTest::addColumn<QString>("stack");
        QTest::newRow("megatron-core") << "megatron-core";
        QTest::newRow("megatron-2022") << "megatron-2022";
        QTest::newRow("deepspeed") << "deepspeed";
    }
    void gigabitEthernetStallsTraining()
    {
        QFETCH(QString, stack);
        const auto j = estimateJson(
            words("--gpu a100-sxm4-80gb --gpus 64 --params 70B --network eth-1 --stack") << stack);
        QVERIFY2(j.contains("mfu"), j.dump().c_str());
        QVERIFY2(j["mfu"].get<double>() < 0.15, j["bottleneck"].dump().c_str());
        // The step says what it waits for: the network, not compute.
        const std::string bottleneck = j["bottleneck"].get<std::string>();
        QVERIFY2(bottleneck.find("eth-1") != std::string::npos, bottleneck.c_str());
        // The same run on InfiniBand is several times faster.
        const auto ib = estimateJson(
            words("--gpu a100-sxm4-80gb --gpus 64 --params 70B --network ib-hdr-200 --stack")
            << stack);
        QVERIFY(ib["mfu"].get<double>() > 3 * j["mfu"].get<double>());
    }

    /** FP32 runs on CUDA cores with no FlashAttention: MFU is against the FP32 rate and below
     *  it by what the non-GEMM work costs; TF32 against the TF32 tensor rate. */
    void fp32RunsAtTheFp32Rate()
    {
        const auto fp32
            = estimateJson(words("--gpu a100-sxm4-80gb --gpus 64 --params 7B --precision fp32"));
        const double tflops = fp32["tflops_per_gpu_model"].get<double>();
        const double mfu = fp32["mfu"].get<double>();
        QVERIFY_NEAR(mfu, tflops / 19.5, 1e-6); // A100's FP32 (non-tensor) peak
        QVERIFY2(mfu < 0.85 && mfu > 0.3, std::to_string(mfu).c_str());
        const auto tf32
            = estimateJson(words("--gpu a100-sxm4-80gb --gpus 64 --params 7B --precision tf32"));
        QVERIFY_NEAR(tf32["mfu"].get<double>(), tf32["tflops_per_gpu_model"].get<double>() / 156,
                     1e-6);
        QVERIFY(tf32["tflops_per_gpu_model"].get<double>() > 2 * tflops);
    }

    /** A format the card has no units for is a named error with what to use instead. */
    void formatsTheCardLacksAreNamedErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("BF16 on V100")
            << words("estimate --gpu v100-sxm2-32gb --gpus 8 --params 7B --precision bf16")
            << "has no BF16 units: use FP16";
        QTest::newRow("TF32 on V100")
            << words("estimate --gpu v100-sxm2-32gb --gpus 8 --params 7B --precision tf32")
            << "has no TF32 units";
        QTest::newRow("FP8 on A100")
            << words("plan --gpu a100-sxm4-80gb --gpus 8 --params 7B --precision fp8")
            << "has no FP8 units: use BF16";
        QTest::newRow("FP8 serving on 910B")
            << words("serve --model llama-3-8b --gpu ascend-910b --activation-precision fp8 "
                     "--concurrency 8")
            << "has no FP8 units: use BF16";
    }
    void formatsTheCardLacksAreNamedErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    /** A stack plans only with what it has; a pinned feature it lacks is a named error. */
    void stacksRunOnlyTheirFeatures()
    {
        const auto free = estimateJson(
            words("--gpu a100-sxm4-80gb --gpus 64 --params 13B --stack megatron-2021"));
        const auto &p = free["parallel"];
        QCOMPARE(p["sp"].get<bool>(), false);
        QCOMPARE(p["zero"].get<int>(), 0);
        QVERIFY(p["recompute"] != "selective");
        QCOMPARE(p["cp"].get<int>(), 1);
        const Run pinned
            = cli(words("estimate --gpu a100-sxm4-80gb --gpus 64 --params 13B --tp 8 --sp "
                        "--stack megatron-2021"));
        QCOMPARE(pinned.code, 1);
        QVERIFY2(pinned.err.contains(QLatin1String("megatron-2021 stack has no sequence "
                                                   "parallelism")),
                 qPrintable(pinned.err));
        const Run fsdpTp = cli(
            words("estimate --gpu h100-sxm5-80gb --gpus 64 --params 13B --tp 2 --stack fsdp"));
        QCOMPARE(fsdpTp.code, 1);
        QVERIFY(fsdpTp.err.contains(QLatin1String("tensor parallelism")));
        // Ascend designs default to their own stack and RoCE.
        const auto ascend = estimateJson(words("--gpu ascend-910b --gpus 64 --params 13B"));
        QCOMPARE(ascend["context"]["stack"], "mindspeed");
        QCOMPARE(ascend["context"]["cluster"]["network"], "roce-200");
    }

    /** The default batch grows with the cluster: 70B on 16,384 B200 is not starved of data
     *  parallelism (4,096 sequences, not 1,024). */
    void theDefaultBatchGrowsWithTheCluster()
    {
        const auto j
            = estimateJson(words("--gpu b200-sxm-180gb --gpus 16384 --params 70B --tokens 15T"));
        QCOMPARE(j["context"]["global_batch"].get<int>(), 4096);
        QVERIFY2(j["mfu"].get<double>() >= 0.30, j["parallel"].dump().c_str());
        const auto small = estimateJson(words("--gpu h100-sxm5-80gb --gpus 64 --params 7B"));
        QCOMPARE(small["context"]["global_batch"].get<int>(), 1024); // 4M tokens at 4,096
        // 184 GPUs (23 servers): a batch data parallelism can divide at 23.
        const auto odd = estimateJson(words("--gpu h100-sxm5-80gb --gpus 184 --params 7B"));
        QCOMPARE(odd["context"]["global_batch"].get<int>() % 23, 0);
        QCOMPARE(odd["idle_gpus"].get<int>(), 0);
    }

    /** design's ladder: more GPUs of one kind never take longer. */
    void theDesignLadderIsMonotone()
    {
        const Run r = cli(words("design --model llama-3-70b --tokens 15T --rack-kw 130 "
                                "--deadline-days 400 --gpu b200-sxm-180gb --json"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const auto j = nlohmann::json::parse(r.out.toStdString());
        std::vector<std::pair<int, double>> ladder;
        for (const auto &o : j["options"])
            ladder.emplace_back(o["gpus"].get<int>(), o["train_days"].get<double>());
        std::sort(ladder.begin(), ladder.end());
        QVERIFY(ladder.size() > 8);
        for (std::size_t i = 1; i < ladder.size(); ++i)
            QVERIFY2(ladder[i].second <= ladder[i - 1].second * 1.001,
                     qPrintable(QStringLiteral("%1 GPUs: %2 d, %3 GPUs: %4 d")
                                    .arg(ladder[i - 1].first)
                                    .arg(ladder[i - 1].second)
                                    .arg(ladder[i].first)
                                    .arg(ladder[i].second)));
    }

    /** A checkpoint writes at the storage's speed: the 405B's ~5.7 TB on the SuperPOD example's
     *  storage takes minutes; without storage the default grows with the GPUs, not the servers;
     *  asynchronous, training stops only for the copy to host memory. */
    void checkpointsTakeTheStoragesTime()
    {
        const auto ck = estimateJson(
            words("--gpu h100-sxm5-80gb --gpus 16384 --model llama-3-405b --tokens 15T"));
        const auto &g = ck["goodput"];
        // 405e9 x (2 + 12) bytes at 2 TB/s per 24,576 GPUs.
        QVERIFY_NEAR(g["checkpoint_write_s"].get<double>(), 405.8e9 * 14 / (16384 * 2e12 / 24576),
                     0.05 * g["checkpoint_write_s"].get<double>());
        const auto packed = estimateJson(words("--gpu h100-sxm5-80gb --gpus 16384 --model "
                                               "llama-3-405b --tokens 15T --gpus-per-node 72"));
        QVERIFY_NEAR(packed["goodput"]["checkpoint_write_s"].get<double>(),
                     g["checkpoint_write_s"].get<double>(), 1e-6);
        const auto async = estimateJson(words("--gpu h100-sxm5-80gb --gpus 16384 --model "
                                              "llama-3-405b --tokens 15T --async-checkpoint"));
        QVERIFY(async["goodput"]["asynchronous_checkpoint"].get<bool>());
        QVERIFY(async["goodput"]["checkpoint_stall_s"].get<double>()
                < 0.1 * g["checkpoint_stall_s"].get<double>());
        QVERIFY(async["goodput"]["value"].get<double>() > g["value"].get<double>());

        // The SuperPOD example's storage servers: its 405B checkpoint takes minutes.
        QTemporaryDir dir;
        QFile in(example("superpod-1su-h100"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        auto design = nlohmann::json::parse(in.readAll().toStdString());
        design["workload"]["model"] = {{"preset", "llama-3-405b"}};
        const QString path = dir.filePath(QStringLiteral("405b.cluster.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QByteArray::fromStdString(design.dump(1)));
        out.close();
        const Run r = cli({QStringLiteral("evaluate"), path, QStringLiteral("--json")});
        // Exit 4: the design has errors (a 405B misses the example's deadline); its ledger stands.
        QVERIFY2(r.code == 0 || r.code == 4, qPrintable(QString::number(r.code) + r.err));
        const auto ev = nlohmann::json::parse(r.out.toStdString());
        const double write = ev["training"]["goodput"]["checkpoint_write_s"].get<double>();
        QVERIFY2(write > 60 && write < 1800, std::to_string(write).c_str());
    }

    /** 1,000 A100 on every network: an answer with numbers (the rest idle), never a crash. */
    void everyNetworkAtAThousandGpus_data()
    {
        QTest::addColumn<QString>("network");
        for (const char *n :
             {"ib-ndr-400", "ib-hdr-200", "roce-400", "roce-200", "eth-100", "eth-25", "eth-1"})
            QTest::newRow(n) << n;
    }
    void everyNetworkAtAThousandGpus()
    {
        QFETCH(QString, network);
        const QStringList args
            = words("--gpu a100-sxm4-80gb --gpus 1000 --params 70B --tokens 1T --network")
              << network;
        const Run text = cli(QStringList {QStringLiteral("estimate")} + args);
        QCOMPARE(text.code, 0);
        QVERIFY2(text.err.isEmpty(), qPrintable(text.err));
        QVERIFY(text.out.contains(QLatin1String("MFU")));
        const auto j = estimateJson(args);
        QVERIFY(j["valid"].get<bool>());
        QVERIFY(j["mfu"].get<double>() > 0.001 && j["mfu"].get<double>() < 0.7);
        QVERIFY(j["train_days"].get<double>() > 0);
        QVERIFY(j["idle_gpus"].get<int>() >= 0 && j["idle_gpus"].get<int>() < 100);
        const Run plan = cli(QStringList {QStringLiteral("plan")} + args);
        QCOMPARE(plan.code, 0);
    }

    /** Every time carries its band (the contract's keys), P10 <= estimate <= P90 for the
     *  published-best profile; a typical team runs at the seeds' share with their spread. */
    void estimatesCarryTheirBandAndTeamProfile()
    {
        const QStringList base = words("--gpu h100-sxm5-80gb --gpus 1024 --model llama-3-70b "
                                       "--tokens 15T");
        const auto best = estimateJson(base);
        QCOMPARE(best["team_profile"], "published");
        for (const char *key : {"train_days_p10", "train_days_p90", "tokens_per_s_per_gpu_p10",
                                "tokens_per_s_per_gpu_p90"})
            QVERIFY2(best[key].is_number(), key);
        const double days = best["train_days"].get<double>();
        QVERIFY(best["train_days_p10"].get<double>() < days);
        QVERIFY(best["train_days_p90"].get<double>() > days);
        QVERIFY(best["tokens_per_s_per_gpu_p10"].get<double>()
                < best["tokens_per_s_per_gpu"].get<double>());
        QVERIFY(best["band"]["sources"].get<int>() >= 2);
        const auto typical = estimateJson(QStringList(base) << QStringLiteral("--team-profile")
                                                            << QStringLiteral("typical"));
        QCOMPARE(typical["team_profile"], "typical");
        QVERIFY_NEAR(typical["mfu"].get<double>(), best["mfu"].get<double>() * 27.5 / 50.0, 1e-3);
        QVERIFY_NEAR(typical["mfu_p10"].get<double>(), best["mfu"].get<double>() * 0.20 / 0.50,
                     1e-3);
        QVERIFY_NEAR(typical["mfu_p90"].get<double>(), best["mfu"].get<double>() * 0.35 / 0.50,
                     1e-3);
        QCOMPARE(typical["band"]["regime"], "team:typical");
        const Run text = cli(QStringList {QStringLiteral("estimate")} + base);
        QVERIFY(text.out.contains(QStringLiteral("band:        P10–P90: ")));
        const Run bad = cli(QStringList {QStringLiteral("estimate")} + base
                            << QStringLiteral("--team-profile") << QStringLiteral("heroic"));
        QCOMPARE(bad.code, 2);
    }

    /** The fitted constants come from a file for a what-if; a bad one is named, not guessed. */
    void engineConstantsFileIsCheckedByName()
    {
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("good.json"));
        QFile g(good);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(R"({"gemm.hopper-2024.bf16": 0.5, "overlap_tax": 0.3})");
        g.close();
        const QStringList base = words("--gpu h100-sxm5-80gb --gpus 64 --params 7B");
        const auto builtIn = estimateJson(base);
        const auto slower
            = estimateJson(QStringList(base) << QStringLiteral("--engine-constants") << good);
        QVERIFY(slower["tokens_per_s_per_gpu"].get<double>()
                < 0.9 * builtIn["tokens_per_s_per_gpu"].get<double>());
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile b(bad);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(R"({"gemm.hopper-2024.bf16": 7, "gemm.quantum-2030.bf16": 0.5})");
        b.close();
        const Run r = cli(QStringList {QStringLiteral("estimate")} + base
                          << QStringLiteral("--engine-constants") << bad);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("/gemm.hopper-2024.bf16: expected a number from")),
                 qPrintable(r.err));
        QVERIFY(
            r.err.contains(QLatin1String("unknown engine constant \"gemm.quantum-2030.bf16\"")));
    }

    /** The SuperPOD example warns that its MFU is above the best published H100 BF16 run, and
     *  the warning is honest: on the published run nearest to it (Megatron-LM's 70B on 768 H100,
     *  the README's table) the engine is above the measured figure too. */
    void theSuperPodWarningIsHonest()
    {
        const Run ev = cli(
            {QStringLiteral("evaluate"), example("superpod-1su-h100"), QStringLiteral("--json")});
        const auto j = nlohmann::json::parse(ev.out.toStdString());
        bool warned = false;
        for (const auto &d : j["diagnostics"])
            warned = warned || d["code"] == "engine.mfu_above_published";
        QVERIFY(warned);
        const auto published = estimateJson(
            words("--gpu h100-sxm5-80gb --gpus 768 --network ib-ndr-400 --precision bf16 "
                  "--seq-len 4096 --global-batch 384 --layers 84 --hidden 8192 --heads 64 "
                  "--vocab 131072 --tp 8 --pp 2 --cp 1 --even-stages"));
        // The README's row: 419.7 model TFLOP/s per GPU (its eq. 3 counts the whole square).
        QVERIFY(published["full_square"]["tflops_per_gpu_model"].get<double>() > 419.7);
    }

    /** Serving engines are named choices with their card defaults; an engine on a card it does
     *  not run on, a format it has no kernels for, and percentile targets without a load are
     *  named errors; percentile targets size the GPUs by the simulated tail. */
    void servingEnginesAndTheTail_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("MindIE on H100")
            << words("serve --model llama-3-8b --gpu h100-sxm5-80gb --engine mindie")
            << "MindIE does not run on NVIDIA cards (h100-sxm5-80gb)";
        QTest::newRow("unknown engine")
            << words("serve --model llama-3-8b --gpu h100-sxm5-80gb --engine nonesuch")
            << "expected tensorrt-llm, vllm, sglang, lmdeploy, mindie, vllm-ascend";
        QTest::newRow("FP8 on LMDeploy")
            << words("serve --model llama-3-8b --gpu h100-sxm5-80gb --engine lmdeploy "
                     "--precision fp8")
            << "LMDeploy (TurboMind) has no FP8 GEMM path";
        QTest::newRow("percentiles without a load")
            << words("serve --model llama-3-8b --gpu h100-sxm5-80gb --ttft-p90-ms 500")
            << "give the load they hold at";
        QTest::newRow("prefix without its length")
            << words("serve --model llama-3-8b --gpu h100-sxm5-80gb --prefix-hit 0.5")
            << "--prefix-hit and --prefix-tokens go together";
        QTest::newRow("accept length past the drafts")
            << words("serve --model llama-3-8b --gpu h100-sxm5-80gb --draft-tokens 2 "
                     "--accept-length 4")
            << "tokens per step from 1 to draft tokens + 1";
        QTest::newRow("EP on a dense model")
            << words("serve --model llama-3-8b --gpu h100-sxm5-80gb --gpus 8 --ep 8")
            << "the model is dense; expert parallelism needs a mixture-of-experts model";
        QTest::newRow("decode pool of part of an instance")
            << words("serve --model deepseek-v3 --gpu h100-sxm5-80gb --precision fp8 --ep 16 "
                     "--disaggregated --prefill-gpus 16 --decode-gpus 24")
            << "--decode-gpus: expected a multiple of 16";
        QTest::newRow("pools without --disaggregated")
            << words("serve --model llama-3-8b --gpu h100-sxm5-80gb --prefill-gpus 2")
            << "go with --disaggregated";
        QTest::newRow("configure without a load")
            << words("serve --configure --model llama-3-8b --gpu h100-sxm5-80gb,h20-96gb")
            << "--configure: give the load";
        QTest::newRow("configure with host costs for no engine")
            << words("serve --configure --model llama-3-8b --gpu mi300x --rps 4 "
                     "--serving-host-costs x.json")
            << "name the engine they are for";
        QTest::newRow("configure with a batch limit")
            << words("serve --configure --model llama-3-8b --gpu h100-sxm5-80gb --rps 4 "
                     "--max-batch 64")
            << "leave out --max-batch";
        QTest::newRow("configure with a layout")
            << words("serve --configure --model llama-3-8b --gpu h100-sxm5-80gb --rps 4 --tp 2")
            << "--configure chooses TP, EP and the pools";
    }
    void servingEnginesAndTheTail()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
    /** --load-curve: the percentiles over a day pool every hour's requests. A flat day is the
     *  peak hour's own tail; a day with quiet hours has a lower tail than its peak, but no lower
     *  than its quietest hour's; a wrong value is named. */
    void loadCurveTailOverTheDay()
    {
        auto serve = [&](const QString &curve) {
            QStringList a = words("serve --json --model llama-3-70b --gpu h100-sxm5-80gb --gpus 8 "
                                  "--tp 4 --precision fp8 --rps 6");
            if (!curve.isEmpty())
                a << QStringLiteral("--load-curve") << curve;
            const Run r = cli(a);
            return r.code == 0 ? nlohmann::json::parse(r.out.toStdString()) : nlohmann::json();
        };
        auto repeat = [](const char *x, int n) {
            QStringList l;
            for (int i = 0; i < n; ++i)
                l << QString::fromLatin1(x);
            return l;
        };
        const auto flat = serve(repeat("1", 24).join(QLatin1Char(',')));
        QCOMPARE(flat["load_curve_tail"]["hours"].get<int>(), 24);
        QCOMPARE(flat["load_curve_tail"]["ttft_s_p99"].get<double>(),
                 flat["ttft_s_p99"].get<double>());
        QCOMPARE(flat["load_curve_tail"]["tpot_s_p50"].get<double>(),
                 flat["tpot_s_p50"].get<double>());
        const auto quiet = serve(repeat("0.2", 24).join(QLatin1Char(',')));
        const auto day = serve((repeat("0.2", 12) + repeat("1", 12)).join(QLatin1Char(',')));
        const double peakP99 = flat["tpot_s_p99"].get<double>();
        const double quietP99 = quiet["load_curve_tail"]["tpot_s_p99"].get<double>();
        const double dayP50 = day["load_curve_tail"]["tpot_s_p50"].get<double>();
        QVERIFY(quietP99 < peakP99);
        QVERIFY(dayP50 >= quiet["load_curve_tail"]["tpot_s_p50"].get<double>());
        QVERIFY(dayP50 <= flat["tpot_s_p50"].get<double>());
        QVERIFY(day["load_curve_tail"]["tpot_s_p99"].get<double>() <= peakP99);
        QVERIFY(serve(QString())["load_curve_tail"].is_null());
        const Run bad = cli(words("serve --model llama-3-70b --gpu h100-sxm5-80gb --rps 6 "
                                  "--load-curve 0.5,1.5"));
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QLatin1String("value 2 (\"1.5\")")), qPrintable(bad.err));
        const Run short23 = cli(words("serve --model llama-3-70b --gpu h100-sxm5-80gb --rps 6 "
                                      "--load-curve 1,1,1"));
        QVERIFY2(short23.err.contains(QLatin1String("got 3")), qPrintable(short23.err));
    }
    /** serve --configure: the pick, every candidate's why_not, and the pick given back to serve
     *  as a planner would type it meets the targets. */
    void configureAndReestimateThePick()
    {
        const Run r = cli(words("serve --configure --json --model llama-3-70b --rps 20 "
                                "--ttft-p90-ms 1000 --tpot-p99-ms 50 --gpu "
                                "h100-sxm5-80gb,h200-sxm-141gb,h20-96gb,ascend-910b,rtx-4090"));
        QCOMPARE(r.code, 0);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        const auto &pick = j["pick"];
        QVERIFY(pick.is_object() && pick["meets"].get<bool>() && pick["why_not"].is_null());
        QVERIFY(j["candidates"].size() > 20);
        std::set<std::string> reasons;
        for (std::size_t i = 1; i < j["candidates"].size(); ++i) {
            const auto &c = j["candidates"][i];
            QVERIFY2(c["why_not"].is_string(), c["label"].get<std::string>().c_str());
            reasons.insert(c["why_not"].get<std::string>());
        }
        QVERIFY(reasons.count("configure.does_not_fit")); // the 70B on one 4090
        QVERIFY(reasons.count("configure.dominated"));
        QStringList again = words("serve --json --model llama-3-70b --rps 20 --ttft-p90-ms 1000 "
                                  "--tpot-p99-ms 50");
        again << QStringLiteral("--gpu") << QString::fromStdString(pick["gpu"].get<std::string>())
              << QStringLiteral("--engine")
              << QString::fromStdString(pick["engine"].get<std::string>()) << QStringLiteral("--tp")
              << QString::number(pick["tp"].get<int>());
        if (pick["disaggregated"].get<bool>())
            again << QStringLiteral("--disaggregated") << QStringLiteral("--prefill-gpus")
                  << QString::number(pick["prefill_gpus"].get<int>())
                  << QStringLiteral("--decode-gpus")
                  << QString::number(pick["decode_gpus"].get<int>());
        else
            again << QStringLiteral("--gpus") << QString::number(pick["gpus_total"].get<int>());
        const Run served = cli(again);
        QCOMPARE(served.code, 0);
        const auto k = nlohmann::json::parse(served.out.toStdString());
        QVERIFY(k["ttft_s_p90"].get<double>() <= 1.0);
        QVERIFY(k["tpot_s_p99"].get<double>() <= 0.050);
        QCOMPARE(k["saturated"].get<bool>(), false);
        QCOMPARE(k["ttft_s_p90"].get<double>(), pick["ttft_s_p90"].get<double>());
        // A first card without the precision's units is a row that says so, not the answer.
        const Run fp8 = cli(words("serve --configure --json --model llama-3-8b --rps 4 "
                                  "--precision fp8 --gpu a100-sxm4-80gb,h100-sxm5-80gb"));
        QCOMPARE(fp8.code, 0);
        const auto f = nlohmann::json::parse(fp8.out.toStdString());
        bool a100Said = false;
        for (const auto &c : f["candidates"])
            a100Said = a100Said
                       || (c["gpu"] == "a100-sxm4-80gb" && c["why_not"] == "configure.no_format");
        QVERIFY(a100Said);
        QCOMPARE(f["pick"]["gpu"].get<std::string>(), std::string("h100-sxm5-80gb"));
    }
    /** A team's own host costs for its engine: applied on the card's vendor, and a wrong file is
     *  refused with the field and what was expected. */
    void servingHostCostsFromAFile()
    {
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("costs.json"));
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile f(good);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"decode_gemm": 0.2, "all_reduce_latency_s": 1e-4, "source": "our bench"})");
        f.close();
        QFile b(bad);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(R"({"decode_gemm": 2})");
        b.close();
        const QStringList base = words("serve --json --model llama-3-70b --gpu mi300x --gpus 8 "
                                       "--tp 8 --precision fp8 --engine vllm --output-tokens 1024");
        const Run shipped = cli(base);
        const Run own = cli(QStringList(base) << QStringLiteral("--serving-host-costs") << good);
        QCOMPARE(shipped.code, 0);
        QCOMPARE(own.code, 0);
        const auto a = nlohmann::json::parse(shipped.out.toStdString());
        const auto o = nlohmann::json::parse(own.out.toStdString());
        // Slower GEMMs and collectives than vLLM's fitted ROCm costs: less throughput.
        QVERIFY(o["output_tokens_per_s"].get<double>() < a["output_tokens_per_s"].get<double>());
        const Run refused = cli(QStringList(base) << QStringLiteral("--serving-host-costs") << bad);
        QCOMPARE(refused.code, 1);
        QVERIFY2(
            refused.err.contains(QLatin1String("bad.json"))
                && refused.err.contains(QLatin1String("/decode_gemm"))
                && refused.err.contains(QLatin1String("expected a share above 0 and at most 1")),
            qPrintable(refused.err));
        QVERIFY(refused.out.isEmpty());
    }
    /** The DeepSeek deployment of the LMSYS blog through the CLI: the pools, the KV cache's
     *  trip and the all-to-all in the JSON. */
    void expertParallelDisaggregatedServing()
    {
        const Run r = cli(words("serve --json --model deepseek-v3 --gpu h100-sxm5-80gb --engine "
                                "sglang --precision fp8 --kv-precision bf16 --tp 1 --ep 72 "
                                "--prefill-ep 32 --disaggregated --prefill-gpus 32 --decode-gpus "
                                "72 --input-tokens 1950 --output-tokens 100 --concurrency 18432"));
        QCOMPARE(r.code, 0);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(j["gpus"].get<int>(), 104);
        QCOMPARE(j["prefill_gpus"].get<int>(), 32);
        QCOMPARE(j["decode_gpus"].get<int>(), 72);
        QCOMPARE(j["ep"].get<int>(), 72);
        QVERIFY(j["disaggregated"].get<bool>());
        QVERIFY(j["kv_transfer_s"].get<double>() > 0);
        QVERIFY(j["dispatch_combine_s"].get<double>() > 0);
        const double decodePerNode = j["decode_output_tokens_per_s_per_gpu"].get<double>() * 8;
        QVERIFY(std::abs(decodePerNode / 22282 - 1) <= 0.20); // LMSYS, 2025-05-05
    }
    void percentileTargetsSizeTheServingGpus()
    {
        const Run r = cli(words("serve --json --model llama-3-70b --gpu h100-sxm5-80gb --gpus 4 "
                                "--tp 4 --precision fp8 --rps 20 --ttft-p90-ms 1000 "
                                "--tpot-p99-ms 50 --engine vllm"));
        QCOMPARE(r.code, 0);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(j["engine"].get<std::string>(), std::string("vllm"));
        QCOMPARE(j["max_batch"].get<int>(), 1024); // vLLM's default on an 80 GB H100
        QCOMPARE(j["arrival"].get<std::string>(), std::string("poisson"));
        for (const char *key :
             {"ttft_s_p50", "ttft_s_p90", "ttft_s_p99", "tpot_s_p50", "tpot_s_p90", "tpot_s_p99"})
            QVERIFY2(j[key].is_number(), key);
        QVERIFY(j["ttft_s_p50"].get<double>() <= j["ttft_s_p99"].get<double>());
        // The GPUs asked for, re-evaluated, meet both percentiles at the load.
        const int gpus = j["gpus_needed"].get<int>();
        QVERIFY(gpus >= 4 && gpus % 4 == 0);
        const Run again = cli(words("serve --json --model llama-3-70b --gpu h100-sxm5-80gb --tp 4 "
                                    "--precision fp8 --rps 20 --engine vllm")
                              << QStringLiteral("--gpus") << QString::number(gpus));
        const auto k = nlohmann::json::parse(again.out.toStdString());
        QVERIFY(k["ttft_s_p90"].get<double>() <= 1.0);
        QVERIFY(k["tpot_s_p99"].get<double>() <= 0.050);
        QCOMPARE(k["saturated"].get<bool>(), false);
    }

    /** MFU counts the causal half of the attention square, as the step time does; the
     *  full-square figures published tables use sit beside it. */
    void mfuAndTimeCountTheSameAttention()
    {
        const auto j = estimateJson(
            words("--gpu h100-sxm5-80gb --gpus 1024 --params 70B --seq-len 131072 --cp 16"));
        const double mfu = j["mfu"].get<double>();
        const double full = j["full_square"]["mfu"].get<double>();
        QVERIFY2(mfu < 0.6, std::to_string(mfu).c_str());
        // At 131k tokens attention is most of the work: the full square counts far more.
        QVERIFY(full > 1.5 * mfu);
        const auto shortSeq = estimateJson(words("--gpu h100-sxm5-80gb --gpus 64 --params 7B "
                                                 "--seq-len 2048"));
        QVERIFY(shortSeq["full_square"]["mfu"].get<double>() < 1.1 * shortSeq["mfu"].get<double>());
    }
};

QTEST_GUILESS_MAIN(TestCliEdges)
#include "tst_cliedges.moc"
