// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliargs.h"

namespace cl::cli {

CliArgs::CliArgs(const std::vector<std::string> &args, const std::set<std::string> &flags,
                 const std::set<std::string> &valued)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a.size() > 1 && a[0] == '-') {
            std::string name = a;
            std::optional<std::string> inlineValue;
            if (auto eq = a.find('='); eq != std::string::npos) {
                name = a.substr(0, eq);
                inlineValue = a.substr(eq + 1);
            }
            if (flags.count(name) && !inlineValue) {
                mFlags.insert(name);
            } else if (valued.count(name)) {
                if (inlineValue) {
                    mValues[name] = *inlineValue;
                } else if (i + 1 < args.size()) {
                    mValues[name] = args[++i];
                } else {
                    mError = "option " + name + " needs a value";
                    return;
                }
            } else {
                mError = "unknown option " + name;
                return;
            }
        } else {
            mPositional.push_back(a);
        }
    }
}

std::optional<std::string> CliArgs::value(const std::string &name) const
{
    auto it = mValues.find(name);
    if (it == mValues.end())
        return std::nullopt;
    return it->second;
}

} // namespace cl::cli
