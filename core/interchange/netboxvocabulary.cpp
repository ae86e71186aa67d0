// SPDX-License-Identifier: GPL-3.0-or-later
#include "netboxvocabulary.h"

#include <cctype>
#include <map>

namespace cl {

std::string netboxSlug(std::string_view text, std::string_view fallback)
{
    std::string out;
    for (unsigned char c : text) {
        if (std::isalnum(c) && c < 0x80)
            out += char(std::tolower(c));
        else if (!out.empty() && out.back() != '-')
            out += '-';
    }
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out.empty() ? std::string(fallback) : out.substr(0, 100);
}

std::string netboxManufacturer(const CatalogEntry &entry)
{
    if (!entry.nameZh.empty())
        return "Generic";
    const auto space = entry.name.find(' ');
    return entry.name.substr(0, space);
}

std::string netboxRole(DeviceKind kind)
{
    switch (kind) {
    case DeviceKind::GpuServer:
        return "GPU server";
    case DeviceKind::Switch:
        return "Switch";
    case DeviceKind::Pdu:
        return "PDU";
    case DeviceKind::Server:
        return "Server";
    case DeviceKind::Cdu:
        return "CDU";
    }
    return "Server";
}

std::string netboxRoleColor(DeviceKind kind)
{
    switch (kind) {
    case DeviceKind::GpuServer:
        return "4caf50";
    case DeviceKind::Switch:
        return "2196f3";
    case DeviceKind::Pdu:
        return "ff9800";
    case DeviceKind::Server:
        return "9e9e9e";
    case DeviceKind::Cdu:
        return "00bcd4";
    }
    return "9e9e9e";
}

std::string netboxInterfaceType(const PortGroup &g)
{
    const int gbps = int(g.speedBitsPerS / 1e9 + 0.5);
    const std::string &cage = g.cage;
    if (cage == "rj45")
        return gbps <= 1 ? "1000base-t" : gbps <= 10 ? "10gbase-t" : "25gbase-t";
    static const std::map<std::pair<std::string, int>, std::string> byCage {
        {{"sfp", 1}, "1000base-x-sfp"},          {{"sfp-plus", 10}, "10gbase-x-sfpp"},
        {{"sfp28", 25}, "25gbase-x-sfp28"},      {{"qsfp28", 100}, "100gbase-x-qsfp28"},
        {{"qsfp56", 200}, "200gbase-x-qsfp56"},  {{"qsfp112", 400}, "400gbase-x-qsfp112"},
        {{"qsfp-dd", 400}, "400gbase-x-qsfpdd"}, {{"osfp", 400}, "400gbase-x-osfp"},
        {{"osfp-twin", 400}, "400gbase-x-osfp"}, {{"osfp", 800}, "800gbase-x-osfp"},
        {{"osfp-twin", 800}, "800gbase-x-osfp"}, {{"qsfp-dd", 800}, "800gbase-x-qsfpdd"},
    };
    const auto it = byCage.find({cage, gbps});
    return it == byCage.end() ? "other" : it->second;
}

std::string netboxCableType(Media media)
{
    switch (media) {
    case Media::Dac:
        return "dac-passive";
    case Media::Aoc:
        return "aoc";
    case Media::Mmf:
        return "mmf";
    case Media::Smf:
        return "smf";
    case Media::Copper:
        return "cat6";
    }
    return "cat6";
}

bool mediaFromNetbox(std::string_view type, Media &media)
{
    const std::string t = netboxChoiceValue(type);
    if (t.rfind("dac", 0) == 0 || t.find("direct-attach-copper") != std::string::npos)
        media = Media::Dac;
    else if (t == "aoc" || t.find("active-optical") != std::string::npos)
        media = Media::Aoc;
    else if (t.rfind("mmf", 0) == 0 || t.rfind("multimode", 0) == 0)
        media = Media::Mmf;
    else if (t.rfind("smf", 0) == 0 || t.rfind("singlemode", 0) == 0)
        media = Media::Smf;
    else if (t.rfind("cat", 0) == 0)
        media = Media::Copper;
    else
        return false;
    return true;
}

std::string netboxChoiceValue(std::string_view cell)
{
    std::string v;
    for (unsigned char c : cell)
        v += char(std::tolower(c));
    // "42U" (a rack's Height) and "19 inches" (its Width) carry their number first.
    if (v.size() > 1 && v.back() == 'u' && std::isdigit(static_cast<unsigned char>(v[0])))
        v.pop_back();
    if (const auto at = v.find(" inches"); at != std::string::npos)
        v.resize(at);
    // Labels are words with spaces ("Front to rear", "Single phase"): values use '-'.
    for (char &c : v)
        c = c == ' ' ? '-' : c;
    static const std::map<std::string, std::string> labels {
        {"direct-attach-copper-(passive)", "dac-passive"},
        {"direct-attach-copper-(active)", "dac-active"},
        {"active-optical-cabling-(aoc)", "aoc"},
        {"multimode-fiber", "mmf"},
        {"singlemode-fiber", "smf"},
    };
    const auto it = labels.find(v);
    return it == labels.end() ? v : it->second;
}

} // namespace cl
