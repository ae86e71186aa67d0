// SPDX-License-Identifier: GPL-3.0-or-later
#include "errorbandjson.h"

namespace cl {

/** The engine's error bands: each regime's P10 <= P50 <= P90 of measured / engine, each within
 *  0.05-20 (a band outside says the file is not what compare.py writes). */
void readErrorBands(JsonReader &r, const nlohmann::json &v, const std::string &p, ErrorBands &out)
{
    if (!r.object(v, p, {"source", "runs", "sources", "fallback", "bands"}))
        return;
    out.source = r.string(v, p, "source", std::string());
    const nlohmann::json *bands = r.member(v, p, "bands", true);
    if (!bands)
        return;
    const std::string bp = JsonReader::child(p, "bands");
    if (!bands->is_object()) {
        r.error(bp, "expected an object of regimes, got " + JsonReader::describe(*bands));
        return;
    }
    static const NumberRule ratio {0.05, false, 20.0, false, "a ratio from 0.05 to 20"};
    for (const auto &[key, band] : bands->items()) {
        const std::string kp = JsonReader::child(bp, key);
        if (!r.object(band, kp, {"p10", "p50", "p90", "runs", "sources"}))
            continue;
        RatioBand b;
        const auto p10 = r.number(band, kp, "p10", ratio);
        const auto p50 = r.number(band, kp, "p50", ratio);
        const auto p90 = r.number(band, kp, "p90", ratio);
        b.runs = int(r.integer(band, kp, "runs", 1, 1000000, 1));
        b.sources = int(r.integer(band, kp, "sources", 1, 100000, 1));
        if (!p10 || !p50 || !p90)
            continue;
        if (!(*p10 <= *p50 && *p50 <= *p90)) {
            r.error(kp, "expected p10 <= p50 <= p90");
            continue;
        }
        b.p10 = *p10;
        b.p50 = *p50;
        b.p90 = *p90;
        out.bands[key] = b;
    }
}

} // namespace cl
