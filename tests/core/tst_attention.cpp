// SPDX-License-Identifier: GPL-3.0-or-later
// Local attention (issue 28, item 3; format 12): sliding windows (gpt-oss), chunks (Llama 4's
// iRoPE) and linear-attention states (MiniMax-M1) in the architecture, the file and the catalog,
// and what they change: the keys a query attends (training and prefill FLOPs, decode reads) and
// the KV cache a sequence holds (serving capacity).
#include "engine/attentionspan.h"
#include "engine/flops.h"
#include "engine/modelshape.h"
#include "io/architecturejson.h"
#include "io/designformat.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "servingtestsetup.h"
#include "testcatalog.h"
#include "testloaderrors.h"

#include <cmath>

using namespace cl;

namespace {

Architecture presetArchitecture(const char *id)
{
    const ModelPreset *p = bundledCatalog().modelPreset(id);
    return p ? p->architecture : Architecture {};
}

/** The architecture as its file text says, and the reader's errors. */
Architecture readText(const char *text, LoadErrors &errors)
{
    JsonReader r("arch.json", errors);
    return readArchitecture(r, nlohmann::json::parse(text), "/architecture");
}

} // namespace

class TestAttention : public QObject
{
    Q_OBJECT

private slots:
    void presetsCarryTheirAttention()
    {
        const Architecture scout = presetArchitecture("llama-4-scout");
        QCOMPARE(scout.localAttention, LocalAttention::Chunked);
        QCOMPARE(scout.attentionWindow, 8192);
        QCOMPARE(scout.fullAttentionLayers(), 12); // every fourth of 48 (NoPE)
        const Architecture m1 = presetArchitecture("minimax-m1");
        QCOMPARE(m1.localAttention, LocalAttention::Linear);
        QCOMPARE(m1.fullAttentionLayers(), 10); // one softmax layer after seven lightning ones
        const Architecture oss = presetArchitecture("gpt-oss-120b");
        QCOMPARE(oss.localAttention, LocalAttention::Sliding);
        QCOMPARE(oss.attentionWindow, 128);
        QCOMPARE(oss.fullAttentionLayers(), 18);
        QCOMPARE(presetArchitecture("llama-3-70b").fullAttentionLayers(), 80);
    }

    void fullAttentionIsUnchanged()
    {
        const Architecture a = presetArchitecture("llama-3-70b");
        QCOMPARE(fullAttentionShare(a), 1.0);
        QCOMPARE(attendedKeys(a, 5000.0), 5000.0);
        QCOMPARE(attendedKeysOver(a, 1000.0, 4096.0), (4096.0 * 4096 - 1000.0 * 1000) / 2);
        QCOMPARE(heldKvTokens(a, 123456.0, 2.0), 123456.0);
    }

    void windowsBoundWhatALayerAttends()
    {
        // gpt-oss: half the layers look back 128 tokens.
        const Architecture oss = presetArchitecture("gpt-oss-120b");
        QCOMPARE(attendedKeys(oss, 100.0), 100.0);
        QCOMPARE(attendedKeys(oss, 100000.0), 0.5 * 100000 + 0.5 * 128);
        QCOMPARE(heldKvTokens(oss, 100000.0, 2.0), 0.5 * 100000 + 0.5 * 128);
        QCOMPARE(attendedKeysOver(oss, 0.0, 1128.0),
                 0.5 * 1128.0 * 1128 / 2 + 0.5 * (128.0 * 128 / 2 + 128.0 * 1000));

        // Llama 4: chunks restart every 8,192 tokens; each query sees its place in the chunk.
        const Architecture scout = presetArchitecture("llama-4-scout");
        const double w = 8192;
        const double twoAndAHalf = 2.5 * w;
        const double chunkWork = 2 * (w * w / 2) + (w / 2) * (w / 2) / 2;
        QCOMPARE(attendedKeysOver(scout, 0.0, twoAndAHalf),
                 0.25 * twoAndAHalf * twoAndAHalf / 2 + 0.75 * chunkWork);
        QCOMPARE(attendedKeys(scout, 1e6), 0.25 * 1e6 + 0.75 * w / 2);
        QCOMPARE(heldKvTokens(scout, 1e6, 2.0), 0.25 * 1e6 + 0.75 * w);
        // A decode step reads the current chunk only; a sliding window reads what it holds.
        QCOMPARE(readKvTokens(scout, 1e6, 2.0), 0.25 * 1e6 + 0.75 * w / 2);
        QCOMPARE(readKvTokens(oss, 1e5, 2.0), heldKvTokens(oss, 1e5, 2.0));
        // Within one chunk, chunked attention is full attention.
        Architecture full = scout;
        full.localAttention = LocalAttention::None;
        QCOMPARE(attendedKeysOver(scout, 0.0, w), attendedKeysOver(full, 0.0, w));

        // MiniMax-M1: a lightning layer keeps 64 heads x 128 x 128 FP32 values, against
        // 2 x 8 x 128 BF16 values of K and V per token: 1,024 tokens' worth, at any length.
        const Architecture m1 = presetArchitecture("minimax-m1");
        QCOMPARE(heldKvTokens(m1, 1e6, 2.0), 1e6 / 8 + 7.0 / 8 * 1024);
        QCOMPARE(heldKvTokens(m1, 1e6, 1.0), 1e6 / 8 + 7.0 / 8 * 2048);
        QCOMPARE(attendedKeys(m1, 1e6), 1e6 / 8 + 7.0 / 8 * (128 + 128));
        // Inside the first 256-token block a query attends every earlier key directly.
        QCOMPARE(attendedKeys(m1, 100.0), 100.0 / 8 + 7.0 / 8 * (128 + 100));
        QCOMPARE(attendedKeysOver(m1, 0, 256),
                 256.0 * 256 / 2 / 8 + 7.0 / 8 * (256 * 128 + 256.0 * 256 / 2));
    }

    void readerRoundTripsAndRefuses()
    {
        for (const char *id : {"llama-4-maverick", "minimax-m1", "gpt-oss-20b"}) {
            const Architecture a = presetArchitecture(id);
            LoadErrors errors;
            JsonReader r("round.json", errors);
            const Architecture back = readArchitecture(
                r, nlohmann::json::parse(writeArchitecture(a).dump()), "/architecture");
            QVERIFY(errors.empty());
            QCOMPARE(back, a);
        }
        const char *base
            = R"({"layers": 8, "hidden": 512, "heads": 8, "vocab": 1000, "attention": )";
        auto read = [&](const std::string &attention, LoadErrors &errors) {
            return readText((base + attention + "}").c_str(), errors);
        };
        LoadErrors errors;
        read(R"({"local": "linear", "window": 64})", errors);
        QVERIFY(hasLoadError(errors, "/architecture/attention/window", "no window"));
        errors.clear();
        // One layer in 9 of 8 layers: none attends over the whole context.
        QCOMPARE(read(R"({"local": "sliding", "window": 64, "full_every": 9})", errors)
                     .fullAttentionLayers(),
                 0);
        QVERIFY(errors.empty());
        read(R"({"local": "sliding", "window": 64, "full_every": 100001})", errors);
        QVERIFY(hasLoadError(errors, "/architecture/attention/full_every", ""));
        errors.clear();
        read(R"({"local": "sliding"})", errors);
        QVERIFY(hasLoadError(errors, "/architecture/attention/window", ""));
        errors.clear();
        read(R"({"local": "ring", "window": 64})", errors);
        QVERIFY(hasLoadError(errors, "/architecture/attention/local", "sliding"));
        errors.clear();
        read(R"({"local": "chunked", "window": 0})", errors);
        QVERIFY(hasLoadError(errors, "/architecture/attention/window", ""));
        errors.clear();
        const Architecture ok = read(R"({"local": "sliding", "window": 4096})", errors);
        QVERIFY(errors.empty());
        QCOMPARE(ok.fullAttentionLayers(), 0); // Mistral 7B: every layer slides
    }

    void servingHoldsAndReadsLess()
    {
        ServingSetup local
            = presetServingSetup("llama-4-scout", "h200-sxm-141gb", QuantFormat::FP8, 8, 8);
        local.inputTokens = 131072;
        local.outputTokens = 1024;
        ServingSetup full = local;
        full.shape.arch.localAttention = LocalAttention::None;
        const ServingEstimate l = estimateServing(local), f = estimateServing(full);
        QVERIFY(l.fits && f.fits);
        QCOMPARE(l.kvBytesPerToken, f.kvBytesPerToken); // per token of a full-attention cache
        const double tokens = 131072 + 1024;
        QCOMPARE(f.kvBytesPerRequest, tokens * f.kvBytesPerToken);
        QCOMPARE(l.kvBytesPerRequest, (0.25 * tokens + 0.75 * 8192) * l.kvBytesPerToken);
        QVERIFY(l.maxConcurrency > 3 * f.maxConcurrency);
        QVERIFY(prefillFlopsPerRequest(local) < 0.6 * prefillFlopsPerRequest(full));
        QVERIFY(decodeBytesPerStepPerGpu(local, l, 16) < decodeBytesPerStepPerGpu(full, f, 16));
        // The prefill attends fewer keys: the first token comes sooner.
        QVERIFY(l.ttftS < f.ttftS);
    }

    void trainingCountsTheWindow()
    {
        ModelSpec spec;
        spec.preset = "llama-4-scout";
        const ModelShape scout = *resolveModel(spec, bundledCatalog());
        ModelShape full = scout;
        full.arch.localAttention = LocalAttention::None;
        QCOMPARE(modelFlopsPerToken(scout, 8192), modelFlopsPerToken(full, 8192));
        QVERIFY(modelFlopsPerToken(scout, 131072) < 0.6 * modelFlopsPerToken(full, 131072));
        // The whole-square count doubles the causal keys, as for full attention.
        const double dense = modelFlopsPerToken(full, 131072)
                             - modelFlopsPerToken(full, 131072, AttentionCount::FullSquare);
        const double chunked = modelFlopsPerToken(scout, 131072)
                               - modelFlopsPerToken(scout, 131072, AttentionCount::FullSquare);
        const double scores = 3.0 * 4.0 * scout.arch.queryWidth() * scout.arch.layers;
        QCOMPARE(-dense / scores, 131072.0 / 2);
        QCOMPARE(-chunked / scores, attendedKeysOver(scout.arch, 0, 131072) / 131072);
    }

    void designFileKeepsTheAttention()
    {
        Design d;
        d.name = "attention";
        Architecture a = presetArchitecture("gpt-oss-20b");
        d.workload.model.architecture = a;
        d.workload.tokens = 1e9;
        const std::string text = DesignWriter::toText(d);
        QVERIFY(text.find("\"version\": " + std::to_string(kDesignVersion)) != std::string::npos);
        QVERIFY(text.find("\"local\": \"sliding\"") != std::string::npos);
        const DesignLoadResult back = DesignReader::readText(text, bundledCatalog());
        QVERIFY(back.ok());
        QCOMPARE(*back.design->workload.model.architecture, a);

        // A version-11 file has no attention: every layer attends over the whole context.
        a.localAttention = LocalAttention::None;
        a.attentionWindow = a.fullAttentionEvery = 0;
        d.workload.model.architecture = a;
        std::string old = DesignWriter::toText(d);
        const std::string current = "\"version\": " + std::to_string(kDesignVersion);
        old.replace(old.find(current), current.size(), "\"version\": 11");
        const DesignLoadResult eleven = DesignReader::readText(old, bundledCatalog());
        QVERIFY(eleven.ok());
        QCOMPARE(eleven.version, 11);
        QCOMPARE(eleven.design->workload.model.architecture->fullAttentionLayers(), 24);
    }
};

QTEST_GUILESS_MAIN(TestAttention)
#include "tst_attention.moc"
