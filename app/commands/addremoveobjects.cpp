// SPDX-License-Identifier: GPL-3.0-or-later
#include "addremoveobjects.h"

#include "document/document.h"

#include <unordered_set>

namespace cl {

namespace {
std::set<std::string> idsOf(const Fragment &f)
{
    std::set<std::string> ids;
    for (const auto &r : f.racks)
        ids.insert(r.id);
    for (const auto &d : f.devices)
        ids.insert(d.id);
    for (const auto &l : f.links)
        ids.insert(l.id);
    return ids;
}

ChangeEvent objectsChanged(std::set<std::string> added, std::set<std::string> removed)
{
    ChangeEvent e = ChangeEvent::part(ChangeEvent::Objects);
    e.added = std::move(added);
    e.removed = std::move(removed);
    return e;
}
} // namespace

AddObjectsCommand::AddObjectsCommand(Document *document, Fragment objects, const QString &text)
    : QUndoCommand(text)
    , mDocument(document)
    , mObjects(std::move(objects))
{ }

void AddObjectsCommand::redo()
{
    Design &d = mDocument->designForEdit();
    d.racks.insert(d.racks.end(), mObjects.racks.begin(), mObjects.racks.end());
    d.devices.insert(d.devices.end(), mObjects.devices.begin(), mObjects.devices.end());
    d.links.insert(d.links.end(), mObjects.links.begin(), mObjects.links.end());
    mDocument->emitChanged(objectsChanged(idsOf(mObjects), {}));
}

void AddObjectsCommand::undo()
{
    // Added objects are always the last ones in their lists.
    Design &d = mDocument->designForEdit();
    d.links.resize(d.links.size() - mObjects.links.size());
    d.devices.resize(d.devices.size() - mObjects.devices.size());
    d.racks.resize(d.racks.size() - mObjects.racks.size());
    mDocument->emitChanged(objectsChanged({}, idsOf(mObjects)));
}

RemoveObjectsCommand::RemoveObjectsCommand(Document *document, const std::set<std::string> &ids,
                                           const QString &text)
    : QUndoCommand(text)
    , mDocument(document)
{
    const Design &d = document->design();
    std::unordered_set<std::string> racks, devices;
    for (std::size_t i = 0; i < d.racks.size(); ++i) {
        if (ids.count(d.racks[i].id)) {
            mRacks.emplace_back(i, d.racks[i]);
            racks.insert(d.racks[i].id);
        }
    }
    for (std::size_t i = 0; i < d.devices.size(); ++i) {
        const Device &dv = d.devices[i];
        if (ids.count(dv.id) || (dv.rack && racks.count(*dv.rack))) {
            mDevices.emplace_back(i, dv);
            devices.insert(dv.id);
        }
    }
    for (std::size_t i = 0; i < d.links.size(); ++i) {
        const Link &l = d.links[i];
        if (ids.count(l.id) || devices.count(l.a.device) || devices.count(l.b.device))
            mLinks.emplace_back(i, l);
    }
}

namespace {
template<typename T>
void eraseIndices(std::vector<T> &items, const std::vector<std::pair<std::size_t, T>> &removed)
{
    for (auto it = removed.rbegin(); it != removed.rend(); ++it)
        items.erase(items.begin() + std::ptrdiff_t(it->first));
}

template<typename T>
void reinsert(std::vector<T> &items, const std::vector<std::pair<std::size_t, T>> &removed)
{
    for (const auto &[index, value] : removed)
        items.insert(items.begin() + std::ptrdiff_t(index), value);
}
} // namespace

void RemoveObjectsCommand::redo()
{
    Design &d = mDocument->designForEdit();
    eraseIndices(d.links, mLinks);
    eraseIndices(d.devices, mDevices);
    eraseIndices(d.racks, mRacks);
    mDocument->emitChanged(objectsChanged({}, removedIds()));
}

void RemoveObjectsCommand::undo()
{
    Design &d = mDocument->designForEdit();
    reinsert(d.racks, mRacks);
    reinsert(d.devices, mDevices);
    reinsert(d.links, mLinks);
    mDocument->emitChanged(objectsChanged(removedIds(), {}));
}

std::set<std::string> RemoveObjectsCommand::removedIds() const
{
    std::set<std::string> ids;
    for (const auto &[index, r] : mRacks)
        ids.insert(r.id);
    for (const auto &[index, d] : mDevices)
        ids.insert(d.id);
    for (const auto &[index, l] : mLinks)
        ids.insert(l.id);
    return ids;
}

} // namespace cl
