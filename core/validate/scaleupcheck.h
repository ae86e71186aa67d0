// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagnostic.h"

namespace cl {

class Catalog;
class Design;

/** Rack-scale scale-up domains (fabric/scaleupdomain.h) against what their system holds:
 *  scale_up.over_capacity and scale_up.mixed_trays (errors), scale_up.outsider (a server that
 *  cannot join the domain its rack names) and scale_up.tray_alone (trays that join domains in a
 *  rack that names none: each scales up alone). */
void checkScaleUpDomains(const Design &d, const Catalog &c, Diagnostics &out);

} // namespace cl
