// SPDX-License-Identifier: GPL-3.0-or-later
// Evaluation and batch-inference jobs in the portfolio (issue 30 item 1, format 16): a job that
// serves N prompts on the GPUs the schedule gives it, its days from the serving model's
// throughput there and its band from the serving model's measured spread; read and written
// strictly.
#include "catalog/catalog.h"
#include "engine/efficiency.h"
#include "engine/ledger.h"
#include "engine/modelshape.h"
#include "engine/servingledger.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "schedule/schedule.h"
#include "schedule/schedulejson.h"
#include "serving/servingband.h"
#include "testcatalog.h"
#include "testloaderrors.h"

#include <nlohmann/json.hpp>

using namespace cl;

namespace {

/** A research team's evaluation sweep: Llama 3 70B in FP8 over a million 2,048-token prompts. */
PortfolioJob evaluation(int gpus, double requests)
{
    PortfolioJob j;
    j.id = "eval-extra";
    j.name = "70B eval sweep";
    j.team = "research";
    j.gpus = gpus;
    j.priority = 20; // ahead of everything: it starts on day 0
    BatchInference b;
    b.serving.model.preset = "llama-3-70b";
    b.serving.weights = b.serving.activations = b.serving.kv = QuantFormat::FP8;
    b.serving.inputTokens = 2048;
    b.serving.outputTokens = 256;
    b.requests = requests;
    j.inference = b;
    return j;
}

Design labWith(const PortfolioJob &job)
{
    Design d = exampleDesign("lab-portfolio");
    d.portfolio->jobs.push_back(job);
    return d;
}

Schedule scheduleOf(const Design &d)
{
    return scheduleDesign(d, bundledCatalog(), evaluateDesign(d, bundledCatalog()));
}

const ScheduledJob &scheduled(const Schedule &s, const std::string &id)
{
    for (const ScheduledJob &j : s.jobs)
        if (j.id == id)
            return j;
    qFatal("no job %s", id.c_str());
}

/** The serving model's requests per second for the job on `gpus` H100s, worked out here. */
double requestsPerS(const PortfolioJob &job, int gpus)
{
    const Catalog &c = bundledCatalog();
    const GpuModel &h100 = *c.gpu("h100-sxm5-80gb");
    bool refused = false;
    ServingSetup s
        = servingSetupFor(job.inference->serving, *resolveModel(job.inference->serving.model, c), c,
                          h100, defaultProfileFor(h100), refused);
    const ServingEstimate e = estimateOnGpus(s, gpus, 0, 8);
    return e.outputTokensPerS / s.outputTokens;
}

LoadErrors errorsAfter(const Design &d, const std::string &from, const std::string &to)
{
    std::string text = DesignWriter::toText(d);
    const auto at = text.find(from);
    if (at == std::string::npos)
        qFatal("no %s in the design", from.c_str());
    text.replace(at, from.size(), to);
    return DesignReader::readText(text, bundledCatalog()).errors;
}

} // namespace

class TestScheduleInference : public QObject
{
    Q_OBJECT

private slots:
    void anEvaluationTakesItsPromptsAtTheServingThroughput()
    {
        const PortfolioJob job = evaluation(16, 1e6);
        const Schedule s = scheduleOf(labWith(job));
        const ScheduledJob &e = scheduled(s, "eval-extra");
        QVERIFY2(e.ran(), e.reason.c_str());
        QCOMPARE(e.kind, std::string("inference"));
        QCOMPARE(e.gpus, 16);
        QCOMPARE(e.startDay, 0.0);
        const double days = 1e6 / requestsPerS(job, 16) / 86'400;
        QVERIFY(days > 0.05 && days < 30); // hours to days, not seconds or years
        QVERIFY(std::abs((e.endDay - e.startDay) / days - 1) < 1e-9);
        QVERIFY(std::abs((e.endDayP10 - e.startDay) / days - kServingThroughputBand.p10) < 1e-9);
        QVERIFY(std::abs((e.endDayP90 - e.startDay) / days - kServingThroughputBand.p90) < 1e-9);
        QVERIFY(!e.mfu); // an MFU is a training figure
        QVERIFY(std::abs(e.gpuHours - 16 * days * 24) / e.gpuHours < 1e-6);
    }

    void twiceTheGpusServeItInHalfTheTime()
    {
        const ScheduledJob a = scheduled(scheduleOf(labWith(evaluation(16, 1e6))), "eval-extra");
        const ScheduledJob b = scheduled(scheduleOf(labWith(evaluation(32, 1e6))), "eval-extra");
        QVERIFY(a.ran() && b.ran());
        const double ratio = (b.endDay - b.startDay) / (a.endDay - a.startDay);
        QVERIFY2(std::abs(ratio - 0.5) < 0.01, std::to_string(ratio).c_str());
    }

    void aModelThatDoesNotFitSaysWhy()
    {
        PortfolioJob job = evaluation(8, 1e5);
        job.inference->serving.model.preset = "llama-3-405b";
        job.inference->serving.weights = job.inference->serving.activations
            = job.inference->serving.kv = QuantFormat::BF16;
        const Schedule s = scheduleOf(labWith(job));
        const ScheduledJob &e = scheduled(s, "eval-extra");
        QVERIFY(!e.ran());
        QVERIFY2(e.reason == "serving.does_not_fit", e.reason.c_str());
    }

    void withTheOnlyServerServingItIsBoughtInAndSaysWhy()
    {
        // The workstation's one server holds its chat model all day: an evaluation has no room.
        Design d = exampleDesign("workstation-4x4090");
        QVERIFY(!d.serving.empty());
        Portfolio p;
        p.teams.push_back({"lab", "Lab", 1});
        PortfolioJob job = evaluation(4, 2e4);
        job.team = "lab";
        job.inference->serving.model.preset = "llama-2-7b";
        p.jobs.push_back(job);
        d.portfolio = p;
        QCOMPARE(scheduled(scheduleOf(d), "eval-extra").reason, std::string("schedule.too_large"));
        d.portfolio->cloud.allowed = true;
        const Schedule s = scheduleOf(d);
        const ScheduledJob &e = scheduled(s, "eval-extra");
        QVERIFY(e.cloud);
        QCOMPARE(e.cloudReason, std::string("schedule.cloud.no_room"));
        QVERIFY(e.requestsPerS && *e.requestsPerS > 0);
    }

    void fewerGpusThanOneReplicaRunNothing()
    {
        // TP 8 x PP 2 is a 16-GPU replica: a job of one DGX has none, and is not sized as if.
        PortfolioJob job = evaluation(8, 1e5);
        job.inference->serving.tp = 8;
        job.inference->serving.pp = 2;
        const Schedule s = scheduleOf(labWith(job));
        QCOMPARE(scheduled(s, "eval-extra").reason, std::string("serving.bad_layout"));
        job.gpus = 16;
        const Schedule two = scheduleOf(labWith(job));
        QVERIFY(scheduled(two, "eval-extra").ran());
    }

    void anEngineThatDoesNotRunOnItsGpuIsSaid()
    {
        PortfolioJob job = evaluation(16, 1e5);
        job.inference->serving.engine = "mindie"; // Ascend's engine, on the lab's H100s
        const Schedule s = scheduleOf(labWith(job));
        QVERIFY(scheduled(s, "eval-extra").ran()); // served by the H100's usual engine
        bool said = false;
        for (const Diagnostic &d : s.diagnostics)
            said = said
                   || (d.code == "schedule.engine_not_on_gpu" && d.params.at("job") == "eval-extra"
                       && d.pointer == "/portfolio/jobs/6/inference/engine");
        QVERIFY(said);
        job.inference->serving.engine = "vllm";
        for (const Diagnostic &d : scheduleOf(labWith(job)).diagnostics)
            QVERIFY(d.code != "schedule.engine_not_on_gpu");
    }

    void itsJsonSaysInference()
    {
        const nlohmann::ordered_json j = scheduleJson(scheduleOf(labWith(evaluation(16, 1e6))));
        bool found = false;
        for (const auto &x : j["jobs"])
            if (x["id"] == "eval-extra")
                found = x["kind"] == "inference" && x["gpus"] == 16;
        QVERIFY(found);
    }

    void itRoundTripsAndIsReadStrictly()
    {
        // Its own numbers, so the edits below find this job and not the example's sweep.
        PortfolioJob job = evaluation(16, 1.5e6);
        job.inference->serving.inputTokens = 3000;
        const Design d = labWith(job);
        const DesignLoadResult again
            = DesignReader::readText(DesignWriter::toText(d), bundledCatalog());
        QVERIFY(again.ok());
        QCOMPARE(*again.design->portfolio, *d.portfolio);
        const std::string p = "/portfolio/jobs/" + std::to_string(d.portfolio->jobs.size() - 1);
        QVERIFY(hasLoadError(errorsAfter(d, "\"requests\": 1500000.0", "\"requests\": 0"),
                             p + "/requests", "requests from 1 to 1e12"));
        QVERIFY(hasLoadError(
            errorsAfter(d, "\"requests\": 1500000.0", "\"requests\": 1, \"workload\": {}"), p,
            "a workload or an inference, not both"));
        QVERIFY(hasLoadError(errorsAfter(d, "\"input_tokens\": 3000",
                                         "\"input_tokens\": 3000, \"island\": \"island:dgx-01\""),
                             p + "/inference/island", "the job's own island says it"));
        QVERIFY(hasLoadError(
            errorsAfter(d, "\"input_tokens\": 3000", "\"input_tokens\": 3000, \"concurrency\": 8"),
            p + "/inference/concurrency", "a batch runs at full throughput"));
        QVERIFY(hasLoadError(
            errorsAfter(d, "\"input_tokens\": 3000", "\"input_tokens\": 3000, \"x\": 1"),
            p + "/inference/x", "unknown field"));
        QVERIFY(hasLoadError(errorsAfter(d, "\"id\": \"pretrain-70b\",",
                                         "\"id\": \"pretrain-70b\", \"requests\": 5,"),
                             "/portfolio/jobs/0/requests", "only with an inference"));
    }
};

QTEST_GUILESS_MAIN(TestScheduleInference)
#include "tst_scheduleinference.moc"
