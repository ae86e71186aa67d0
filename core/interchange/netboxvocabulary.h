// SPDX-License-Identifier: GPL-3.0-or-later
// NetBox's words for our things, read from NetBox 4.6.8's source (netbox-community/netbox
// 43fe81f9, netbox/dcim/choices.py and dcim/forms/bulk_import.py) and 4.7.0-beta1's (d7f79bd5,
// for the cooling fields): slugs, manufacturers, device roles, interface and cable types, and the
// display labels a NetBox export writes in place of the values an import takes.
#pragma once

#include "catalog/catalogentries.h"
#include "model/enums.h"

#include <string>
#include <string_view>

namespace cl {

/** A NetBox slug (^[-a-z0-9_]+$): ASCII letters and digits kept, runs of others one '-'. */
std::string netboxSlug(std::string_view text, std::string_view fallback);

/** The manufacturer NetBox files a catalog part under: the brand, the first word of a branded
 *  part's name ("NVIDIA DGX H100" -> NVIDIA); "Generic" for generic parts (those with a
 *  Chinese name in the catalog). */
std::string netboxManufacturer(const CatalogEntry &entry);

/** The device role of a device kind: GPU server, Switch, PDU, Server. */
std::string netboxRole(DeviceKind kind);
/** The role's colour (six hex digits, no '#', as DeviceRoleImportForm requires). */
std::string netboxRoleColor(DeviceKind kind);

/** InterfaceTypeChoices for a port group: by speed and cage (devicetype-library convention,
 *  InfiniBand ports too, e.g. 400gbase-x-osfp on a QM9700); "other" when nothing fits. */
std::string netboxInterfaceType(const PortGroup &group);

/** CableTypeChoices for our media: dac-passive, aoc, mmf, smf, cat6. */
std::string netboxCableType(Media media);
/** Our media for a NetBox cable type (value or export label); false when it is not one. */
bool mediaFromNetbox(std::string_view type, Media &media);

/** A choice cell as an import takes it: the value itself, or the value of the display label a
 *  NetBox export writes ("Active" -> active, "19 inches" -> 19, "Front" -> front, "42U" -> 42). */
std::string netboxChoiceValue(std::string_view cell);

} // namespace cl
