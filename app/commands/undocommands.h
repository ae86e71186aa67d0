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
};

} // namespace cl
