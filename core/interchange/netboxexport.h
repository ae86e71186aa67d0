// SPDX-License-Identifier: GPL-3.0-or-later
// A design as NetBox's bulk import takes it (issue 28): one CSV per object type with the import
// forms' column names and choice values (netboxvocabulary.h says where they were read), and the
// device types in the devicetype-library's YAML, with their interfaces and power ports. Pure:
// (design, catalog) in, files as text out; the CLI writes them.
#pragma once

#include <string>
#include <vector>

namespace cl {

class Catalog;
class Design;

struct NetBoxExportOptions
{
    /** 4.6 (the stable line) or 4.7 (adds the racks' cooling_capability/cooling_capacity). */
    std::string netboxVersion = "4.6";
};

struct NetBoxFile
{
    std::string path; ///< relative: "racks.csv", "device-types/NVIDIA/dgx-h100.yaml"
    std::string text;
};

/** The files, in the order NetBox should import them (README.txt says so too). */
std::vector<NetBoxFile> exportNetBox(const Design &design, const Catalog &catalog,
                                     const NetBoxExportOptions &options = {});

} // namespace cl
