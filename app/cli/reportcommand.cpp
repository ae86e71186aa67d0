// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli report FILE -o OUT.pdf [--lang zh_CN] [--paper a4|letter] [--calibration F]
// [--timing]
#include "cliargs.h"
#include "commandregistry.h"
#include "commands.h"
#include "engine/ledger.h"
#include "inputfiles.h"
#include "report/pdfreport.h"
#include "text/languagemanager.h"

#include <QGuiApplication>

#include <chrono>
#include <filesystem>
#include <memory>
#include <ostream>

namespace cl::cli {

namespace {
/**
 * Painting text needs a QGuiApplication; the CLI makes one on the offscreen platform for this
 * command only, and ends it before returning (a static one outlived Qt's font database and left
 * fontconfig's caches behind, which LeakSanitizer reports).
 */
std::unique_ptr<QGuiApplication> makeGuiApplication()
{
    if (QCoreApplication::instance())
        return nullptr;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "clusterledger-cli";
    static char *argv[] = {name, nullptr};
    return std::make_unique<QGuiApplication>(argc, argv);
}
} // namespace

int runReport(CliContext &c, const CliArgs &args)
{
    const auto out = args.value("--output");
    const std::string paper = args.value("--paper").value_or("a4");
    if (!out)
        return usageFailure(c, args, "give -o OUT.pdf");
    if (paper != "a4" && paper != "letter")
        return usageFailure(c, args, "--paper: expected a4 or letter, got \"" + paper + "\"");
    int code = ExitOk;
    const auto loaded = loadDesignFile(c, args.positional()[0], code);
    if (!loaded)
        return code;
    const auto start = std::chrono::steady_clock::now();
    const auto app = makeGuiApplication();
    const QString language = QString::fromStdString(args.value("--lang").value_or("en"));
    if (!LanguageManager::instance()->setLanguage(language)) {
        c.err << "--lang: expected en or zh_CN\n";
        return ExitUsage;
    }
    const auto calibrations = calibrationsFromArgs(c, args, code);
    if (!calibrations)
        return code;
    const DesignLedger ledger = evaluateDesign(*loaded->design, c.catalog, *calibrations);
    ReportSettings settings;
    settings.paper = paper == "letter" ? QPageSize::Letter : QPageSize::A4;
    PdfReport report(*loaded->design, c.catalog, ledger, settings);
    QString error;
    if (report.write(QString::fromStdString(*out), &error) != ExportResult::Ok) {
        c.err << *out << ": " << error.toStdString() << "\n";
        return ExitBadInput;
    }
    const double ms
        = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count();
    c.out << *out << ": written\n";
    if (args.flag("--timing"))
        c.out << "report_ms: " << ms << "\n";
    return ExitOk;
}

} // namespace cl::cli
