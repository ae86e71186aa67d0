// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog.h"

namespace cl {

const CatalogEntry *Catalog::entry(std::string_view id, std::string *category) const
{
    auto pick = [&](const CatalogEntry *e, const char *name) {
        if (e && category)
            *category = name;
        return e;
    };
    if (auto e = gpu(id))
        return pick(e, "gpu");
    if (auto e = server(id))
        return pick(e, "server");
    if (auto e = switchModel(id))
        return pick(e, "switch");
    if (auto e = rack(id))
        return pick(e, "rack");
    if (auto e = pdu(id))
        return pick(e, "pdu");
    if (auto e = cdu(id))
        return pick(e, "cdu");
    if (auto e = nic(id))
        return pick(e, "nic");
    if (auto e = transceiver(id))
        return pick(e, "transceiver");
    if (auto e = cable(id))
        return pick(e, "cable");
    if (auto e = modelPreset(id))
        return pick(e, "model");
    if (auto e = sharingRate(id))
        return pick(e, "sharing_rate");
    return nullptr;
}

std::size_t Catalog::size() const
{
    return gpus.size() + servers.size() + switches.size() + racks.size() + pdus.size() + cdus.size()
           + nics.size() + transceivers.size() + cables.size() + models.size()
           + sharingRates.size();
}

} // namespace cl
