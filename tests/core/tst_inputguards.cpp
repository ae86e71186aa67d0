// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 32, items 1 and 2: one guarded reader for every input (regular files only, a ceiling
// per kind, no blocking on a FIFO or a device) and names from files that never become paths.
#include "calibration/probecalibration.h"
#include "catalog/catalogloader.h"
#include "io/filetext.h"
#include "io/safefilename.h"
#include "json/jsontext.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <sys/stat.h>

using namespace cl;
namespace fs = std::filesystem;

namespace {

/** Every kind of input the app reads. */
const InputKind kKinds[] = {InputKind::Design,        InputKind::Catalog, InputKind::Calibration,
                            InputKind::StoredProfile, InputKind::Table,   InputKind::Json};

void writeText(const std::string &path, const std::string &text)
{
    std::ofstream(path, std::ios::binary) << text;
}

} // namespace

class TestInputGuards : public QObject
{
    Q_OBJECT

private slots:
    void aRegularFileIsReadWhole()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("a.json")).toStdString();
        const std::string text = std::string(200'000, 'x') + "\nend";
        writeText(path, text);
        for (InputKind kind : kKinds) {
            const FileText read = readInputFile(path, kind);
            QVERIFY2(read.error.empty(), read.error.c_str());
            QCOMPARE(read.text.value_or(""), text);
        }
    }

    void whatIsNotARegularFileIsNamedWithoutBlocking_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("expected");
        QTest::newRow("folder") << "folder"
                                << "is a directory, expected a file";
        QTest::newRow("fifo") << "fifo"
                              << "is a pipe (FIFO), expected a regular file";
        QTest::newRow("/dev/zero") << "/dev/zero"
                                   << "is a device, expected a regular file";
        QTest::newRow("missing") << "missing"
                                 << "no such file";
        QTest::newRow("symlink loop") << "loop"
                                      << "a loop of symbolic links";
        QTest::newRow("empty name") << ""
                                    << "expected a file name";
    }

    void whatIsNotARegularFileIsNamedWithoutBlocking()
    {
        QFETCH(QString, what);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const fs::path root = dir.path().toStdString();
        fs::create_directory(root / "folder");
        QCOMPARE(::mkfifo((root / "fifo").c_str(), 0600), 0);
        fs::create_symlink(root / "loop2", root / "loop");
        fs::create_symlink(root / "loop", root / "loop2");
        const std::string path = what.isEmpty()          ? std::string()
                                 : what.startsWith(u'/') ? what.toStdString()
                                                         : (root / what.toStdString()).string();
        for (InputKind kind : kKinds) {
            const FileText read = readInputFile(path, kind);
            QVERIFY(!read.text);
            QCOMPARE(QString::fromStdString(read.error), expected);
            QCOMPARE(QString::fromStdString(inputFileProblem(path)), expected);
            QCOMPARE(read.missing, what == QLatin1String("missing"));
        }
    }

    void eachKindHasACeilingCheckedBeforeReading()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("big")).toStdString();
        writeText(path, "{}");
        for (InputKind kind : kKinds) {
            // A sparse file: as large as the ceiling says without writing its bytes.
            fs::resize_file(path, maxInputBytes(kind) + 1);
            const FileText read = readInputFile(path, kind);
            QVERIFY(!read.text);
            QVERIFY2(read.error.rfind("larger than ", 0) == 0, read.error.c_str());
            fs::resize_file(path, 2);
            QVERIFY(readInputFile(path, kind).text);
        }
        // The user's catalog folder is read at every start: a 2 GB file there is refused by
        // name, not loaded (it cost 4.2 GB of memory).
        QVERIFY(maxInputBytes(InputKind::Catalog) <= 64u << 20);
    }

    void readersNameTheFileAndTheProblem()
    {
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString();
        LoadErrors errors;
        QVERIFY(!readJsonFile(folder, InputKind::Json, errors));
        QCOMPARE(errors.size(), std::size_t(1));
        QCOMPARE(errors[0].file, folder);
        QCOMPARE(QString::fromStdString(errors[0].message),
                 QStringLiteral("is a directory, expected a file"));
        Catalog catalog;
        CatalogLoadReport report;
        QVERIFY(!CatalogLoader::loadFile("/dev/zero", catalog, report));
        QCOMPARE(QString::fromStdString(report.errors.at(0).message),
                 QStringLiteral("is a device, expected a regular file"));
    }

    void namesFromFilesAreNamesNotPaths_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<bool>("safe");
        QTest::newRow("plain") << QByteArray("h100-sxm5-80gb") << true;
        QTest::newRow("unicode") << QByteArray("昇腾-910B") << true;
        QTest::newRow("spaces") << QByteArray("RTX 4090 (24 GB)") << true;
        QTest::newRow("parent") << QByteArray("..") << false;
        QTest::newRow("dot") << QByteArray(".") << false;
        QTest::newRow("climb") << QByteArray("../../../../name") << false;
        QTest::newRow("absolute") << QByteArray("/etc/passwd") << false;
        QTest::newRow("backslash") << QByteArray("a\\..\\b") << false;
        QTest::newRow("hidden") << QByteArray(".bashrc") << false;
        QTest::newRow("nul") << QByteArray("a\0b", 3) << false;
        QTest::newRow("newline") << QByteArray("a\nb") << false;
        QTest::newRow("latin-1") << QByteArray("caf\xe9") << false;
        QTest::newRow("empty") << QByteArray() << false;
        QTest::newRow("200 bytes") << QByteArray(200, 'a') << true;
        QTest::newRow("201 bytes") << QByteArray(201, 'a') << false;
    }

    void namesFromFilesAreNamesNotPaths()
    {
        QFETCH(QByteArray, name);
        QFETCH(bool, safe);
        const std::string_view text(name.constData(), std::size_t(name.size()));
        QCOMPARE(!unsafeFileNameReason(text), safe);
        std::string why;
        const auto file = fileInFolder("/tmp/folder", text, ".json", &why);
        QCOMPARE(file.has_value(), safe);
        if (file)
            QCOMPARE(fs::path(*file).parent_path(), fs::path("/tmp/folder"));
        else
            QVERIFY2(why.find("cannot name a file") != std::string::npos, why.c_str());
    }

    void aCalibrationIsNeverStoredOutsideItsFolder()
    {
        // XDG_CONFIG_HOME is this test's own folder (tests/CMakeLists.txt).
        const fs::path config = calibrationDir();
        const fs::path outside = config.parent_path().parent_path() / "escaped.json";
        fs::remove(outside);
        std::string error;
        QVERIFY(!restoreCalibrationText("../../escaped", std::string("{}\n"), &error));
        QVERIFY2(error.find("cannot store a calibration for GPU id") != std::string::npos,
                 error.c_str());
        QVERIFY(!fs::exists(outside));
        QVERIFY(!storedCalibrationPath("../../escaped"));
        QVERIFY(!storedCalibrationText("../../escaped"));
        // An ordinary id is stored where it always was.
        QVERIFY2(restoreCalibrationText("h100-sxm5-80gb", std::string("{}\n"), &error),
                 error.c_str());
        QVERIFY(fs::exists(config / "h100-sxm5-80gb.json"));
        QVERIFY(restoreCalibrationText("h100-sxm5-80gb", std::nullopt, &error));
    }
};

QTEST_GUILESS_MAIN(TestInputGuards)
#include "tst_inputguards.moc"
