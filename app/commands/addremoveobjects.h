// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "edit/fragment.h"

#include <QUndoCommand>

#include <set>
#include <string>

namespace cl {

class Document;

/** Adds racks, devices and links (a drop, a paste, a duplicate, a replicate, a new cable). */
class AddObjectsCommand : public QUndoCommand
{
public:
    AddObjectsCommand(Document *document, Fragment objects, const QString &text);
    void redo() override;
    void undo() override;

private:
    Document *mDocument;
    Fragment mObjects;
};

/**
 * Removes objects by id; racks take what stands in them, devices the links on their ports. Undo
 * puts everything back at its former place in the lists, so the saved file is byte-identical.
 */
class RemoveObjectsCommand : public QUndoCommand
{
public:
    RemoveObjectsCommand(Document *document, const std::set<std::string> &ids, const QString &text);
    void redo() override;
    void undo() override;
    bool isEmpty() const { return mRacks.empty() && mDevices.empty() && mLinks.empty(); }

private:
    std::set<std::string> removedIds() const;
    template<typename T>
    using Indexed = std::vector<std::pair<std::size_t, T>>;
    Document *mDocument;
    Indexed<Rack> mRacks;
    Indexed<Device> mDevices;
    Indexed<Link> mLinks;
};

} // namespace cl
