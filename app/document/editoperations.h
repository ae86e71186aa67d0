// SPDX-License-Identifier: GPL-3.0-or-later
// What a planner does to a design, as undoable operations: each builds the commands and pushes
// them on the document's stack, or refuses with a reason and leaves the model as it was. The
// canvas, the palette, the menus and the tests all go through here.
#pragma once

#include "edit/fragment.h"
#include "edit/placement.h"
#include "model/enums.h"

#include <QString>
#include <QStringList>

#include <set>
#include <string>

namespace cl {

class Document;

/** Why an operation was refused, in the user's language; empty when it succeeded. */
struct EditResult
{
    bool ok = true;
    QString reason;
    QStringList createdIds;
    static EditResult refused(QString why) { return {false, std::move(why), {}}; }
};

/** The sentence for a placement problem, in the UI language. */
QString placementText(const PlacementCheck &check, const QString &rackName);

namespace edit {

/** Refused when adding the fragment would pass what a design holds (racks, devices, links, rows).
 */
EditResult checkAddLimits(const Design &design, const Fragment &fragment);
/** A new rack of a catalog model at the next place of a row. */
EditResult addRack(Document *doc, const std::string &rackModel, int row, int position = -1);
/** A new server/switch/PDU in a rack at U (0 = first free U); refused when it does not fit. */
EditResult addDevice(Document *doc, const std::string &model, const std::string &rackId, int u,
                     bool enforcePower);
/** Fills a GPU server's free slots with a GPU model (count 0 = all free slots). */
EditResult installGpus(Document *doc, const std::string &serverId, const std::string &gpuId,
                       int count = 0);
/**
 * Swaps a device's catalog model for another of the same kind (a DGX H100 for a DGX H200, one
 * leaf switch for another), in place. GPUs stay when the new server takes them; refused when the
 * new model does not fit the rack (U, power) or lacks a port a cable uses.
 */
EditResult changeModel(Document *doc, const std::string &deviceId, const std::string &modelId,
                       bool enforcePower);
/** Moves a device to another rack and/or U. */
EditResult moveDevice(Document *doc, const std::string &deviceId, const std::string &rackId, int u,
                      bool enforcePower, bool mergeWithPrevious = false);
/** Moves a rack to a floor place; racks from that place on in the row shift right. */
EditResult moveRack(Document *doc, const std::string &rackId, int row, int position);
/** Places a catalog entry at the next free spot (double-click in the palette). */
EditResult placeAnywhere(Document *doc, const std::string &catalogId, bool enforcePower);
/** A cable between the first free ports of a fabric on two devices; media by distance. */
EditResult connect(Document *doc, const std::string &deviceA, const std::string &deviceB,
                   Fabric fabric);
EditResult removeObjects(Document *doc, const std::set<std::string> &ids);
/** Copies of the selected racks (with contents and internal cables) or devices, with new ids. */
EditResult duplicate(Document *doc, const std::set<std::string> &ids);
/** The selected racks, contents and internal cables, N - 1 more times, in new rows. */
EditResult replicate(Document *doc, const std::set<std::string> &rackIds, int times);
/** Pastes a fragment (from the clipboard) with new ids. */
EditResult paste(Document *doc, const std::string &fragmentJson);
/** The selection as clipboard text (a design fragment). */
std::string copy(const Document *doc, const std::set<std::string> &ids);

} // namespace edit
} // namespace cl
