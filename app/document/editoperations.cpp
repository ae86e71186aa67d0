// SPDX-License-Identifier: GPL-3.0-or-later
#include "editoperations.h"

#include "catalog/catalog.h"
#include "commands/addremoveobjects.h"
#include "commands/replaceobject.h"
#include "cost/cablerouting.h"
#include "document.h"
#include "edit/fragment.h"
#include "model/limits.h"
#include "model/naming.h"
#include "model/ports.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <map>

namespace cl {

namespace {

QString kw(double w)
{
    return QLocale().toString(w / 1000.0, 'f', 1);
}

QStringList ids(const Fragment &f)
{
    QStringList out;
    for (const auto &r : f.racks)
        out << QString::fromStdString(r.id);
    for (const auto &d : f.devices)
        out << QString::fromStdString(d.id);
    for (const auto &l : f.links)
        out << QString::fromStdString(l.id);
    return out;
}

EditResult pushAdd(Document *doc, Fragment f, const QString &text)
{
    // Every way of adding objects ends here, so no edit makes a design the reader would refuse.
    if (EditResult limits = edit::checkAddLimits(doc->design(), f); !limits.ok)
        return limits;
    QStringList created = ids(f);
    doc->undoStack()->push(new AddObjectsCommand(doc, std::move(f), text));
    return {true, {}, created};
}

} // namespace

QString placementText(const PlacementCheck &check, const QString &rackName)
{
    switch (check.problem) {
    case PlacementProblem::None:
        return {};
    case PlacementProblem::UnknownRack:
        return QCoreApplication::translate("EditOperations", "Drop it on a rack");
    case PlacementProblem::UnknownModel:
        return QCoreApplication::translate("EditOperations",
                                           "This part has no rack height in the catalog");
    case PlacementProblem::PastTop:
        return QCoreApplication::translate("EditOperations", "It runs past the top of %1")
            .arg(rackName);
    case PlacementProblem::UnitsTaken:
        return QCoreApplication::translate("EditOperations", "Those rack units in %1 are taken")
            .arg(rackName);
    case PlacementProblem::OverPower:
        return QCoreApplication::translate(
                   "EditOperations",
                   "%1 would draw %2 kW, over its usable %3 kW (hold Alt or Shift to place it "
                   "anyway, or turn off Tools > Enforce Power Budgets)")
            .arg(rackName, kw(check.afterW), kw(check.usableW));
    case PlacementProblem::NeedsLiquidCooling:
        return QCoreApplication::translate(
                   "EditOperations",
                   "%1 is air-cooled and this part is cooled by liquid: choose a liquid-cooled "
                   "rack (hold Alt or Shift to place it anyway)")
            .arg(rackName);
    case PlacementProblem::OverLiquidLoop:
        return QCoreApplication::translate(
                   "EditOperations",
                   "%1 would hand %2 kW to liquid, over its liquid loop's %3 kW (hold Alt or Shift "
                   "to place it anyway)")
            .arg(rackName, kw(check.liquidAfterW), kw(check.liquidLimitW));
    case PlacementProblem::NoFreeSlot:
        return QCoreApplication::translate("EditOperations", "No free GPU slot in this server");
    case PlacementProblem::WrongFormFactor:
        return QCoreApplication::translate("EditOperations",
                                           "This GPU does not fit this server's slots");
    case PlacementProblem::NotAGpuServer:
        return QCoreApplication::translate("EditOperations", "GPUs go into GPU servers");
    case PlacementProblem::MixedModels:
        return QCoreApplication::translate("EditOperations",
                                           "This server already holds another GPU model");
    }
    return {};
}

namespace edit {

EditResult checkAddLimits(const Design &d, const Fragment &f)
{
    int lastRow = 0;
    for (const auto &r : f.racks)
        lastRow = std::max(lastRow, r.row);
    if (d.racks.size() + f.racks.size() > limits::kMaxRacks
        || d.devices.size() + f.devices.size() > limits::kMaxDevices
        || d.links.size() + f.links.size() > limits::kMaxLinks || lastRow > limits::kMaxRow)
        return EditResult::refused(
            QCoreApplication::translate("EditOperations",
                                        "A design holds at most %1 racks, %2 devices, %3 links "
                                        "and %4 rows; this would pass that")
                .arg(limits::kMaxRacks)
                .arg(limits::kMaxDevices)
                .arg(limits::kMaxLinks)
                .arg(limits::kMaxRow));
    return {};
}

EditResult addRack(Document *doc, const std::string &rackModel, int row, int position)
{
    const Catalog &c = doc->catalog();
    const Design &d = doc->design();
    if (!c.rack(rackModel))
        return EditResult::refused(
            QCoreApplication::translate("EditOperations", "Unknown rack model"));
    Fragment f;
    const std::string id = d.allocateId("rack");
    // Where it was dropped when that place is free, else the next place in the row.
    const bool taken = std::any_of(d.racks.begin(), d.racks.end(), [&](const Rack &k) {
        return k.row == std::max(0, row) && k.position == position;
    });
    if (position < 0 || position > limits::kMaxPosition || taken)
        position = nextRackPosition(d, std::max(0, row));
    f.racks.push_back(
        makeRack(c, rackModel, id,
                 "R" + std::to_string(std::max(0, row) + 1) + "-" + std::to_string(position + 1),
                 std::max(0, row), position));
    return pushAdd(doc, std::move(f), QCoreApplication::translate("EditOperations", "Add Rack"));
}

EditResult addDevice(Document *doc, const std::string &model, const std::string &rackId, int u,
                     bool enforcePower)
{
    const Catalog &c = doc->catalog();
    const Design &d = doc->design();
    const std::string prefix = c.switchModel(model) ? "switch" : c.pdu(model) ? "pdu" : "server";
    Device device = makeDevice(c, model, d.allocateId(prefix));
    // Named as its siblings are ("DGX-33" after "DGX-32"), or after its model ("DGX-H100-1").
    NameSet names;
    std::vector<std::string> siblings;
    for (const auto &other : d.devices) {
        names.insert(other.name);
        if (other.model == model)
            siblings.push_back(other.name);
    }
    std::string fallback = model + "-1";
    std::transform(fallback.begin(), fallback.end(), fallback.begin(),
                   [](unsigned char ch) { return char(std::toupper(ch)); });
    device.name = patternName(siblings, fallback, names);
    const Rack *rack = d.findRack(rackId);
    if (!rack)
        return EditResult::refused(
            QCoreApplication::translate("EditOperations", "Drop it on a rack"));
    const bool withoutU = standsWithoutU(device, c);
    if (u <= 0 && !withoutU) {
        u = firstFreeU(d, c, rackId, deviceHeightU(device, c));
        if (u == 0)
            return EditResult::refused(
                QCoreApplication::translate("EditOperations", "No free rack units in %1")
                    .arg(QString::fromStdString(rack->name)));
    }
    const PlacementCheck check = checkPlacement(d, c, device, rackId, u, enforcePower);
    if (!check.ok())
        return EditResult::refused(placementText(check, QString::fromStdString(rack->name)));
    device.rack = rackId;
    device.u = withoutU ? 0 : u;
    Fragment f;
    f.devices.push_back(device);
    return pushAdd(doc, std::move(f),
                   QCoreApplication::translate("EditOperations", "Add %1")
                       .arg(QString::fromStdString(device.name)));
}

EditResult installGpus(Document *doc, const std::string &serverId, const std::string &gpuId,
                       int count)
{
    const Catalog &c = doc->catalog();
    const Device *server = doc->design().findDevice(serverId);
    if (!server)
        return EditResult::refused(
            QCoreApplication::translate("EditOperations", "GPUs go into GPU servers"));
    int free = 0;
    if (const ServerModel *m = c.server(server->model))
        free = m->gpuSlots - server->installedGpuCount();
    if (count <= 0)
        count = free;
    const PlacementCheck check = checkGpuInstall(doc->design(), c, *server, gpuId, count);
    if (!check.ok())
        return EditResult::refused(placementText(check, {}));
    Device changed = *server;
    changed.gpuSlots = slotsWithGpus(c, *server, gpuId, count);
    doc->undoStack()->push(new ReplaceObjectCommand<Device>(
        doc, serverId, changed,
        QCoreApplication::translate("EditOperations", "Install %n GPU(s)", nullptr, count),
        CmdEditDevice, int(EditField::DeviceInstallGpus), false));
    return {true, {}, {QString::fromStdString(serverId)}};
}

EditResult changeModel(Document *doc, const std::string &deviceId, const std::string &modelId,
                       bool enforcePower)
{
    const Design &d = doc->design();
    const Catalog &c = doc->catalog();
    const Device *device = d.findDevice(deviceId);
    if (!device)
        return EditResult::refused(QCoreApplication::translate("EditOperations", "No such device"));
    if (device->model == modelId)
        return {};
    const Device fresh = makeDevice(c, modelId, deviceId);
    if (fresh.kind != device->kind
        || (!c.server(modelId) && !c.switchModel(modelId) && !c.pdu(modelId) && !c.cdu(modelId))
        || standsWithoutU(fresh, c) != standsWithoutU(*device, c))
        return EditResult::refused(
            QCoreApplication::translate("EditOperations",
                                        "%1 is not a model of the same kind as %2")
                .arg(QString::fromStdString(modelId), QString::fromStdString(device->name)));
    Device changed = *device;
    changed.model = modelId;
    changed.gpuSlots = fresh.gpuSlots;
    // Keep the GPUs when the new server has no built-in ones and takes them.
    if (device->kind == DeviceKind::GpuServer && fresh.installedGpuCount() == 0) {
        std::optional<std::string> gpu;
        for (const auto &slot : device->gpuSlots)
            gpu = gpu ? gpu : slot;
        const int count = std::min<int>(device->installedGpuCount(), int(changed.gpuSlots.size()));
        if (gpu && count > 0 && checkGpuInstall(d, c, changed, *gpu, count).ok())
            changed.gpuSlots = slotsWithGpus(c, changed, *gpu, count);
    }
    if (device->rack) {
        const PlacementCheck check
            = checkPlacement(d, c, changed, *device->rack, device->u, enforcePower, deviceId);
        if (!check.ok()) {
            const Rack *rack = d.findRack(*device->rack);
            return EditResult::refused(
                placementText(check, rack ? QString::fromStdString(rack->name) : QString()));
        }
    }
    // Every cable must still find its port on the new model.
    Design alone;
    alone.devices.push_back(changed);
    const PortResolver ports(alone, c);
    for (const Link &l : d.links) {
        for (const PortRef *end : {&l.a, &l.b}) {
            if (end->device == deviceId && !ports.resolve(0, end->port))
                return EditResult::refused(
                    QCoreApplication::translate("EditOperations",
                                                "Cable %1 uses port %2, which a %3 does not "
                                                "have: remove or move the cable first")
                        .arg(QString::fromStdString(l.id), QString::fromStdString(end->port),
                             QString::fromStdString(modelId)));
        }
    }
    doc->undoStack()->push(new ReplaceObjectCommand<Device>(
        doc, deviceId, changed, QCoreApplication::translate("EditOperations", "Change Model"),
        CmdEditDevice, int(EditField::DeviceChangeModel), false));
    return {true, {}, {QString::fromStdString(deviceId)}};
}

EditResult moveDevice(Document *doc, const std::string &deviceId, const std::string &rackId, int u,
                      bool enforcePower, bool mergeWithPrevious)
{
    const Device *device = doc->design().findDevice(deviceId);
    const Rack *rack = doc->design().findRack(rackId);
    if (!device || !rack)
        return EditResult::refused(
            QCoreApplication::translate("EditOperations", "Drop it on a rack"));
    const PlacementCheck check
        = checkPlacement(doc->design(), doc->catalog(), *device, rackId, u, enforcePower, deviceId);
    if (!check.ok())
        return EditResult::refused(placementText(check, QString::fromStdString(rack->name)));
    Device moved = *device;
    moved.rack = rackId;
    moved.u = standsWithoutU(*device, doc->catalog()) ? 0 : u;
    if (moved == *device)
        return {};
    doc->undoStack()->push(new ReplaceObjectCommand<Device>(
        doc, deviceId, moved, QCoreApplication::translate("EditOperations", "Move Device"),
        CmdMoveDevice, 0, mergeWithPrevious));
    return {true, {}, {QString::fromStdString(deviceId)}};
}

EditResult moveRack(Document *doc, const std::string &rackId, int row, int position)
{
    const Design &d = doc->design();
    const Rack *rack = d.findRack(rackId);
    if (!rack)
        return EditResult::refused(QCoreApplication::translate("EditOperations", "No such rack"));
    if (rack->row == row && rack->position == position)
        return {};
    bool taken = false;
    for (const auto &r : d.racks)
        taken = taken || (r.id != rackId && r.row == row && r.position == position);
    doc->undoStack()->beginMacro(QCoreApplication::translate("EditOperations", "Move Rack"));
    if (taken) {
        // Reorder: the racks from that place on make room by one place, furthest first.
        std::vector<const Rack *> shift;
        for (const auto &r : d.racks) {
            if (r.id != rackId && r.row == row && r.position >= position)
                shift.push_back(&r);
        }
        std::sort(shift.begin(), shift.end(),
                  [](auto *a, auto *b) { return a->position > b->position; });
        std::vector<Rack> moved;
        for (const Rack *r : shift) {
            Rack m = *r;
            ++m.position;
            moved.push_back(m);
        }
        for (const Rack &m : moved)
            doc->undoStack()->push(new ReplaceObjectCommand<Rack>(
                doc, m.id, m, QCoreApplication::translate("EditOperations", "Move Rack")));
    }
    Rack m = *doc->design().findRack(rackId);
    m.row = row;
    m.position = position;
    doc->undoStack()->push(new ReplaceObjectCommand<Rack>(
        doc, rackId, m, QCoreApplication::translate("EditOperations", "Move Rack")));
    doc->undoStack()->endMacro();
    return {true, {}, {QString::fromStdString(rackId)}};
}

EditResult placeAnywhere(Document *doc, const std::string &id, bool enforcePower)
{
    const Catalog &c = doc->catalog();
    const Design &d = doc->design();
    if (c.rack(id))
        return addRack(doc, id, 0);
    if (c.gpu(id)) {
        for (const auto &dev : d.devices) {
            if (checkGpuInstall(d, c, dev, id, 1).ok())
                return installGpus(doc, dev.id, id);
        }
        return EditResult::refused(QCoreApplication::translate(
            "EditOperations", "No GPU server has a free slot of this form factor"));
    }
    if (c.server(id) || c.switchModel(id) || c.pdu(id) || c.cdu(id)) {
        const DeviceKind kind = makeDevice(c, id, id).kind;
        std::map<std::string, int> rank;
        if (kind == DeviceKind::Cdu) {
            // A CDU goes where liquid heat has none yet: liquid racks without a CDU (0), then
            // liquid racks with one (1), then the rest (2).
            for (const auto &rack : d.racks)
                rank[rack.id] = rack.cooling.type == CoolingType::Liquid ? 0 : 2;
            for (const auto &dev : d.devices) {
                if (dev.rack && dev.kind == DeviceKind::Cdu && rank[*dev.rack] == 0)
                    rank[*dev.rack] = 1;
            }
        } else {
            // Where a planner would put it: a rack already holding the same kind of device (GPU
            // servers with GPU servers, switches in network racks), then an empty rack, then any.
            for (const auto &rack : d.racks)
                rank[rack.id] = 1; // 0 same kind, 1 empty, 2 other
            for (const auto &dev : d.devices) {
                if (!dev.rack || dev.kind == DeviceKind::Pdu || dev.kind == DeviceKind::Cdu)
                    continue;
                int &r = rank[*dev.rack];
                r = std::min(r == 1 ? 2 : r, dev.kind == kind ? 0 : 2);
            }
        }
        std::vector<const Rack *> order;
        for (const auto &rack : d.racks)
            order.push_back(&rack);
        std::stable_sort(order.begin(), order.end(),
                         [&](const Rack *a, const Rack *b) { return rank[a->id] < rank[b->id]; });
        QString lastReason
            = QCoreApplication::translate("EditOperations", "There is no rack yet: add one first");
        for (const Rack *rack : order) {
            EditResult r = addDevice(doc, id, rack->id, 0, enforcePower);
            if (r.ok) {
                const Device *placed
                    = r.createdIds.isEmpty()
                          ? nullptr
                          : doc->design().findDevice(r.createdIds.front().toStdString());
                if (placed && placed->u == 0)
                    r.reason = QCoreApplication::translate("EditOperations", "Placed %1 at %2")
                                   .arg(QString::fromStdString(placed->name),
                                        QString::fromStdString(rack->name));
                else if (placed)
                    r.reason
                        = QCoreApplication::translate("EditOperations", "Placed %1 in %2 at U%3")
                              .arg(QString::fromStdString(placed->name),
                                   QString::fromStdString(rack->name))
                              .arg(placed->u);
                return r;
            }
            lastReason = r.reason;
        }
        return EditResult::refused(lastReason);
    }
    return EditResult::refused(
        QCoreApplication::translate("EditOperations", "Cables are drawn with the connect tool"));
}

EditResult connect(Document *doc, const std::string &deviceA, const std::string &deviceB,
                   Fabric fabric)
{
    const Design &d = doc->design();
    const Catalog &c = doc->catalog();
    const Device *a = d.findDevice(deviceA);
    const Device *b = d.findDevice(deviceB);
    if (!a || !b || a == b)
        return EditResult::refused(
            QCoreApplication::translate("EditOperations", "Connect two different devices"));
    std::set<std::pair<std::string, std::string>> used;
    for (const auto &l : d.links) {
        used.insert({l.a.device, l.a.port});
        used.insert({l.b.device, l.b.port});
    }
    auto freePort = [&](const Device &dev) -> const PortInfo * {
        static thread_local std::vector<PortInfo> ports;
        ports = devicePorts(dev, c);
        for (const auto &p : ports) {
            if (p.group->fabric == fabric && !used.count({dev.id, p.name}))
                return &p;
        }
        return nullptr;
    };
    const PortInfo *pa = freePort(*a);
    const std::string portA = pa ? pa->name : std::string();
    // freePort's list is reused: keep what is needed of a's port before asking for b's.
    const PortGroup *groupA = pa ? pa->group : nullptr;
    const PortInfo *pb = freePort(*b);
    if (!pa || !pb)
        return EditResult::refused(
            QCoreApplication::translate("EditOperations", "%1 has no free port on this fabric")
                .arg(QString::fromStdString(pa ? b->name : a->name)));
    Link link;
    link.id = d.allocateId("link");
    link.a = {a->id, portA};
    link.b = {b->id, pb->name};
    link.fabric = fabric;
    // No typed length: the floor routes it, and the route's length picks the media.
    link.media = mediaFor(*groupA, *pb->group, CableRouter(d, c).routedM(a->id, b->id), c);
    Fragment f;
    f.links.push_back(link);
    return pushAdd(doc, std::move(f), QCoreApplication::translate("EditOperations", "Connect"));
}

EditResult removeObjects(Document *doc, const std::set<std::string> &ids)
{
    auto *command = new RemoveObjectsCommand(
        doc, ids, QCoreApplication::translate("EditOperations", "Delete"));
    if (command->isEmpty()) {
        delete command;
        return EditResult::refused(
            QCoreApplication::translate("EditOperations", "Nothing selected"));
    }
    doc->undoStack()->push(command);
    return {};
}

EditResult duplicate(Document *doc, const std::set<std::string> &ids)
{
    const Fragment f = extractFragment(doc->design(), ids);
    if (f.empty())
        return EditResult::refused(
            QCoreApplication::translate("EditOperations", "Select racks or devices to duplicate"));
    return pushAdd(doc, renumberFragment(doc->design(), f, -1),
                   QCoreApplication::translate("EditOperations", "Duplicate"));
}

EditResult replicate(Document *doc, const std::set<std::string> &rackIds, int times)
{
    const Design &d = doc->design();
    std::set<std::string> racks;
    int lastRow = 0;
    for (const auto &r : d.racks) {
        lastRow = std::max(lastRow, r.row);
        if (rackIds.count(r.id))
            racks.insert(r.id);
    }
    if (racks.empty() || times < 2)
        return EditResult::refused(QCoreApplication::translate(
            "EditOperations", "Select racks and a count of two or more"));
    if (times > limits::kMaxReplicas)
        return EditResult::refused(
            QCoreApplication::translate("EditOperations", "At most %1 copies at once")
                .arg(limits::kMaxReplicas));
    const Fragment unit = extractFragment(d, racks);
    // Each copy keeps the unit's layout (its rows and places: a unit of 9 + 8 racks copies as
    // 9 + 8, not as one row of 17), in the rows after the last, as the CLI's replicate does.
    int firstRow = limits::kMaxRow;
    int unitLastRow = 0;
    for (const Rack &r : unit.racks) {
        firstRow = std::min(firstRow, r.row);
        unitLastRow = std::max(unitLastRow, r.row);
    }
    const int rowsPerCopy = unitLastRow - firstRow + 1;
    if (std::int64_t(lastRow) + std::int64_t(rowsPerCopy) * (times - 1) > limits::kMaxRow)
        return EditResult::refused(
            QCoreApplication::translate("EditOperations",
                                        "%1 copies of %2 row(s) each would pass the hall's last "
                                        "row (%3)")
                .arg(times - 1)
                .arg(rowsPerCopy)
                .arg(limits::kMaxRow));
    Fragment all;
    Design growing = d;
    for (int copy = 1; copy < times; ++copy) {
        Fragment next = renumberFragment(growing, unit, lastRow + copy);
        for (std::size_t i = 0; i < next.racks.size(); ++i) {
            next.racks[i].row
                = lastRow + 1 + (copy - 1) * rowsPerCopy + (unit.racks[i].row - firstRow);
            next.racks[i].position = unit.racks[i].position;
        }
        growing.racks.insert(growing.racks.end(), next.racks.begin(), next.racks.end());
        growing.devices.insert(growing.devices.end(), next.devices.begin(), next.devices.end());
        growing.links.insert(growing.links.end(), next.links.begin(), next.links.end());
        all.racks.insert(all.racks.end(), next.racks.begin(), next.racks.end());
        all.devices.insert(all.devices.end(), next.devices.begin(), next.devices.end());
        all.links.insert(all.links.end(), next.links.begin(), next.links.end());
    }
    return pushAdd(doc, std::move(all),
                   QCoreApplication::translate("EditOperations", "Replicate ×%1").arg(times));
}

EditResult paste(Document *doc, const std::string &text)
{
    auto fragment = fragmentFromJson(text, doc->catalog());
    if (!fragment || fragment->empty())
        return EditResult::refused(QCoreApplication::translate(
            "EditOperations", "The clipboard holds no ClusterLedger objects"));
    return pushAdd(doc, renumberFragment(doc->design(), *fragment, -1),
                   QCoreApplication::translate("EditOperations", "Paste"));
}

std::string copy(const Document *doc, const std::set<std::string> &ids)
{
    const Fragment f = extractFragment(doc->design(), ids);
    return f.empty() ? std::string() : fragmentToJson(f).dump(1);
}

} // namespace edit
} // namespace cl
