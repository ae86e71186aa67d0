// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliargs.h"

#include "commandregistry.h"
#include "text/printf.h"
#include "text/utf8.h"

namespace cl::cli {

CliArgs::CliArgs(const std::vector<std::string> &args, const CommandSpec &command)
    : mCommand(&command)
{
    auto find = [&](const std::string &name) -> const OptionSpec * {
        for (const OptionSpec &o : command.options) {
            if (name == o.name)
                return &o;
            for (const char *alias : o.aliases) {
                if (name == alias)
                    return &o;
            }
        }
        return nullptr;
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a.size() < 2 || a[0] != '-') {
            mPositional.push_back(a);
            continue;
        }
        std::string name = a;
        std::optional<std::string> inlineValue;
        if (auto eq = a.find('='); eq != std::string::npos) {
            name = a.substr(0, eq);
            inlineValue = a.substr(eq + 1);
        }
        const OptionSpec *option = find(name);
        if (!option) {
            mError = "unknown option " + name;
            return;
        }
        if (!option->value) {
            if (inlineValue) {
                mError = "option " + name + " takes no value";
                return;
            }
            mFlags.insert(option->name);
        } else if (inlineValue) {
            mValues[option->name] = *inlineValue;
        } else if (i + 1 < args.size()) {
            mValues[option->name] = args[++i];
        } else {
            mError = "option " + name + " needs a value";
            return;
        }
    }
    const int n = int(mPositional.size());
    if (n < command.minPositional)
        mError = std::string("missing ") + (*command.arguments ? command.arguments : "argument");
    else if (n > command.maxPositional)
        mError = "unexpected argument " + mPositional[std::size_t(command.maxPositional)];
}

std::optional<std::string> CliArgs::value(const std::string &name) const
{
    auto it = mValues.find(name);
    if (it == mValues.end())
        return std::nullopt;
    return it->second;
}

std::string printableArgument(std::string_view text)
{
    std::string out;
    while (!text.empty() && out.size() <= 80) {
        const std::size_t bad = firstInvalidUtf8(text);
        const std::string_view good = text.substr(0, std::min(bad, text.size()));
        for (const char ch : good) {
            const auto byte = static_cast<unsigned char>(ch);
            if (byte < 0x20 || byte == 0x7f)
                out += formatText("\\x%02x", byte);
            else
                out += ch;
        }
        if (bad == std::string_view::npos)
            break;
        out += formatText("\\x%02x", static_cast<unsigned char>(text[bad]));
        text.remove_prefix(bad + 1);
    }
    return out.size() > 80 ? truncateUtf8(out, 80) + "..." : out;
}

} // namespace cl::cli
