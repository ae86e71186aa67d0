// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli netbox-export FILE -o DIR [--netbox 4.6|4.7]
// clusterledger-cli netbox-import DIR -o FILE
// A plan handed to the DCIM the operations team runs, and racks and devices taken back from it
// (core/interchange/).
#include "cliargs.h"
#include "commandregistry.h"
#include "commands.h"
#include "inputfiles.h"
#include "interchange/netboxexport.h"
#include "interchange/netboximport.h"
#include "io/atomicfile.h"
#include "io/designwriter.h"
#include "io/filetext.h"
#include "text/diagnostictext.h"

#include <filesystem>
#include <ostream>
#include <system_error>

namespace cl::cli {

int runNetboxExport(CliContext &c, const CliArgs &args)
{
    const auto dir = args.value("--output");
    if (!dir)
        return usageFailure(c, args, "give the folder to write: -o DIR");
    NetBoxExportOptions options;
    options.netboxVersion = args.value("--netbox").value_or("4.6");
    if (options.netboxVersion != "4.6" && options.netboxVersion != "4.7")
        return usageFailure(c, args,
                            "--netbox: expected 4.6 or 4.7, got \"" + options.netboxVersion + "\"");
    namespace fs = std::filesystem;
    // The folder is checked before any work, in the words every other writer uses for -o.
    std::error_code statusError;
    const fs::file_status folder = fs::status(*dir, statusError);
    if (statusError == std::errc::too_many_symbolic_link_levels) {
        c.err << "cannot follow the link " << *dir << ": too many levels of links\n";
        return ExitBadInput;
    }
    if (fs::exists(folder) && !fs::is_directory(folder)) {
        c.err << *dir << ": expected a folder to write the NetBox files in\n";
        return ExitBadInput;
    }
    int code = ExitOk;
    const auto loaded = loadDesignFile(c, args.positional()[0], code);
    if (!loaded)
        return code;
    const auto files = exportNetBox(*loaded->design, c.catalog, options);
    for (const NetBoxFile &f : files) {
        const fs::path path = fs::path(*dir) / f.path;
        std::error_code ec;
        fs::create_directories(path.parent_path(), ec);
        std::string error;
        // Each file whole or not at all: a failed write leaves what was there before.
        if (ec || !writeFileAtomically(path.string(), f.text, &error)) {
            c.err << path.string() << ": " << (ec ? ec.message() : error) << "\n";
            return ExitBadInput;
        }
    }
    c.out << "wrote " << files.size() << " files to " << *dir << " (NetBox "
          << options.netboxVersion << "; README.txt gives the import order)\n";
    return ExitOk;
}

int runNetboxImport(CliContext &c, const CliArgs &args)
{
    const auto out = args.value("--output");
    if (!out)
        return usageFailure(c, args, "give the design to write: -o FILE");
    const std::string dir = args.positional()[0];
    // A table that is not there is an empty one (the importer says which it needs); one that
    // is there but cannot be read (a folder, a FIFO, too large) stops the import by name.
    bool unreadable = false;
    auto read = [&](const char *name) {
        const std::string path = (std::filesystem::path(dir) / name).string();
        FileText file = readInputFile(path, InputKind::Table);
        if (!file.text && !file.missing) {
            c.err << path << ": " << file.error << "\n";
            unreadable = true;
        }
        return std::move(file.text).value_or(std::string());
    };
    const NetBoxImportFiles files {dir, read("racks.csv"), read("devices.csv"), read("cables.csv"),
                                   read("power_feeds.csv")};
    if (unreadable)
        return ExitBadInput;
    const NetBoxImport result = importNetBox(files, c.catalog);
    for (const LoadError &e : result.errors)
        c.err << e.toString() << "\n";
    if (!result.design)
        return ExitBadInput;
    for (const Diagnostic &d : result.notes)
        c.err << diagnosticLine(d).toStdString() << "\n";
    Design design = *result.design;
    design.name = "Imported from NetBox (" + dir + ")";
    std::string error;
    if (!DesignWriter::writeFile(design, c.catalog, *out, &error)) {
        c.err << error << "\n";
        return ExitBadInput;
    }
    c.out << "wrote " << *out << ": " << design.racks.size() << " racks, " << design.devices.size()
          << " devices, " << design.links.size() << " links; " << result.notes.size() << " notes\n";
    return ExitOk;
}

} // namespace cl::cli
