// SPDX-License-Identifier: GPL-3.0-or-later
// One command for every "this object now looks like that" edit: move a device, rename a rack,
// change a cable's media, edit the site. It keeps the old and new value (Tiled's ChangeValue idea).
#pragma once

#include "document/document.h"
#include "model/design.h"
#include "undocommands.h"

#include <QUndoCommand>

#include <algorithm>
#include <string>

namespace cl {

template<typename T>
T *locateObject(Design &design, const std::string &id);

template<>
inline Rack *locateObject<Rack>(Design &d, const std::string &id)
{
    return d.findRack(id);
}
template<>
inline Device *locateObject<Device>(Design &d, const std::string &id)
{
    return d.findDevice(id);
}
template<>
inline Link *locateObject<Link>(Design &d, const std::string &id)
{
    auto it
        = std::find_if(d.links.begin(), d.links.end(), [&](const Link &l) { return l.id == id; });
    return it == d.links.end() ? nullptr : &*it;
}
template<>
inline Site *locateObject<Site>(Design &d, const std::string &)
{
    return &d.site;
}
template<>
inline Workload *locateObject<Workload>(Design &d, const std::string &)
{
    return &d.workload;
}

/** The serving workloads are edited as one list: add, remove and change are one command each. */
using ServingList = std::vector<ServingWorkload>;
template<>
inline ServingList *locateObject<ServingList>(Design &d, const std::string &)
{
    return &d.serving;
}

/** The targets note, replaced whole (its budget follows a change of the site's currency). */
using TargetsNote = std::optional<DesignTargets>;
template<>
inline TargetsNote *locateObject<TargetsNote>(Design &d, const std::string &)
{
    return &d.targets;
}

/** The portfolio (teams, phases, jobs, cloud), replaced whole: a job's GPUs or priority. */
using PortfolioNote = std::optional<Portfolio>;
template<>
inline PortfolioNote *locateObject<PortfolioNote>(Design &d, const std::string &)
{
    return &d.portfolio;
}

/** What replacing an object of type T tells the document's listeners. */
template<typename T>
inline ChangeEvent changeOf(const std::string &id)
{
    return ChangeEvent::modifiedObject(id);
}
template<>
inline ChangeEvent changeOf<Site>(const std::string &)
{
    return ChangeEvent::part(ChangeEvent::Site);
}
template<>
inline ChangeEvent changeOf<Workload>(const std::string &)
{
    return ChangeEvent::part(ChangeEvent::Workload);
}

template<>
inline ChangeEvent changeOf<TargetsNote>(const std::string &)
{
    return ChangeEvent::part(ChangeEvent::Workload);
}

template<>
inline ChangeEvent changeOf<PortfolioNote>(const std::string &)
{
    return ChangeEvent::part(ChangeEvent::Workload);
}

template<>
inline ChangeEvent changeOf<ServingList>(const std::string &)
{
    return ChangeEvent::part(ChangeEvent::Workload);
}

template<typename T>
class ReplaceObjectCommand : public QUndoCommand
{
public:
    /**
     * mergeId: one of UndoCommandId (or -1: never merges). field tells edits of different fields
     * of the same object apart, so only repeated edits of one field merge.
     */
    ReplaceObjectCommand(Document *document, std::string objectId, T newValue, const QString &text,
                         int mergeId = -1, int field = 0, bool mergeable = true)
        : QUndoCommand(text)
        , mDocument(document)
        , mObjectId(std::move(objectId))
        , mNew(std::move(newValue))
        , mMergeId(mergeId)
        , mField(field)
        , mMergeable(mergeable)
    {
        if (T *current = locateObject<T>(document->designForEdit(), mObjectId))
            mOld = *current;
    }

    void redo() override { apply(mNew); }
    void undo() override { apply(mOld); }
    int id() const override { return mMergeId; }

    bool mergeWith(const QUndoCommand *other) override
    {
        auto *o = static_cast<const ReplaceObjectCommand<T> *>(other);
        if (o->mObjectId != mObjectId || o->mField != mField || !o->mMergeable)
            return false;
        mNew = o->mNew;
        return true;
    }

private:
    void apply(const T &value)
    {
        if (T *target = locateObject<T>(mDocument->designForEdit(), mObjectId)) {
            *target = value;
            mDocument->emitChanged(changeOf<T>(mObjectId));
        }
    }

    Document *mDocument;
    std::string mObjectId;
    T mOld {};
    T mNew;
    int mMergeId;
    int mField;
    bool mMergeable;
};

} // namespace cl
