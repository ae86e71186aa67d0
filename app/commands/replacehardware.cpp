// SPDX-License-Identifier: GPL-3.0-or-later
#include "replacehardware.h"

#include "document/document.h"

namespace cl {

ReplaceHardwareCommand::ReplaceHardwareCommand(Document *document, const Design &after,
                                               const QString &text)
    : QUndoCommand(text)
    , mDocument(document)
    , mBefore {document->design().racks, document->design().devices, document->design().links}
    , mAfter {after.racks, after.devices, after.links}
{ }

void ReplaceHardwareCommand::apply(const Hardware &h)
{
    Design &d = mDocument->designForEdit();
    d.racks = h.racks;
    d.devices = h.devices;
    d.links = h.links;
    mDocument->emitChanged();
}

void ReplaceHardwareCommand::redo()
{
    apply(mAfter);
}

void ReplaceHardwareCommand::undo()
{
    apply(mBefore);
}

} // namespace cl
