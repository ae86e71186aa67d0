// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalogentries.h"

#include <map>
#include <string>
#include <string_view>

namespace cl {

/**
 * Every part the planner can use, by id. Built by CatalogLoader from the bundled files and the
 * user's own folder (which adds entries or overrides bundled ones by id).
 */
class Catalog
{
public:
    std::map<std::string, GpuModel> gpus;
    std::map<std::string, ServerModel> servers;
    std::map<std::string, SwitchModel> switches;
    std::map<std::string, RackModel> racks;
    std::map<std::string, PduModel> pdus;
    std::map<std::string, CduModel> cdus;
    std::map<std::string, NicModel> nics;
    std::map<std::string, TransceiverModel> transceivers;
    std::map<std::string, CableModel> cables;
    std::map<std::string, ModelPreset> models;
    std::map<std::string, SharingRate> sharingRates; ///< sharing.json: platforms' card prices
    ErrorBands errorBands; ///< the engine's measured error bands (error-bands.json)

    const GpuModel *gpu(std::string_view id) const { return find(gpus, id); }
    const ServerModel *server(std::string_view id) const { return find(servers, id); }
    const SwitchModel *switchModel(std::string_view id) const { return find(switches, id); }
    const RackModel *rack(std::string_view id) const { return find(racks, id); }
    const PduModel *pdu(std::string_view id) const { return find(pdus, id); }
    const CduModel *cdu(std::string_view id) const { return find(cdus, id); }
    const NicModel *nic(std::string_view id) const { return find(nics, id); }
    const TransceiverModel *transceiver(std::string_view id) const
    {
        return find(transceivers, id);
    }
    const CableModel *cable(std::string_view id) const { return find(cables, id); }
    const ModelPreset *modelPreset(std::string_view id) const { return find(models, id); }
    const SharingRate *sharingRate(std::string_view id) const { return find(sharingRates, id); }

    /** The entry with this id in any category, with the category's name ("gpu", "server", ...). */
    const CatalogEntry *entry(std::string_view id, std::string *category = nullptr) const;

    std::size_t size() const;

private:
    template<typename T>
    static const T *find(const std::map<std::string, T> &m, std::string_view id)
    {
        auto it = m.find(std::string(id));
        return it == m.end() ? nullptr : &it->second;
    }
};

} // namespace cl
