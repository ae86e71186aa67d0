// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli catalog [--json] [ID]
#include "catalog/catalogjson.h"
#include "catalog/catalogloader.h"
#include "cliargs.h"
#include "commandregistry.h"
#include "commands.h"
#include "engine/efficiency.h"

#include <algorithm>
#include <iomanip>
#include <ostream>

namespace cl::cli {

int runCatalog(CliContext &c, const CliArgs &args)
{
    const bool json = args.flag("--json");
    if (args.positional().size() == 1) {
        const std::string &id = args.positional()[0];
        if (!c.catalog.entry(id)) {
            c.err << "no catalog entry \"" << id << "\" (clusterledger-cli catalog lists them)\n";
            return ExitBadInput;
        }
        auto entry = catalogEntryToJson(c.catalog, id);
        if (json) {
            c.out << entry.dump(2) << "\n";
        } else {
            for (const auto &item : entry.items()) {
                c.out << std::left << std::setw(30) << item.key() << " "
                      << (item.value().is_string() ? item.value().get<std::string>()
                                                   : item.value().dump())
                      << "\n";
            }
        }
        return ExitOk;
    }
    if (json) {
        auto all = catalogToJson(c.catalog);
        // The built-in efficiency profiles the engine applies per GPU generation, with their
        // sources: what the estimates assume, for scripts as for the report's assumptions.
        auto profiles = nlohmann::ordered_json::array();
        for (const EfficiencyProfile &p : builtInProfiles())
            profiles.push_back({{"id", p.id},
                                {"source", p.source},
                                {"gemm_bf16", p.gemmFraction(NumberFormat::BF16)},
                                {"gemm_fp8", p.gemmFraction(NumberFormat::FP8)},
                                {"hbm", p.hbm},
                                {"scale_up", p.scaleUp},
                                {"network", p.network}});
        all["efficiency_profiles"] = profiles;
        c.out << all.dump(2) << "\n";
        return ExitOk;
    }
    const auto rows = catalogListing(c.catalog);
    std::size_t idWidth = 2;
    for (const auto &row : rows)
        idWidth = std::max(idWidth, row[1].size());
    for (const auto &row : rows)
        c.out << std::left << std::setw(12) << row[0] << std::setw(int(idWidth) + 2) << row[1]
              << row[2] << "\n";
    return ExitOk;
}

bool loadCatalog(CliContext &c)
{
    CatalogLoadReport report;
    c.catalog = CatalogLoader::loadDefault(report);
    for (const auto &e : report.errors)
        c.err << "catalog: " << e.toString() << "\n";
    return c.catalog.size() > 0;
}

} // namespace cl::cli
