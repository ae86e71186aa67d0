// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasetjson.h"

#include "fieldrules.h"

namespace cl {

Dataset readDataset(JsonReader &r, const nlohmann::json &v, const std::string &p)
{
    Dataset d;
    if (!r.object(v, p, {"kind", "bytes_per_token", "cpu_us_per_token", "workers_per_gpu"}))
        return d;
    d.kind = r.choice(v, p, "kind", datasetKindNames(), true).value_or(DatasetKind::Tokens);
    d.bytesPerToken = r.optionalNumber(v, p, "bytes_per_token", rules::kBytesPerToken);
    d.cpuUsPerToken = r.optionalNumber(v, p, "cpu_us_per_token", rules::kCpuUsPerToken);
    if (v.contains("workers_per_gpu"))
        d.workersPerGpu = int(r.integer(v, p, "workers_per_gpu", 0, 64, 2));
    return d;
}

nlohmann::ordered_json writeDataset(const Dataset &d)
{
    nlohmann::ordered_json j;
    j["kind"] = nameOf(datasetKindNames(), d.kind);
    if (d.bytesPerToken)
        j["bytes_per_token"] = *d.bytesPerToken;
    if (d.cpuUsPerToken)
        j["cpu_us_per_token"] = *d.cpuUsPerToken;
    if (d.workersPerGpu)
        j["workers_per_gpu"] = *d.workersPerGpu;
    return j;
}

} // namespace cl
