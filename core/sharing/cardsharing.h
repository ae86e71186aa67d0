// SPDX-License-Identifier: GPL-3.0-or-later
// Sharing idle cards for money (issue 30 item 6, seed 001 §4): for each GPU of a design, whether
// a sharing platform would take it, what it draws and costs in electricity a day at the site's
// tariff, what the platforms' renter prices leave the host after their fee, the net, the
// utilisation that breaks even, and the payback of the card. Pure: design, catalog, options.
#pragma once

#include "catalog/catalog.h"
#include "model/design.h"

#include <optional>
#include <string>
#include <vector>

namespace cl {

/** Seed 001 §4.1: "显存低于8GB基本没有竞争力" — platforms' jobs (inference, rendering) pass over
 *  cards under 8 GB. */
inline constexpr double kSharingMinMemoryBytes = 8.0 * 1024 * 1024 * 1024;

/** The share of the day a shared GPU is rented, when the planner does not say: Akash Network's
 *  GPU utilisation in Q1 2026 (33.7 %, Messari's State of Akash Q1 2026), the one published figure
 *  found; no consumer platform publishes its own. */
inline constexpr double kTypicalSharingUtilisation = 0.337;
/** What the rest of a machine draws while it stays on to be rented (CPU, board, fans, supply
 *  losses): the 70-100 W that build guides assume for a desktop at idle, its middle. An
 *  assumption, stated as one; --host-w sets it. */
inline constexpr double kTypicalHostW = 85.0;

struct SharingOptions
{
    /** The electricity price in the report's currency; empty: the site's tariff over a flat day
     *  (a shared card runs around the clock, so every hour weighs the same). */
    std::optional<double> pricePerKwh;
    /** The report's currency when it is not the site's (a --tariff typed in 元 for a USD site),
     *  with its units per USD. */
    std::optional<std::string> currency;
    std::optional<double> currencyPerUsd;
    std::optional<double> powerLimitW; ///< nvidia-smi -pl: the card's draw at load, capped
    double utilisation = kTypicalSharingUtilisation; ///< share of the day a renter uses the card
    double hostW = kTypicalHostW; ///< the rest of each machine, all day, shared by its cards
};

struct SharedCard
{
    std::string device; ///< device id
    std::string deviceName;
    int slot = 0; ///< 1-based among the device's GPUs
    std::string gpu; ///< catalog GPU id
    bool eligible = false;
    /** ok | memory_below_8gb (seed 001) | no_platform_rate (no platform in the catalog rents
     *  this card) | unknown_gpu */
    std::string why;
    double powerW = 0; ///< at load: the board power, or the power limit
    double idleW = 0; ///< while not rented
    double hostShareW = 0; ///< its share of the rest of the machine, on all day
    /** The card at load for the utilisation's hours and idle for the rest, and its share of the
     *  machine all day. */
    double energyKwhPerDay = 0;
    double electricityPerDay = 0;
    /** Host income a day at the utilisation: the lowest and highest renter price across the
     *  platforms, less each platform's fee (empty where no platform rents the card). */
    std::optional<double> incomePerDayLow, incomePerDayHigh;
    std::optional<double> netPerDayLow, netPerDayHigh;
    /** The utilisation at which the lowest income pays the electricity; empty where even a card
     *  rented all day does not. */
    std::optional<double> breakEvenUtilisation;
    /** The card's catalog price over the net a day (the high and the low net); empty where the net
     *  is not positive or the card has no price. */
    std::optional<double> paybackDaysFast, paybackDaysSlow;
    std::vector<std::string> rates; ///< the sharing-rate ids used
};

struct SharingReport
{
    std::vector<SharedCard> cards;
    std::string currency; ///< of every amount in the report
    double pricePerKwh = 0;
    double utilisation = 1;
    double netPerDayLow = 0, netPerDayHigh = 0; ///< eligible cards together
    std::vector<std::string> rates; ///< every sharing-rate id the cards used, once
};

SharingReport shareIdleCards(const Design &design, const Catalog &catalog,
                             const SharingOptions &options);

} // namespace cl
