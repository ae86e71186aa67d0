// SPDX-License-Identifier: GPL-3.0-or-later
// The physical range of every number a design or catalog file holds, with its unit, for the
// readers' "expected ..." messages. A value outside is a typo or an attack, never a plan: a PUE
// of 1e308 printed "inf", a depreciation of 1e-308 years divided by almost zero.
#pragma once

#include "json/jsonreader.h"

namespace cl::rules {

// Site and money.
inline const NumberRule kPue {1, false, 3, false, "a PUE from 1 to 3"};
inline const NumberRule kElectricityUsdPerKwh {0, false, 10, false,
                                               "a price from 0 to 10 USD per kWh"};
inline const NumberRule kCurrencyPerUsd {0, true, 1e6, false,
                                         "an exchange rate above 0 and at most 1000000 per USD"};
inline const NumberRule kColocationUsdPerKwMonth {
    0, true, 1e5, false, "a price above 0 and at most 100000 USD per kW and month"};
inline const NumberRule kDepreciationYears {0.25, false, 50, false,
                                            "a period from 0.25 to 50 years"};
inline const NumberRule kPriceUsd {0, false, 1e10, false, "a price from 0 to 1e10 USD"};
inline const NumberRule kPositivePriceUsd {0, true, 1e10, false,
                                           "a price above 0 and at most 1e10 USD"};
inline const NumberRule kHourlyPriceUsd {0, true, 1e4, false,
                                         "a price above 0 and at most 10000 USD per GPU-hour"};
inline const NumberRule kBudgetUsd {0, true, 1e13, false, "an amount above 0 and at most 1e13 USD"};
// Version 10: money as entered, in USD or the site's currency (JPY runs ~150 to the dollar, so
// the amount's own range is wider; the USD value it converts to is held to the USD rule too).
inline const NumberRule kBudgetAmount {0, true, 1e16, false, "an amount above 0 and at most 1e16"};
inline const NumberRule kTariffPricePerKwh {0, false, 1e4, false,
                                            "a price from 0 to 10000 per kWh"};

// Power and electrical.
inline const NumberRule kRackPowerW {0, true, 1e6, false, "a power above 0 and at most 1000000 W"};
inline const NumberRule kSitePowerW {0, true, 1e10, false,
                                     "a power above 0 and at most 1e10 W (10 GW)"};
inline const NumberRule kVoltageV {0, true, 100'000, false,
                                   "a voltage above 0 and at most 100000 V"};
inline const NumberRule kCurrentA {0, true, 10'000, false, "a current above 0 and at most 10000 A"};
inline const NumberRule kDevicePowerW {0, true, 1e6, false,
                                       "a power above 0 and at most 1000000 W"};
inline const NumberRule kSmallPowerW {0, false, 1e4, false, "a power from 0 to 10000 W"};
inline const NumberRule kPowerFactor {0.5, false, 1, false, "a power factor from 0.5 to 1"};
inline const NumberRule kDerating {0.5, false, 1, false, "a derating from 0.5 to 1"};
inline const NumberRule kUtilisation {0.01, false, 1, false, "a utilisation from 0.01 to 1"};
inline const NumberRule kSiteMw {0, true, 1e4, false, "a power above 0 and at most 10000 MW"};
inline const NumberRule kFacilityW {0, false, 1e10, false, "a power from 0 to 1e10 W (10 GW)"};
/** An option's training time in a targets note: past a million days it is written as absent. */
inline const NumberRule kOptionDays {0, true, 1e6, false,
                                     "a duration above 0 and at most 1000000 days"};
inline const NumberRule kCapexUsd {0, false, 1e13, false, "an amount from 0 to 1e13 USD"};
inline const NumberRule kRackLimitKw {0, true, 1000, false, "a power above 0 and at most 1000 kW"};
// Format 11: a rack's liquid share of its cooling, and the CDUs' ratings (the largest shipped
// in-row units are about 2.5 MW; 10 MW leaves room).
inline const NumberRule kRackCoolingW {0, true, 1e6, false,
                                       "a power above 0 and at most 1000000 W"};
inline const NumberRule kCduCapacityKw {0, true, 10'000, false,
                                        "a capacity above 0 and at most 10000 kW"};
inline const NumberRule kWaterTempC {5, false, 70, false, "a water temperature from 5 to 70 C"};
inline const NumberRule kFlowLpm {0, true, 100'000, false,
                                  "a flow above 0 and at most 100000 L/min"};
inline const NumberRule kLiquidPue {1, false, 2, false, "a partial PUE from 1 to 2"};

// What feeds the GPUs (format 13): bytes and host CPU per trained token.
inline const NumberRule kBytesPerToken {0, true, 1e7, false,
                                        "a size above 0 and at most 1e7 bytes per token"};
inline const NumberRule kCpuUsPerToken {0, false, 1e6, false,
                                        "a time from 0 to 1e6 core microseconds per token"};

// Sharing idle cards (issue 30): platforms' prices per GPU-hour, their fees, idle draw.
inline const NumberRule kGpuHourPrice {0, false, 1e4, false,
                                       "a price from 0 to 10000 per GPU-hour"};
inline const NumberRule kPlatformFee {0, false, 1, true, "a share from 0 to below 1"};
inline const NumberRule kIdlePowerW {0, false, 2000, false, "a power from 0 to 2000 W"};

// Lengths, sizes and weights.
inline const NumberRule kCableLengthM {0, true, 10'000, false,
                                       "a length above 0 and at most 10000 m"};
inline const NumberRule kRowPitchM {1.2, false, 20, false,
                                    "a row pitch from 1.2 to 20 m (rack depth plus an aisle)"};
inline const NumberRule kSlackM {0, false, 20, false, "a slack from 0 to 20 m"};
inline const NumberRule kReachM {0, true, 100'000, false, "a reach above 0 and at most 100000 m"};
inline const NumberRule kWeightKg {0, true, 100'000, false,
                                   "a weight above 0 and at most 100000 kg"};
inline const NumberRule kSizeMm {0, true, 100'000, false, "a size above 0 and at most 100000 mm"};

// Silicon.
inline const NumberRule kTflops {0, true, 1e6, false, "a rate above 0 and at most 1000000 TFLOP/s"};
inline const NumberRule kMemoryMiB {0, true, 1e8, false,
                                    "a memory size above 0 and at most 1e8 MiB"};
inline const NumberRule kMemoryBytes {0, true, 1e14, false,
                                      "a memory size above 0 and at most 1e14 bytes"};
inline const NumberRule kBandwidthGBs {0, true, 1e6, false,
                                       "a bandwidth above 0 and at most 1000000 GB/s"};
inline const NumberRule kLinkBandwidthGBs {0, false, 1e6, false,
                                           "a bandwidth from 0 to 1000000 GB/s"};
inline const NumberRule kSpeedGbps {0, true, 1e5, false, "a speed above 0 and at most 100000 Gb/s"};

// A measured or assumed fraction of a peak (GEMM, HBM, links): below 1 % is no plan.
inline const NumberRule kEfficiency {0.01, false, 1, false, "an efficiency from 0.01 to 1"};
/** The GPUs a calibration's files measured together (a calibration profile's measured_gpus). */
inline constexpr int kMeasuredGpusMin = 1, kMeasuredGpusMax = 1'000'000;

// Workload.
inline const NumberRule kTokens {0, true, 1e17, false, "a token count above 0 and at most 1e17"};
inline const NumberRule kParameters {0, true, 1e15, false,
                                     "a parameter count above 0 and at most 1e15"};
inline const NumberRule kGoodput {0.01, false, 1, false, "a fraction from 0.01 to 1"};
inline const NumberRule kConcurrency {0, true, 1e9, false, "a count above 0 and at most 1e9"};
inline const NumberRule kRequestRate {0, true, 1e9, false,
                                      "a rate above 0 and at most 1e9 requests per second"};
inline const NumberRule kLatencyMs {0, true, 1e7, false, "a time above 0 and at most 1e7 ms"};
inline const NumberRule kShare {0, false, 1, false, "a share from 0 to 1"};
inline const NumberRule kAcceptLength {1, false, 65, false,
                                       "tokens per step from 1 to draft_tokens + 1"};
inline const NumberRule kDeadlineDays {0, true, 36'500, false,
                                       "a duration above 0 and at most 36500 days"};

// Portfolio (version 14).
inline const NumberRule kScheduleDay {0, false, 36'500, false, "a day from 0 to 36500"};
inline const NumberRule kTeamShare {0, true, 1e6, false, "a share above 0 and at most 1e6"};
/** An inference job's prompts (version 16). */
inline const NumberRule kBatchRequests {1, false, 1e12, false, "requests from 1 to 1e12"};
inline const NumberRule kQuotaGpuHours {0, false, 1e10, false, "GPU-hours from 0 to 1e10"};
inline const NumberRule kQuotaPeriodDays {1, false, 3'650, false, "days from 1 to 3650"};
inline const NumberRule kCloudGpuHourUsd {0, true, 1000, false,
                                          "a price above 0 and at most 1000 USD per GPU-hour"};
inline const NumberRule kInterruptionsPerDay {0, false, 100, false,
                                              "a rate from 0 to 100 interruptions per day"};

} // namespace cl::rules
