// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

namespace clw {

/**
 * The mouse wheel edits a spin box or a combo box only once the user has clicked or tabbed into
 * it; over one they merely scroll past, the wheel scrolls the panel that holds it (a planner
 * scrolling the Inspector changed PUE 1.40 to 1.38 without knowing). Installed once on the
 * application; the fields get Qt::StrongFocus so the wheel alone never focuses them.
 */
class WheelGuard : public QObject
{
    Q_OBJECT

public:
    /** Installs the guard on the running application (once; later calls do nothing). */
    static void install();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace clw
