// SPDX-License-Identifier: GPL-3.0-or-later
#include "probestats.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace cl::probe {

Stat summarise(std::vector<double> samples)
{
    Stat s;
    s.n = int(samples.size());
    if (samples.empty())
        return s;
    std::sort(samples.begin(), samples.end());
    const std::size_t mid = samples.size() / 2;
    s.median = samples.size() % 2 ? samples[mid] : (samples[mid - 1] + samples[mid]) / 2;
    s.best = samples.back();
    const double mean = std::accumulate(samples.begin(), samples.end(), 0.0) / samples.size();
    double var = 0;
    for (double x : samples)
        var += (x - mean) * (x - mean);
    var /= samples.size();
    s.cv = mean > 0 ? std::sqrt(var) / mean : 0;
    return s;
}

bool plateaued(const std::vector<std::pair<int, double>> &points, int minimumSize, double threshold)
{
    if (points.size() < 2)
        return false;
    const auto &last = points.back();
    const auto &previous = points[points.size() - 2];
    if (last.first < minimumSize || previous.second <= 0)
        return false;
    return last.second / previous.second - 1.0 < threshold;
}

int callsPerBlock(double secondsPerCall, double blockSeconds, int maxCalls)
{
    if (!(secondsPerCall > 0))
        return maxCalls;
    return std::clamp(int(std::ceil(blockSeconds / secondsPerCall)), 1, maxCalls);
}

} // namespace cl::probe
