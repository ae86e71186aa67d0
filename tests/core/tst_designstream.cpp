// SPDX-License-Identifier: GPL-3.0-or-later
// The design reader streams the racks, devices and links (issue 31, item 6): read as the parser
// reaches them in a file written by the app, kept as JSON only while they cannot be read yet.
// Both ways must give the same design and the same errors, in the same order.
#include "io/designreader.h"
#include "io/streamedarrays.h"
#include "json/jsonstream.h"
#include "testcatalog.h"

#include <QtTest>

#include <fstream>
#include <iterator>

using namespace cl;
using ordered = nlohmann::ordered_json;

namespace {

std::string exampleText(const char *name)
{
    std::ifstream in(std::string(CL_EXAMPLES "/") + name + ".cluster.json", std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

/** The same document with its keys in alphabetical order: "devices" before "format", "racks"
 *  and "version", so nothing can be read as it streams and every element is kept. */
std::string alphabetical(const std::string &text)
{
    return nlohmann::json::parse(text).dump(1);
}

QStringList errorTexts(const DesignLoadResult &r)
{
    QStringList out;
    for (const LoadError &e : r.errors)
        out << QString::fromStdString(e.toString());
    return out;
}

} // namespace

class TestDesignStream : public QObject
{
    Q_OBJECT

private slots:
    void everyExampleReadsTheSameStreamedOrKept_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : {"superpod-1su-h100", "mozi-mixed", "workstation-4x4090",
                                 "nvl72-gb200-16racks", "cloudmatrix-384", "lab-portfolio"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void everyExampleReadsTheSameStreamedOrKept()
    {
        QFETCH(QString, name);
        const std::string text = exampleText(name.toLatin1().constData());
        QVERIFY(!text.empty());
        const auto streamed = DesignReader::readText(text, bundledCatalog());
        const auto kept = DesignReader::readText(alphabetical(text), bundledCatalog());
        QVERIFY(streamed.ok() && kept.ok());
        QVERIFY(*streamed.design == *kept.design);
        QCOMPARE(streamed.version, kept.version);
    }

    /** Errors in the header, each big array and after them, and an unknown top-level field:
     *  the same messages in the same order whether the arrays streamed or were kept. */
    void errorsComeInTheSameOrder()
    {
        ordered d = ordered::parse(exampleText("superpod-1su-h100"));
        d["surprise"] = 1;
        d["site"]["pue"] = 0.1;
        d["racks"][3]["model"] = "nope";
        d["devices"][5]["model"] = "nope";
        d["links"][7]["length_m"] = "far";
        d["links"][9]["a"]["device"] = "nowhere";
        d["workload"]["seq_len"] = -1;
        const std::string text = d.dump(1);
        const auto streamed = DesignReader::readText(text, bundledCatalog());
        const auto kept = DesignReader::readText(alphabetical(text), bundledCatalog());
        QVERIFY(!streamed.ok());
        QCOMPARE(errorTexts(streamed), errorTexts(kept));
        QVERIFY2(streamed.errors.size() >= 7,
                 qPrintable(errorTexts(streamed).join(QLatin1Char('\n'))));
        QCOMPARE(streamed.errors.front().pointer, std::string("/surprise"));
        QCOMPARE(streamed.errors.at(1).pointer, std::string("/site/pue"));
    }

    /** A newer version is the one message, the arrays after it not read at all. */
    void aNewerVersionIsOneMessage()
    {
        ordered d = ordered::parse(exampleText("superpod-1su-h100"));
        d["version"] = 999;
        d["racks"][0]["model"] = "nope";
        const auto r = DesignReader::readText(d.dump(), bundledCatalog());
        QCOMPARE(r.errors.size(), std::size_t(1));
        QCOMPARE(r.errors.front().pointer, std::string("/version"));
    }

    /** A syntax error after elements were read: that error alone, no design. */
    void aSyntaxErrorAfterReadElementsIsTheOneError()
    {
        std::string text = exampleText("superpod-1su-h100");
        text.resize(text.size() * 3 / 4);
        const auto r = DesignReader::readText(text, bundledCatalog());
        QVERIFY(!r.design);
        QCOMPARE(r.errors.size(), std::size_t(1));
        QVERIFY(r.errors.front().message.find("truncated") != std::string::npos);
    }

    /** A key repeated inside a streamed link is the one error, both places named (the parser
     *  sees the repeat; the byte scan that names the places runs only then). */
    void aRepeatedKeyInAStreamedElementIsNamed()
    {
        std::string text = exampleText("superpod-1su-h100");
        const std::size_t links = text.find("\"links\": [");
        const std::size_t media = text.find("\"media\": ", links);
        QVERIFY(links != std::string::npos && media != std::string::npos);
        text.insert(media, "\"media\": \"dac\", ");
        const auto r = DesignReader::readText(text, bundledCatalog());
        QVERIFY(!r.design);
        QCOMPARE(r.errors.size(), std::size_t(1));
        QVERIFY2(r.errors.front().message.find("duplicate key \"media\": first at line")
                     != std::string::npos,
                 r.errors.front().message.c_str());
    }

    /** A repeated key whose second value is an object or an array where the first is a string,
     *  a number or another kind: refused by name, never built into the first (found by
     *  fuzz_design_reader: the object's keys were put into the string, and it threw). */
    void aRepeatedKeyOfAnotherKindIsNamed_data()
    {
        QTest::addColumn<QString>("repeat");
        QTest::newRow("object after a string") << R"("name": {"x": {"y": 1}})";
        QTest::newRow("array after a string") << R"("name": [1, [2], {"z": 3}])";
        QTest::newRow("array after an object") << R"("site": [1, 2])";
        QTest::newRow("object after an array") << R"("racks": {"a": 1})";
    }
    void aRepeatedKeyOfAnotherKindIsNamed()
    {
        QFETCH(QString, repeat);
        std::string text = exampleText("mozi-mixed");
        const std::size_t end = text.rfind('}');
        text.insert(end, ", " + repeat.toStdString());
        const auto r = DesignReader::readText(text, bundledCatalog());
        QVERIFY(!r.design);
        QVERIFY(!r.errors.empty());
        QVERIFY2(r.errors.front().message.find("duplicate key") != std::string::npos,
                 r.errors.front().message.c_str());
    }

    /** An array over its ceiling is refused whole: its elements' errors give way to that one,
     *  in its place before the next array's. */
    void anArrayOverItsCeilingIsRefusedWhole()
    {
        LoadErrors errors;
        JsonReader r("t.json", errors);
        int read = 0;
        const auto complain = [&](const nlohmann::json &, const std::string &pointer) {
            ++read;
            r.error(pointer, "bad");
        };
        StreamedArrays arrays({{"a", 2, complain}, {"b", 5, complain}}, r, errors,
                              [](const nlohmann::json &, bool) { return true; });
        const JsonStream stream = arrays.stream();
        nlohmann::json doc;
        QVERIFY(parseStreaming(R"({"a": [1, 2, 3], "b": [4]})", stream, doc));
        QVERIFY(arrays.readHeader(doc));
        arrays.finish(doc);
        QCOMPARE(read, 3); // a's first two as they came, b's one
        QCOMPARE(errors.size(), std::size_t(2));
        QCOMPARE(errors[0].pointer, std::string("/a"));
        QVERIFY(errors[0].message.find("at most 2 entries, got 3") != std::string::npos);
        QCOMPARE(errors[1].pointer, std::string("/b/0"));
        QCOMPARE(doc, nlohmann::json::parse(R"({"a": [], "b": []})"));
    }
};

QTEST_GUILESS_MAIN(TestDesignStream)
#include "tst_designstream.moc"
