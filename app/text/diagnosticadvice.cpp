// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagnosticadvice.h"

#include <QCoreApplication>

#include <map>

namespace cl {

namespace {

struct Advice
{
    const char *cause;
    const char *check;
};

// The design-time finding, what usually causes it and what to check first; where a finding
// predicts a run-time symptom (seed 001 §5.2: OOM, low GPU utilisation, poor scaling) it says
// which. docs/diagnostics.md lists the same table; translations are in the "DiagnosticAdvice"
// context.
// size-check: data table
const std::map<std::string, Advice> &table()
{
    static const std::map<std::string, Advice> advice {
        {"rack.place_taken",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice", "Two racks were given the same row and position."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Move one rack in the Inspector (row, position) or on the floor.")}},
        {"rack.power_over_budget",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The devices' nameplate power is more than the rack's feeds allow "
                            "after derating and redundancy."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Move a server to a rack with headroom, add a feed, or raise the amps; "
                            "check the PDU rating with the facility team.")}},
        {"rack.no_power",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The rack holds powered devices but has no feeds and no budget."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice", "Give the rack its feeds (count, voltage, amps) or "
                                                "a power budget in the Inspector.")}},
        {"rack.cooling_over_limit",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The rack can produce more heat than its cooling removes."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Check the rack's cooling type and limit (air ~20-40 kW, rear-door or "
                            "liquid beyond); spread the load.")}},
        {"rack.weight_over_limit",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The devices weigh more than the rack is rated to carry."),
          QT_TRANSLATE_NOOP(
              "DiagnosticAdvice",
              "Check the rack's static load rating and the floor loading; move heavy servers.")}},
        {"device.past_rack_top",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "A device placed near the top runs past the rack's last U."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice", "Move it down in the rack or use a taller rack.")}},
        {"device.u_overlap",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice", "Two devices occupy the same rack units."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice", "Move one of them to free U space.")}},
        {"device.unplaced",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice", "A device is in the design but not in a rack."),
          QT_TRANSLATE_NOOP(
              "DiagnosticAdvice",
              "Drag it into a rack; until then it draws no rack power and gets no cables.")}},
        {"server.no_free_slot",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice", "More GPUs are listed than the server has slots."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice", "Remove GPUs or use a server with more slots.")}},
        {"server.gpu_form_factor",
         {QT_TRANSLATE_NOOP(
              "DiagnosticAdvice",
              "The GPU's form factor (SXM, PCIe, OAM) does not fit the server's slots."),
          QT_TRANSLATE_NOOP(
              "DiagnosticAdvice",
              "Pick a GPU of the server's form factor, or a server built for that GPU.")}},
        {"server.builtin_gpu",
         {QT_TRANSLATE_NOOP(
              "DiagnosticAdvice",
              "The system is sold with its GPUs built in (a DGX); others cannot be installed."),
          QT_TRANSLATE_NOOP(
              "DiagnosticAdvice",
              "Keep the built-in GPUs, or choose an HGX or PCIe server for other cards.")}},
        {"server.mixed_gpus",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice", "One server holds GPUs of different models."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Use one model per server; mixed servers pace at the slowest card.")}},
        {"server.no_gpus",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice", "A GPU server has no GPU installed."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice", "Drag GPUs onto the server from the palette.")}},
        {"link.loopback",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice", "A cable connects a device's port to itself."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Delete the cable and draw it between two devices.")}},
        {"link.missing_port",
         {QT_TRANSLATE_NOOP(
              "DiagnosticAdvice",
              "A cable uses a port the device does not have (often after a model change)."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Reconnect the cable to an existing port with the connect tool.")}},
        {"link.port_reused",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice", "Two cables share one port."),
          QT_TRANSLATE_NOOP(
              "DiagnosticAdvice",
              "Move one cable to a free port; check the port counts of the switch.")}},
        {"link.media_speed",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The cable's medium cannot carry the ports' speed: twisted-pair "
                            "copper stops at 10G, each DAC at its rated rate."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Set the link's medium in the Inspector: DAC within a rack, AOC or "
                            "fibre between racks.")}},
        {"link.media_reach",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The cable is longer than its medium reaches at this speed."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice", "Use AOC or fibre, or move the racks closer.")}},
        {"rack.liquid_in_air_rack",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Cold plates need a coolant loop (a CDU and facility water); an "
                            "air-cooled rack has none."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Use a liquid-cooled rack model, or air-cooled parts in this rack.")}},
        {"rack.liquid_over_limit",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The rack's manifold and cold plates carry less heat than its "
                            "liquid-cooled parts give them."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Check the rack's liquid limit in the Inspector against the "
                            "manifold's rating, or move trays to another rack.")}},
        {"rack.air_over_limit",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "What the cold plates do not take leaves in the room's air, and the "
                            "rack's air part is smaller."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Raise the rack's cooling limit (containment, a rear door) or lower "
                            "its liquid part; check the air-cooled parts in it.")}},
        {"cooling.cdu_short",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The row's coolant distribution units are rated for less heat than "
                            "its racks hand to liquid."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Add a CDU to the row (in-row, or in-rack in the rack short of one), "
                            "or a larger model; plan N+1 for maintenance.")}},
        {"cooling.no_redundancy",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "One CDU down for maintenance or a pump failure leaves the row's "
                            "racks short of cooling."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Add one in-row CDU to the row (N+1), or a larger model, so any one "
                            "can stop.")}},
        {"data.starved",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Low GPU utilisation with busy storage or host CPUs: the data loading "
                            "does not keep up (seed 000: 32 cards at 5 % until the loading ran in "
                            "parallel)."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Check the DataLoader's workers per GPU and the storage read rate "
                            "(fio, or the file system's own monitor); pre-tokenise or pre-decode "
                            "the data, cache it on local NVMe, or add file servers.")}},
        {"cooling.no_cdu",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The design has liquid-cooled parts but no CDU: the facility water "
                            "loop is outside the plan."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Place CDUs from the palette (Coolant distribution units) so they "
                            "are checked and priced, or confirm the facility provides them.")}},
        {"scale_up.over_capacity",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "A rack-scale system joins a fixed number of GPUs on its NVLink or "
                            "UB switches (GB200 NVL72: 72; CloudMatrix 384: 384)."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Give the extra racks their own scale-up domain name in the "
                            "Inspector, or take trays out.")}},
        {"scale_up.mixed_trays",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Trays of different systems cannot share one scale-up fabric."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Name a separate domain for each system's racks.")}},
        {"scale_up.outsider",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Only rack-scale trays join a scale-up domain; an HGX or PCIe server "
                            "keeps its own NVLink or PCIe."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Move the server to a rack without a domain, or replace it with the "
                            "system's trays.")}},
        {"scale_up.tray_alone",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Rack-scale trays share NVLink only with the trays of their domain."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Select the rack and set its scale-up domain in the Inspector (racks "
                            "of one CloudMatrix share one name).")}},
        {"fabric.no_compute_link",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "GPU servers are not joined by a compute (GPU) network."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Cable each server's compute NICs to leaf switches (Tools → Build "
                            "Fabric); until then the server trains only on its own.")}},
        {"fabric.ports_unconnected",
         {QT_TRANSLATE_NOOP(
              "DiagnosticAdvice",
              "Some compute NIC ports are not cabled, so those GPUs get less network bandwidth."),
          QT_TRANSLATE_NOOP(
              "DiagnosticAdvice",
              "Cable the remaining rail ports (one per GPU on rail-optimised designs).")}},
        {"fabric.islands",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The compute network falls into islands with no path between them "
                            "(often replicated units without a spine)."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice", "Join the islands with spine switches and uplinks "
                                                "(Tools → Build Fabric); until then the ledger "
                                                "shows the fastest island.")}},
        {"fabric.islands_assigned",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The islands are apart by plan: the training run and the served "
                            "models each name the island they run on (a serving pool added by "
                            "the configurator is one)."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Nothing to do; join them (Tools → Build Fabric) only if one job "
                            "should span them.")}},
        {"fabric.no_servers",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Building a fabric needs servers with ports on it (a DGX has compute, "
                            "storage, in-band and management ports)."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Pick another fabric, or add servers (or NICs) with such ports.")}},
        {"fabric.no_switch",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice", "The chosen switch has no ports for this fabric."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Leave the switch to the builder, or pick one from the catalog with "
                            "ports at the servers' speed.")}},
        {"fabric.too_large",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Three tiers of this switch cannot join that many leaves."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Use a switch with more ports, or oversubscribe the leaves.")}},
        {"targets.rack_over_kw",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "An edit put more into the rack than the kW per rack the design was "
                            "made for."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Move a server to another rack, or make the design again from "
                            "targets with the new kW per rack.")}},
        {"targets.over_budget",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Edits raised the capex above the budget the design was made for."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Remove what was added, or raise the budget and design again.")}},
        {"targets.over_site_power",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Edits raised the facility power above the site's cap."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Remove servers, or design again with a more efficient GPU.")}},
        {"procurement.unbuyable",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The site's market cannot buy this GPU under the rule named, and the "
                            "site holds fewer than the design installs."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Pick a GPU the market can buy (New from Targets with the market "
                            "set), or record the GPUs already on hand in the site's held GPUs.")}},
        {"netbox.unknown_device_type",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The NetBox device type is not a catalog model (by name or id)."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Add the model to a catalog file in the user catalog folder, or map "
                            "the type to a catalog model's name in NetBox, and import again.")}},
        {"netbox.unknown_rack_height",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice", "No catalog rack has the NetBox rack's height."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Add a rack of that height to the catalog, or correct the height in "
                            "NetBox.")}},
        {"netbox.unknown_rack",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The device's rack is missing from racks.csv or was left out."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Export the racks together with the devices, then place the device "
                            "on the canvas or import again.")}},
        {"netbox.unknown_port",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "A cable names a device that was left out, or an interface its "
                            "catalog model does not have."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Check the interface names against the catalog's port names "
                            "(cx7-1, p17, nic1-p1).")}},
        {"netbox.no_position",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "NetBox's default device export has no position column, or the "
                            "position is above the rack's height."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Add the Position and Rack face columns to the device table before "
                            "exporting, or place the device on the canvas.")}},
        {"netbox.rack_default_feeds",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "power_feeds.csv has no rows for the rack, or more feeds, amps or "
                            "volts than the design takes (16 feeds, 10000 A, 100000 V)."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice", "Set the rack's feeds in the inspector.")}},
        {"netbox.default_feeds",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "racks.csv carries no power: the racks got the default feeds."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Export the power feeds (power_feeds.csv) with the racks, or set each "
                            "rack's feeds in the inspector.")}},
        {"schedule.job_not_run",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The job asks for more servers than an island has free of serving, "
                            "names an island the design lacks, or has no layout that trains."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Lower its GPUs, clear its island, or add servers in a phase.")}},
        {"schedule.deadline_missed",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Jobs ahead of it hold the servers, or its run alone is longer than "
                            "the time to its deadline."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Raise its priority, allow the cloud, or buy the next phase the "
                            "schedule proposes.")}},
        {"schedule.engine_not_on_gpu",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Each serving engine runs on some vendors' cards only, and the "
                            "schedule put the job on an island of another vendor's."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Choose an engine for that GPU in the job's serving form, or hold the "
                            "job to a GPU the engine runs on.")}},
        {"schedule.cloud_unpriced",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Neither the portfolio's cloud nor the site names a price per "
                            "GPU-hour for the GPU the job would rent."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Set portfolio.cloud.price_per_gpu_hour, or the site's cloud price "
                            "for the GPU.")}},
        {"serving.unknown_island",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The island's servers were removed or re-cabled since it was named."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Name an island the ledger lists, or clear it to use the largest.")}},
        {"serving.no_gpus",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The design has no GPU servers, or the model could not be resolved."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Add GPU servers, or name a catalog model preset.")}},
        {"serving.does_not_fit",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The weights at their precision, the workspace and the KV cache of "
                            "one full sequence exceed a GPU's memory."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Raise TP, quantise the weights (FP8, INT8, INT4) or the KV cache, or "
                            "shorten the context.")}},
        {"serving.bad_layout",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "An instance spans TP x PP GPUs, or EP GPUs with expert parallelism; "
                            "each prefill and decode pool holds whole instances, and both fit on "
                            "the island."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Choose an EP that divides the island's GPUs, pools that add up to "
                            "at most its GPUs, or leave the pools to balance.")}},
        {"serving.engine_not_on_gpu",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Each serving engine runs on some vendors' cards only (MindIE on "
                            "Ascend, TensorRT-LLM on NVIDIA)."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Choose an engine for the island's GPU in the serving form, or leave "
                            "it to the GPU.")}},
        {"serving.short_of_gpus",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The request rate or concurrency at the TTFT/TPOT targets needs more "
                            "replicas than the island holds."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Add servers, quantise (FP8 halves the bytes each step reads), or "
                            "relax the latency targets.")}},
        {"workload.unknown_island",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The workload names a compute island the design does not have (its "
                            "servers were removed or re-cabled)."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Pick an island listed in the ledger, or clear the island so the "
                            "fastest is used.")}},
        {"fabric.oversubscribed",
         {QT_TRANSLATE_NOOP(
              "DiagnosticAdvice",
              "Leaf uplinks carry less bandwidth than their downlinks (oversubscription)."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Add uplinks or spines if data-parallel traffic crosses leaves; "
                            "symptom at run time: poor multi-node scaling.")}},
        {"fabric.slow",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Each GPU gets under 25 Gb/s of network bandwidth."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Check NIC speed and count per GPU; at run time expect GPU utilisation "
                            "below 30 % from communication stalls (run an NCCL bandwidth test).")}},
        {"engine.mixed_gpu_models",
         {QT_TRANSLATE_NOOP(
              "DiagnosticAdvice",
              "The cluster holds several GPU models; the slowest paces a synchronous job."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice", "Run the job on one model's island, or expect the "
                                                "slowest card's speed everywhere.")}},
        {"engine.no_gpus",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The design has no installed GPUs, so there is nothing to train on."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice", "Add GPU servers with GPUs.")}},
        {"engine.no_model",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice", "The workload names no model."),
          QT_TRANSLATE_NOOP(
              "DiagnosticAdvice",
              "Pick a model preset or give a parameter count in the Targets panel.")}},
        {"engine.cannot_train",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "No layout of the job fits the cluster (memory, batch or network)."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Read the reason; the usual fixes are more GPUs, ZeRO sharding, "
                            "recompute or a smaller micro-batch.")}},
        {"engine.idle_gpus",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Data parallelism must divide the global batch, so no layout spreads "
                            "it over every GPU (at run time: GPUs left out of the job)."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Pick a global batch that the GPU count divides, or a GPU count that "
                            "the batch splits over.")}},
        {"engine.precision_unsupported",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The workload asks for a number format the GPU has no units for "
                            "(FP8 needs Hopper, Ada or newer; BF16 and TF32 need Ampere or newer; "
                            "a V100 trains in FP16)."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Train in the format the message names on this GPU, or pick a GPU "
                            "that has the format in the design.")}},
        {"engine.mfu_above_published",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The planner found a layout faster than any published run of this GPU "
                            "generation reached (at run time: fewer tokens per second than "
                            "planned)."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Plan with the published ceiling (or calibrate with the probe), and "
                            "keep a margin on the deadline.")}},
        {"engine.out_of_memory",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Weights, gradients, optimizer states and activations need more memory "
                            "than a GPU has (at run time: CUDA out of memory)."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Turn on activation recompute, raise the ZeRO stage or TP/PP, or lower "
                            "the micro-batch; offload as a last resort.")}},
        {"engine.deadline_missed",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "At the estimated speed the run ends after its deadline."),
          QT_TRANSLATE_NOOP(
              "DiagnosticAdvice",
              "Add GPUs, raise MFU (layout, precision), or move the deadline; Tools > "
              "Compare GPUs shows other cards.")}},
        {"engine.budget_exceeded",
         {QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "The run's owned cost is over the workload's budget."),
          QT_TRANSLATE_NOOP("DiagnosticAdvice",
                            "Compare GPUs (Tools > Compare GPUs) or reduce tokens; check "
                            "electricity price and depreciation.")}},
    };
    return advice;
}

} // namespace

QString diagnosticCause(const std::string &code)
{
    const auto it = table().find(code);
    return it == table().end() ? QString()
                               : QCoreApplication::translate("DiagnosticAdvice", it->second.cause);
}

QString diagnosticCheck(const std::string &code)
{
    const auto it = table().find(code);
    return it == table().end() ? QString()
                               : QCoreApplication::translate("DiagnosticAdvice", it->second.check);
}

QString diagnosticAdvice(const std::string &code)
{
    const QString cause = diagnosticCause(code);
    if (cause.isEmpty())
        return {};
    return QCoreApplication::translate("DiagnosticAdvice", "Likely cause: %1").arg(cause)
           + QLatin1Char('\n')
           + QCoreApplication::translate("DiagnosticAdvice", "First check: %1")
                 .arg(diagnosticCheck(code));
}

std::vector<std::string> adviceCodes()
{
    std::vector<std::string> codes;
    for (const auto &[code, advice] : table())
        codes.push_back(code);
    return codes;
}

} // namespace cl
