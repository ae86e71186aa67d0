// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/design.h"

#include <QUndoCommand>

namespace cl {

class Document;

/**
 * Swaps the design's racks, devices and links for another set in one step: a generated fabric
 * (switches, network racks and thousands of cables) is one undo, as the user did one thing.
 */
class ReplaceHardwareCommand : public QUndoCommand
{
public:
    ReplaceHardwareCommand(Document *document, const Design &after, const QString &text);
    void redo() override;
    void undo() override;

private:
    struct Hardware
    {
        std::vector<Rack> racks;
        std::vector<Device> devices;
        std::vector<Link> links;
    };
    void apply(const Hardware &h);

    Document *mDocument;
    Hardware mBefore;
    Hardware mAfter;
};

} // namespace cl
