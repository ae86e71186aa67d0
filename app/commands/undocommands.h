// SPDX-License-Identifier: GPL-3.0-or-later
// Ids of mergeable commands (QUndoCommand::id): consecutive commands with the same id and object
// merge, so a drag or a spin-box scrub is one undo step (Tiled's UndoCommands enum).
#pragma once

namespace cl {

enum UndoCommandId {
    CmdMoveDevice = 1,
    CmdMoveRack,
    CmdEditRack,
    CmdEditDevice,
    CmdEditLink,
    CmdEditSite,
    CmdEditWorkload,
    CmdEditServing,
    CmdEditPortfolio,
};

/**
 * Which field an edit changes: only repeated edits of the same field of the same object merge
 * (scrubbing the amps is one step; amps then voltage are two). The targets panel numbers its
 * fields by their row in its own field table.
 */
enum class EditField {
    RackName,
    RackFeeds,
    RackVoltage,
    RackAmps,
    RackPhase,
    RackDerating,
    RackRedundancy,
    RackBudget,
    RackScaleUpDomain,
    RackCoolingType,
    RackCoolingLimit,
    RackLiquidLimit,
    DeviceName,
    DeviceGpuModel,
    DeviceGpuCount,
    DeviceInstallGpus, ///< a GPU dropped on a server (never merges)
    DeviceChangeModel, ///< a catalog model swapped in (never merges)
    LinkFabric,
    LinkMedia,
    LinkLength,
    SiteName,
    SitePue,
    SiteLiquidPue,
    SitePrice,
    SiteCurrency,
    SiteRate,
    SiteDepreciation,
    SiteUtilisation,
    SiteCloud,
    SiteColocation,
    SiteFloor,
    SiteMarket,
    SiteHeld,
    SiteTariff, ///< the tariff dialog's whole table (never merges)
    SiteRateDate,
};

} // namespace cl
