// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace cl {

/** The `format` string and the newest `version` of *.cluster.json that this build reads and writes.
 */
inline constexpr const char *kDesignFormat = "clusterledger-design";
// 2: workload.stack; workload.goodput optional (absent = modelled; a version-1 0.85 reads as
// absent).
// 3: site.floor (row pitch, slack, containment); link.length_m optional (absent = routed over the
// floor; older files keep their typed lengths as overrides); workload.island.
// 4: targets (the note File → New from Targets and `clusterledger-cli design` leave: deadline,
// kW per rack, PUE, budget, site cap and the options weighed).
// 5: serving (models served from the design's GPUs: precisions, request shape, load, latency
// targets, layout, island).
// 6: workload.team_profile, workload.async_checkpoint.
// 7: serving.engine, ep, two_batch_overlap, disaggregated {prefill_gpus, decode_gpus},
// prefix_hit/prefix_tokens, draft_tokens/accept_length, ttft_p90_ms/tpot_p99_ms (all optional:
// older files read unchanged).
// 8: site.market (cn | global) and site.held_gpus {GPU id: count} (procurement: optional).
// 9: rack.scale_up_domain (racks sharing the name form one NVL72 / CloudMatrix scale-up domain;
// optional).
// 10: money as entered: site.electricity (the tariff by hour, in USD or the site's currency)
// replaces electricity_usd_per_kwh; site.currency_rate_date; workload.budget and targets.budget
// {amount, currency} replace budget_usd (older files read as USD).
// 11: liquid cooling: rack.cooling.type rear_door, rack.cooling.liquid_limit_w (the liquid loop's
// part of limit_w), site.liquid_pue (partial PUE of liquid heat), devices of kind cdu (coolant
// distribution units: in-rack at a U, in-row at a rack with u 0). All optional.
// 12: workload.model.architecture.attention {local sliding | chunked | linear, window, full_every}:
// local attention (Llama 4, gpt-oss, MiniMax-M1). Optional: older files read unchanged.
// 13: workload.dataset {kind tokens | text | image_text | video, bytes_per_token,
// cpu_us_per_token, workers_per_gpu}: what the loaders feed the GPUs. Optional: absent =
// pre-tokenised shards, as before.
// 14: portfolio {teams, phases, jobs, cloud} (the cluster shared over months: schedule/);
// serving.load_curve (24 hourly shares of the peak) and serving.team. Optional.
// 15: portfolio.teams[].quota_gpu_hours and quota_period_days (GPU-hours a team may start per
// period); portfolio.jobs[].gpu (the GPU it must run on). Optional: older files read unchanged.
// 16: portfolio.jobs[].inference (a /serving object) and requests: an evaluation or
// batch-inference job in place of a workload; serving.load_curve of 168 hours (a week) as well
// as 24. Optional: older files read unchanged.
// 17: site.colocation_per_kw_month and site.cloud_per_gpu_hour as money entered
// ({amount, currency}, in USD or the site's currency) replace colocation_usd_per_kw_month and
// cloud_usd_per_gpu_hour; older files read as USD.
inline constexpr int kDesignVersion = 17;
inline constexpr const char *kDesignSuffix = ".cluster.json";

} // namespace cl
