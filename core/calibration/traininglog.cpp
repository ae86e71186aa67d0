// SPDX-License-Identifier: GPL-3.0-or-later
#include "traininglog.h"

#include "traininglogparsers.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace cl {

namespace tl = textlines;

const char *logFrameworkName(LogFramework f)
{
    switch (f) {
    case LogFramework::Megatron:
        return "megatron";
    case LogFramework::NeMo:
        return "nemo";
    case LogFramework::Torchtitan:
        return "torchtitan";
    case LogFramework::DeepSpeed:
        return "deepspeed";
    }
    return "megatron";
}

namespace logparse {

bool Context::fail(int line, std::string message)
{
    errors.push_back(tl::lineError(file, line, std::move(message)));
    return false;
}

void Context::warn(int line, std::string message)
{
    log.warnings.push_back(tl::lineError(file, line, std::move(message)));
}

void Context::add(LogIteration it)
{
    if (lineRank) {
        if (!rank)
            rank = lineRank;
        if (*rank != *lineRank) {
            otherRanksSeen = true;
            return;
        }
    }
    auto &its = log.iterations;
    if (!its.empty() && it.step == its.back().step) {
        if (!duplicateWarned)
            warn(it.line, "step " + std::to_string(it.step)
                              + " is logged twice (several processes print it?): the first "
                                "is read");
        duplicateWarned = true;
        return;
    }
    if (!its.empty() && it.step < its.back().step) {
        warn(it.line, "the steps start over at " + std::to_string(it.step) + " after "
                          + std::to_string(its.back().step)
                          + " (a restart from a checkpoint): the run from here is read");
        its.clear();
    }
    its.push_back(it);
}

std::optional<std::string_view> ownLine(std::string_view line, Context &c)
{
    c.lineRank.reset();
    std::string_view t = line;
    // torchrun's --tee/--log-dir prefixes: "[rank3]:" and "[default3]:", possibly several.
    while (t.size() > 2 && t[0] == '[') {
        const auto close = t.find("]:");
        if (close == std::string_view::npos || close > 16)
            break;
        std::string_view tag = t.substr(1, close - 1);
        for (std::string_view word : {"rank", "default"}) {
            if (tl::startsWith(tag, word)) {
                if (auto v = tl::integer(tag.substr(word.size())); v && *v >= 0 && *v < 1e7)
                    c.lineRank = int(*v);
            }
        }
        if (!c.lineRank)
            break;
        t = t.substr(close + 2);
    }
    // srun --label: "3: ".
    if (!c.lineRank) {
        const auto colon = t.find(": ");
        if (colon != std::string_view::npos && colon > 0 && colon < 8) {
            if (auto v = tl::integer(t.substr(0, colon)); v && *v >= 0) {
                c.lineRank = int(*v);
                t = t.substr(colon + 2);
            }
        }
    }
    return t;
}

std::optional<std::pair<std::string, std::string>> dottedArgument(std::string_view line)
{
    // "  tensor_model_parallel_size ...................... 8", possibly after a logger's prefix.
    const auto dots = line.find(" ...");
    if (dots == std::string_view::npos || dots == 0)
        return std::nullopt;
    std::size_t end = dots + 1;
    while (end < line.size() && line[end] == '.')
        ++end;
    if (end >= line.size() || line[end] != ' ')
        return std::nullopt;
    const auto head = tl::splitWhitespace(line.substr(0, dots));
    if (head.empty())
        return std::nullopt;
    const std::string_view name = head.back();
    for (char ch : name) {
        if (!(std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'))
            return std::nullopt;
    }
    return std::make_pair(std::string(name), std::string(tl::trim(line.substr(end))));
}

std::optional<int> intArgument(const std::map<std::string, std::string> &args, const char *name)
{
    const auto it = args.find(name);
    if (it == args.end())
        return std::nullopt;
    const auto v = tl::integer(it->second);
    if (!v || *v < 0 || *v > 1'000'000'000)
        return std::nullopt;
    return int(*v);
}

std::optional<bool> boolArgument(const std::map<std::string, std::string> &args, const char *name)
{
    const auto it = args.find(name);
    if (it == args.end())
        return std::nullopt;
    if (it->second == "True" || it->second == "true")
        return true;
    if (it->second == "False" || it->second == "false")
        return false;
    return std::nullopt;
}

} // namespace logparse

std::optional<LogFramework> detectTrainingLog(std::string_view text)
{
    const std::string head = tl::stripAnsi(text.substr(0, 4 * 1024 * 1024));
    if (head.find("elapsed time per iteration") != std::string::npos)
        return LogFramework::Megatron;
    if (head.find("train_step_timing") != std::string::npos)
        return LogFramework::NeMo;
    if (head.find("CurrSamplesPerSec=") != std::string::npos)
        return LogFramework::DeepSpeed;
    const bool titanStep
        = head.find("step:") != std::string::npos
          && (head.find(" tps:") != std::string::npos || head.find(" wps:") != std::string::npos);
    if (titanStep || head.find("[titan]") != std::string::npos)
        return LogFramework::Torchtitan;
    return std::nullopt;
}

std::optional<TrainingLog> readTrainingLog(std::string_view text, const std::string &file,
                                           LoadErrors &errors)
{
    if (auto bad = tl::firstBinaryLine(text)) {
        errors.push_back(tl::lineError(file, *bad,
                                       "not text (a NUL byte or invalid UTF-8): is this the "
                                       "training log or a binary?"));
        return std::nullopt;
    }
    const auto framework = detectTrainingLog(text);
    if (!framework) {
        errors.push_back(tl::lineError(
            file, 1,
            "not a training log this reader knows: no Megatron \"elapsed time per iteration\", "
            "NeMo \"train_step_timing\", torchtitan \"step: ... tps:\" or DeepSpeed "
            "\"CurrSamplesPerSec=\" line"));
        return std::nullopt;
    }
    TrainingLog log;
    log.framework = *framework;
    const auto lines = tl::splitLines(text);
    logparse::Context c {file, log, errors, lines.empty() ? 0 : lines.back().number,
                         {},   {},  false,  false};
    bool ok = false;
    switch (*framework) {
    case LogFramework::Megatron:
        ok = logparse::readMegatron(lines, c);
        break;
    case LogFramework::NeMo:
        ok = logparse::readNemo(lines, c);
        break;
    case LogFramework::Torchtitan:
        ok = logparse::readTorchtitan(lines, c);
        break;
    case LogFramework::DeepSpeed:
        ok = logparse::readDeepSpeed(lines, c);
        break;
    }
    if (!ok)
        return std::nullopt;
    if (c.otherRanksSeen)
        c.warn(1, "steps from several ranks are interleaved: rank " + std::to_string(*c.rank)
                      + "'s are read");
    if (log.iterations.empty()) {
        errors.push_back(tl::lineError(file, 1,
                                       std::string("a ") + logFrameworkName(*framework)
                                           + " log without any step line: did the run reach "
                                             "its first logged iteration?"));
        return std::nullopt;
    }
    return log;
}

std::optional<LogSteadyState> steadyState(const TrainingLog &log, std::string *why)
{
    const auto &its = log.iterations;
    const int warmup = std::max(1, int(std::ceil(its.size() * 0.1)));
    std::vector<const LogIteration *> kept;
    for (std::size_t i = std::size_t(warmup); i < its.size(); ++i) {
        if (its[i].skipped == 0)
            kept.push_back(&its[i]);
    }
    if (kept.size() < 3) {
        if (why)
            *why = "only " + std::to_string(kept.size())
                   + " logged steps after the warm-up (the first " + std::to_string(warmup)
                   + " are dropped): log at least 5 steps";
        return std::nullopt;
    }
    LogSteadyState s;
    s.used = int(kept.size());
    s.warmup = warmup;
    s.firstStep = kept.front()->step;
    s.lastStep = kept.back()->step;
    auto median = [&](auto member) -> std::optional<double> {
        std::vector<double> v;
        for (const LogIteration *it : kept) {
            if ((it->*member))
                v.push_back(*(it->*member));
        }
        if (v.size() < kept.size())
            return std::nullopt;
        return tl::quantile(v, 0.5);
    };
    s.stepTimeS = median(&LogIteration::stepTimeS);
    if (s.stepTimeS) {
        std::vector<double> v;
        for (const LogIteration *it : kept)
            v.push_back(*it->stepTimeS);
        s.stepTimeP10S = tl::quantile(v, 0.1);
        s.stepTimeP90S = tl::quantile(v, 0.9);
    }
    s.tflopsPerGpu = median(&LogIteration::tflopsPerGpu);
    s.tokensPerSPerGpu = median(&LogIteration::tokensPerSPerGpu);
    s.mfu = median(&LogIteration::mfu);
    for (const LogIteration *it : kept) {
        if (it->memoryBytes)
            s.memoryBytes = std::max(s.memoryBytes.value_or(0), *it->memoryBytes);
    }
    return s;
}

} // namespace cl
