// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliargs.h"

#include "commandregistry.h"

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

} // namespace cl::cli
