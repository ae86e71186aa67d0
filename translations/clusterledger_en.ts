<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Band</name>
    <message>
        <location filename="../app/text/ledgerformat.cpp" line="+375" />
        <source>%1 GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>%1 generation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>MoE models</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>dense models</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>all runs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <source>centred on your own run on %1 GPUs, widened by %2 doublings to this scale</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>the engine's error on held-out published runs, %1: %2 runs from %3 sources</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>a typical self-built cluster: 20–35 % MFU (seeds)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>P10–P90: %1–%2 days, MFU %3–%4 (%5)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Bottleneck</name>
    <message>
        <location line="-254" />
        <source>the server's GPU links</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>compute (GEMMs at %1 of peak, recompute included)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>pipeline bubble (PP%1, %2 micro-batches)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>tensor-parallel all-reduces over %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>context-parallel K/V ring over %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>expert-parallel all-to-alls over %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>host overhead of the %1 stack (launches, hooks)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>pipeline transfers over %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>exposed ZeRO-3 gathers over %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>exposed DP all-reduce over %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>a typical team's cluster against the published best (seeds: 20-35 % MFU)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>waiting for the slowest of %1 GPUs (stragglers)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>data loading (a step reads for %1 s, its host work takes %2 s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>optimizer step (memory-bound)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+239" />
        <source>no estimate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2 of the step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>%1; then %2: %3</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <location filename="../app/report/chartdata.cpp" line="+23" />
        <location line="+17" />
        <source>Weights</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-16" />
        <source>Gradients</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <location line="+34" />
        <source>Optimizer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-33" />
        <source>Activations</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Overhead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+14" />
        <source>Workspace</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>KV cache at the load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Free</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Compute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Bubble</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>TP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>CP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>EP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>PP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>DP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Host</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Stragglers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Typical team</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Data wait</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DeviceItem</name>
    <message>
        <location filename="../app/canvas/items.cpp" line="+292" />
        <source>%1 kW</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DiagnosticAdvice</name>
    <message>
        <location filename="../app/text/diagnosticadvice.cpp" line="+27" />
        <source>Two racks were given the same row and position.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Move one rack in the Inspector (row, position) or on the floor.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>The devices' nameplate power is more than the rack's feeds allow after derating and redundancy.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Move a server to a rack with headroom, add a feed, or raise the amps; check the PDU rating with the facility team.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The rack holds powered devices but has no feeds and no budget.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Give the rack its feeds (count, voltage, amps) or a power budget in the Inspector.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>The rack can produce more heat than its cooling removes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Check the rack's cooling type and limit (air ~20-40 kW, rear-door or liquid beyond); spread the load.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The devices weigh more than the rack is rated to carry.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Check the rack's static load rating and the floor loading; move heavy servers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>A device placed near the top runs past the rack's last U.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Move it down in the rack or use a taller rack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Two devices occupy the same rack units.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Move one of them to free U space.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>A device is in the design but not in a rack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Drag it into a rack; until then it draws no rack power and gets no cables.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>More GPUs are listed than the server has slots.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Remove GPUs or use a server with more slots.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>The GPU's form factor (SXM, PCIe, OAM) does not fit the server's slots.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Pick a GPU of the server's form factor, or a server built for that GPU.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The system is sold with its GPUs built in (a DGX); others cannot be installed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Keep the built-in GPUs, or choose an HGX or PCIe server for other cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>One server holds GPUs of different models.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Use one model per server; mixed servers pace at the slowest card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>A GPU server has no GPU installed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Drag GPUs onto the server from the palette.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>A cable connects a device's port to itself.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Delete the cable and draw it between two devices.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>A cable uses a port the device does not have (often after a model change).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Reconnect the cable to an existing port with the connect tool.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Two cables share one port.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Move one cable to a free port; check the port counts of the switch.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The cable's medium cannot carry the ports' speed: twisted-pair copper stops at 10G, each DAC at its rated rate.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Set the link's medium in the Inspector: DAC within a rack, AOC or fibre between racks.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The cable is longer than its medium reaches at this speed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Use AOC or fibre, or move the racks closer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Cold plates need a coolant loop (a CDU and facility water); an air-cooled rack has none.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Use a liquid-cooled rack model, or air-cooled parts in this rack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>The rack's manifold and cold plates carry less heat than its liquid-cooled parts give them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Check the rack's liquid limit in the Inspector against the manifold's rating, or move trays to another rack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>What the cold plates do not take leaves in the room's air, and the rack's air part is smaller.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Raise the rack's cooling limit (containment, a rear door) or lower its liquid part; check the air-cooled parts in it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The row's coolant distribution units are rated for less heat than its racks hand to liquid.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Add a CDU to the row (in-row, or in-rack in the rack short of one), or a larger model; plan N+1 for maintenance.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>One CDU down for maintenance or a pump failure leaves the row's racks short of cooling.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Add one in-row CDU to the row (N+1), or a larger model, so any one can stop.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Low GPU utilisation with busy storage or host CPUs: the data loading does not keep up (seed 000: 32 cards at 5 % until the loading ran in parallel).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Check the DataLoader's workers per GPU and the storage read rate (fio, or the file system's own monitor); pre-tokenise or pre-decode the data, cache it on local NVMe, or add file servers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>The design has liquid-cooled parts but no CDU: the facility water loop is outside the plan.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Place CDUs from the palette (Coolant distribution units) so they are checked and priced, or confirm the facility provides them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>A rack-scale system joins a fixed number of GPUs on its NVLink or UB switches (GB200 NVL72: 72; CloudMatrix 384: 384).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Give the extra racks their own scale-up domain name in the Inspector, or take trays out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Trays of different systems cannot share one scale-up fabric.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Name a separate domain for each system's racks.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Only rack-scale trays join a scale-up domain; an HGX or PCIe server keeps its own NVLink or PCIe.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Move the server to a rack without a domain, or replace it with the system's trays.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Rack-scale trays share NVLink only with the trays of their domain.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Select the rack and set its scale-up domain in the Inspector (racks of one CloudMatrix share one name).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>GPU servers are not joined by a compute (GPU) network.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Cable each server's compute NICs to leaf switches (Tools → Build Fabric); until then the server trains only on its own.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+14" />
        <source>Join the islands with spine switches and uplinks (Tools → Build Fabric); until then the ledger shows the fastest island.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The islands are apart by plan: the training run and the served models each name the island they run on (a serving pool added by the configurator is one).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Nothing to do; join them (Tools → Build Fabric) only if one job should span them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Building a fabric needs servers with ports on it (a DGX has compute, storage, in-band and management ports).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Pick another fabric, or add servers (or NICs) with such ports.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>The chosen switch has no ports for this fabric.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Leave the switch to the builder, or pick one from the catalog with ports at the servers' speed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Three tiers of this switch cannot join that many leaves.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Use a switch with more ports, or oversubscribe the leaves.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>An edit put more into the rack than the kW per rack the design was made for.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Move a server to another rack, or make the design again from targets with the new kW per rack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Edits raised the capex above the budget the design was made for.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Remove what was added, or raise the budget and design again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Edits raised the facility power above the site's cap.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Remove servers, or design again with a more efficient GPU.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>The site's market cannot buy this GPU under the rule named, and the site holds fewer than the design installs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Pick a GPU the market can buy (New from Targets with the market set), or record the GPUs already on hand in the site's held GPUs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The NetBox device type is not a catalog model (by name or id).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Add the model to a catalog file in the user catalog folder, or map the type to a catalog model's name in NetBox, and import again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>No catalog rack has the NetBox rack's height.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Add a rack of that height to the catalog, or correct the height in NetBox.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The device's rack is missing from racks.csv or was left out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Export the racks together with the devices, then place the device on the canvas or import again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>A cable names a device that was left out, or an interface its catalog model does not have.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Check the interface names against the catalog's port names (cx7-1, p17, nic1-p1).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>NetBox's default device export has no position column, or the position is above the rack's height.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Add the Position and Rack face columns to the device table before exporting, or place the device on the canvas.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>power_feeds.csv has no rows for the rack, or more feeds, amps or volts than the design takes (16 feeds, 10000 A, 100000 V).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Set the rack's feeds in the inspector.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>racks.csv carries no power: the racks got the default feeds.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Export the power feeds (power_feeds.csv) with the racks, or set each rack's feeds in the inspector.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The job asks for more servers than an island has free of serving, names an island the design lacks, or has no layout that trains.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Lower its GPUs, clear its island, or add servers in a phase.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Jobs ahead of it hold the servers, or its run alone is longer than the time to its deadline.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Raise its priority, allow the cloud, or buy the next phase the schedule proposes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Each serving engine runs on some vendors' cards only, and the schedule put the job on an island of another vendor's.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Choose an engine for that GPU in the job's serving form, or hold the job to a GPU the engine runs on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Neither the portfolio's cloud nor the site names a price per GPU-hour for the GPU the job would rent.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Set portfolio.cloud.price_per_gpu_hour, or the site's cloud price for the GPU.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The island's servers were removed or re-cabled since it was named.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Name an island the ledger lists, or clear it to use the largest.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>The design has no GPU servers, or the model could not be resolved.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Add GPU servers, or name a catalog model preset.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>The weights at their precision, the workspace and the KV cache of one full sequence exceed a GPU's memory.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Raise TP, quantise the weights (FP8, INT8, INT4) or the KV cache, or shorten the context.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>An instance spans TP x PP GPUs, or EP GPUs with expert parallelism; each prefill and decode pool holds whole instances, and both fit on the island.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Choose an EP that divides the island's GPUs, pools that add up to at most its GPUs, or leave the pools to balance.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Each serving engine runs on some vendors' cards only (MindIE on Ascend, TensorRT-LLM on NVIDIA).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Choose an engine for the island's GPU in the serving form, or leave it to the GPU.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The request rate or concurrency at the TTFT/TPOT targets needs more replicas than the island holds.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Add servers, quantise (FP8 halves the bytes each step reads), or relax the latency targets.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The workload names a compute island the design does not have (its servers were removed or re-cabled).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Pick an island listed in the ledger, or clear the island so the fastest is used.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+45" />
        <source>The workload asks for a number format the GPU has no units for (FP8 needs Hopper, Ada or newer; BF16 and TF32 need Ampere or newer; a V100 trains in FP16).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Train in the format the message names on this GPU, or pick a GPU that has the format in the design.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-222" />
        <source>Some compute NIC ports are not cabled, so those GPUs get less network bandwidth.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Cable the remaining rail ports (one per GPU on rail-optimised designs).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The compute network falls into islands with no path between them (often replicated units without a spine).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+170" />
        <source>Leaf uplinks carry less bandwidth than their downlinks (oversubscription).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Add uplinks or spines if data-parallel traffic crosses leaves; symptom at run time: poor multi-node scaling.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Each GPU gets under 25 Gb/s of network bandwidth.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Check NIC speed and count per GPU; at run time expect GPU utilisation below 30 % from communication stalls (run an NCCL bandwidth test).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The cluster holds several GPU models; the slowest paces a synchronous job.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Run the job on one model's island, or expect the slowest card's speed everywhere.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>The design has no installed GPUs, so there is nothing to train on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Add GPU servers with GPUs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>The workload names no model.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Pick a model preset or give a parameter count in the Targets panel.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>No layout of the job fits the cluster (memory, batch or network).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Read the reason; the usual fixes are more GPUs, ZeRO sharding, recompute or a smaller micro-batch.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Data parallelism must divide the global batch, so no layout spreads it over every GPU (at run time: GPUs left out of the job).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Pick a global batch that the GPU count divides, or a GPU count that the batch splits over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <source>The planner found a layout faster than any published run of this GPU generation reached (at run time: fewer tokens per second than planned).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Plan with the published ceiling (or calibrate with the probe), and keep a margin on the deadline.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Weights, gradients, optimizer states and activations need more memory than a GPU has (at run time: CUDA out of memory).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Turn on activation recompute, raise the ZeRO stage or TP/PP, or lower the micro-batch; offload as a last resort.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>At the estimated speed the run ends after its deadline.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Add GPUs, raise MFU (layout, precision), or move the deadline; Tools &gt; Compare GPUs shows other cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>The run's owned cost is over the workload's budget.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Compare GPUs (Tools &gt; Compare GPUs) or reduce tokens; check electricity price and depreciation.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+28" />
        <source>Likely cause: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>First check: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <location filename="../app/text/diagnostictext.cpp" line="+63" />
        <source>Rack %1 stands on the same floor place (row %2, position %3) as %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Rack %1 draws up to %2 kW, over its usable %3 kW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Rack %1 holds powered devices but has no usable power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Rack %1 can produce %2 kW of heat, more than its cooling removes (%3 kW)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Rack %1 carries %2 kg, over its rated %3 kg</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>%1 at U%2 is %3U high and runs past the top of %4 (%5U)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>%1 overlaps %2 at U%3 in %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>%1 is not placed in a rack yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>%1 lists %2 GPUs but has only %3 slots: no free slot for the rest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>%1 (%2) does not fit the %3 slots of %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>%1 is sold with %2 GPUs built in; it cannot hold %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>%1 mixes GPU models (%2); one server holds one model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>%1 is a GPU server with no GPU installed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Link %1 connects a port to itself</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Link %1 uses port "%2", which %3 does not have</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Port %1:%2 is used by link %3 and already by %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>%1 has no compute-fabric link: it is left out of the estimate (an island of its own)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/text/scaleuptext.cpp" line="+120" />
        <source>The compute fabric falls apart into %1 islands with no path between them: each is estimated alone (Tools → Build Fabric joins them)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/text/diagnostictext.cpp" line="+28" />
        <source>One data-parallel group mixes GPU models (%1): the %2 sets the pace for all, the %3's memory bounds the layout</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-20" />
        <source>%1 leaves %2 compute port(s) unconnected: its GPUs get less network bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/text/scaleuptext.cpp" line="+8" />
        <source>The compute fabric is %1 islands, each named by a workload that runs there: each is estimated alone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/text/diagnostictext.cpp" line="+7" />
        <source>Compute leaves are oversubscribed %1:1 (downlink to uplink bandwidth)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>The compute fabric gives a GPU only %1 between servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+14" />
        <source>The design has no GPU installed: there is nothing to train on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>The workload cannot run: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>No layout uses all %1 GPUs with this global batch: the estimate uses %2 and %3 sit idle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>No server has ports on the %1 fabric: nothing to join</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>No catalog switch "%1" serves this fabric: pick a switch with ports at the servers' speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>%1 leaves are more than three tiers of %2 switches can join: pick a switch with more ports</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Rack %1 draws up to %2 kW, over the %3 kW per rack it was designed for</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>The capex is %1, over the %2 budget it was designed for</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>The facility draws up to %1 MW, over the site's %2 MW it was designed for</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <source>%1 × %2 installed, %3 held on site. %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>No candidate GPU or server to size the cluster with</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>No catalog GPU "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>No catalog server "%1" for %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>No catalog rack "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Server %1 does not take GPU %2 (built-in GPU or form factor)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>One %1 draws %2 kW: more than the %3 kW a rack may draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>The compute fabric could not be built (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Serving workload %1 names island %2, which the design does not have</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Serving workload %1 has no GPUs to run on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Serving workload %1 does not fit on %2 x %3 (TP %4): weights, workspace and one sequence's KV cache need more memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Serving workload %1's layout does not make whole instances of its %2 x %3 (TP %4, EP %5, or the prefill and decode pools)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Serving workload %1 names %2, which does not run on the %3: the card's usual engine serves it instead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Serving workload %1 needs %2 GPUs for its load and latency targets; its island has %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>The workload names %1, but no compute island has that id: the ledger shows the fastest island instead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>The %1 has no %2 units: use %3 on it, or choose a GPU that has them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>The estimate runs at %1 % MFU counted as published runs count it (the whole attention square), above the best published run on this GPU and precision (%2 %): treat it as optimistic</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>The workload names no model the engine can resolve</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>The layout needs %1 GB per GPU; the GPU has %2 GB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Training takes %1 days, past the deadline of %2 days</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>The run costs %1 (owned), over the budget of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/text/loaderrortext.cpp" line="+16" />
        <source>Info</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Warning</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Error</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>line %1, column %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>line %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/text/interchangetext.cpp" line="+16" />
        <source>Device %1 is of type "%2", which the catalog does not know: left out (add the type to a catalog file)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Rack %1 is %2 high and no catalog rack is: left out, its devices kept unplaced</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Device %1 names rack %2, which was not imported: it is kept unplaced</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>A cable ends on %1 port %2, which no imported device has: the cable is left out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Device %1 has no position in rack %2 that the rack holds: it is kept unplaced (place it on the canvas)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Rack %1 has no power feeds the design can take in power_feeds.csv: it has the default feeds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>No power_feeds.csv: every rack has the default feeds (2 × 415 V 32 A three-phase, 2N); set them in the inspector</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/text/cablingtext.cpp" line="+17" />
        <source>Link %1 runs at %2 Gb/s but is marked %3, which carries at most %4 Gb/s in the catalog: choose DAC, AOC or fibre</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>Link %1 is %2 m long, past what a %3 cable at %4 Gb/s reaches in the catalog: choose AOC or fibre</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/text/scaleuptext.cpp" line="-108" />
        <source>Scale-up domain %1 holds %2 GPUs, more than one %3 joins (%4): split its racks into two domains</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Scale-up domain %1 mixes trays of different systems (%2): one NVLink or UB fabric joins trays of one kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>%1 stands in a rack of scale-up domain %2 but cannot join it (%3 is not a rack-scale tray): its GPUs scale up only among themselves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Rack %1 holds %2 %3 trays but names no scale-up domain: each tray's %4 GPUs scale up alone, and TP or EP across trays runs over the network</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>One %1 rack (%2 trays) draws %3 kW: more than the %4 kW a rack may draw here, and a rack-scale system is bought whole</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Rack %1 is air-cooled but holds liquid-cooled parts (%2 kW of their heat goes to liquid): give it liquid cooling or move them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Rack %1 hands %2 kW to its cold plates, more than its liquid loop takes (%3 kW)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Rack %1 leaves %2 kW of heat to the room's air, more than its air part removes (%3 kW)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Row %1 hands %2 kW to liquid but its CDUs carry %3 kW: %4 kW has no CDU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Row %1's %2 in-row CDUs carry its %3 kW only all together: without the largest, %4 kW (no N+1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <source>it is loaded between steps in the training processes (0 loader workers), %1 s of it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>its host work takes %1 s on %2 loader cores per server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>its %1 GB take %2 s at the file servers' %3 GB/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Data sets the pace of each %1 s step: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+21" />
        <source>%1 kW of heat goes to liquid and no CDU is placed: the plan assumes the facility's own CDUs and prices none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/text/scheduletext.cpp" line="+230" />
        <source>Job %1 cannot be scheduled: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Job %1 finishes after its deadline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Job %1 names %2, which does not run on the %3: the card's usual engine serves it instead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Jobs were bought in from the cloud without a price: set the portfolio's cloud price per GPU-hour or the site's cloud price for the GPU</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <location filename="../app/text/ledgerformat.cpp" line="-368" />
        <source>%1 days</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+138" />
        <source>Compute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Memory per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Network per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Prefill compute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Memory (weights + KV)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>HBM (decode)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Energy / M tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>TTFT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>TPOT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>TTFT P90</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>TPOT P99</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+34" />
        <source>%1 (%2–%3)</source>
        <comment>P10-P90 band</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>none</source>
        <comment>recompute</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>selective</source>
        <comment>recompute</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>full</source>
        <comment>recompute</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+150" />
        <source>recompute: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>micro-batch %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>interleave %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+60" />
        <source>sliding-window attention of %1 tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>attention in chunks of %1 tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>linear attention</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>%1, full attention in %2 of %3 layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+15" />
        <source>a %1 B-parameter model (%2 layers, hidden %3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>a %1 B-parameter model (shape assumed: %2 layers, hidden %3)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>EditOperations</name>
    <message>
        <location filename="../app/document/editoperations.cpp" line="+113" />
        <source>A design holds at most %1 racks, %2 devices, %3 links and %4 rows; this would pass that</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-53" />
        <location line="+107" />
        <location line="+113" />
        <source>Drop it on a rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-218" />
        <source>This part has no rack height in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>It runs past the top of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Those rack units in %1 are taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>%1 would draw %2 kW, over its usable %3 kW (hold Alt or Shift to place it anyway, or turn off Tools &gt; Enforce Power Budgets)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>%1 is air-cooled and this part is cooled by liquid: choose a liquid-cooled rack (hold Alt or Shift to place it anyway)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>%1 would hand %2 kW to liquid, over its liquid loop's %3 kW (hold Alt or Shift to place it anyway)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>No free GPU slot in this server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>This GPU does not fit this server's slots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <location line="+101" />
        <source>GPUs go into GPU servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-99" />
        <source>This server already holds another GPU model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+33" />
        <source>Unknown rack model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>Add Rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+31" />
        <source>No free rack units in %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <source>Add %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location line="+24" />
        <source>Install %n GPU(s)</source>
        <translation>
            <numerusform>Install %n GPU</numerusform><numerusform>Install %n GPUs</numerusform></translation>
    </message>
    <message>
        <location line="+12" />
        <source>No such device</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>%1 is not a model of the same kind as %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+32" />
        <source>Cable %1 uses port %2, which a %3 does not have: remove or move the cable first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Change Model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+23" />
        <source>Move Device</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>No such rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <location line="+18" />
        <location line="+6" />
        <source>Move Rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+16" />
        <source>No GPU server has a free slot of this form factor</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+33" />
        <source>There is no rack yet: add one first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>Placed %1 at %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Placed %1 in %2 at U%3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <source>Cables are drawn with the connect tool</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <source>Connect two different devices</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+22" />
        <source>%1 has no free port on this fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <source>Connect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Nothing selected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <source>Select racks or devices to duplicate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Duplicate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+14" />
        <source>Select racks and a count of two or more</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>At most %1 copies at once</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+14" />
        <source>%1 copies of %2 row(s) each would pass the hall's last row (%3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+23" />
        <source>Replicate ×%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>The clipboard holds no ClusterLedger objects</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Paste</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>EnumText</name>
    <message>
        <location filename="../app/text/enumtext.cpp" line="+15" />
        <source>DAC (direct-attach copper)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>AOC (active optical cable)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Multi-mode fibre</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Single-mode fibre</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Copper (twisted pair)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>DAC</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>AOC</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>MMF</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>SMF</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Copper</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Single-phase</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Three-phase</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Air</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Rear-door heat exchanger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Direct liquid (cold plates)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Compute fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Storage fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>In-band network</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Management network</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Formula</name>
    <message>
        <location filename="../app/text/diagnostictext.cpp" line="+101" />
        <source>tokens x model FLOPs per token; per token = 3 x (2 x matmul parameters + 4·s·h·L + 2·h·V) (Korthikanti 2022 eq. 7, generalised to GQA/SwiGLU/MoE)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>compute + bubble + TP, CP, EP and PP comm + exposed DP comm + optimizer + host overhead + the wait for the slowest GPU (jitter x (H_N - 1) of the rest, N GPUs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>model FLOPs per second per GPU / dense peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>tokens / (tokens per second x goodput) / 86,400</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>weights + gradients + optimizer (ZeRO over DP x CP, after TP x PP) + activations (Korthikanti Table 2, first stage holds min(PP, micro-batches)) + 1.5 GiB runtime + 10 % fragmentation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>required = model FLOPs of the run / (deadline x goodput); available = model FLOP/s the cluster sustains</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>per GPU: weights + gradients + optimizer + activations + overhead, against the card's memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>per GPU: bytes it sends between servers each step / compute time of the step, against the compute fabric's share per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>racks' max power against their usable power (feeds x derating, redundancy)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>days to train (with goodput) against the deadline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>requests per second x prefill FLOPs per request (2 x active parameters x input tokens + attention), against the GPUs' GEMM rate at the activation precision</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>per GPU: weights / (TP x PP) + workspace + KV cache of the sequences in flight at their average context</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>per GPU: bytes read per decode step (weights once, plus each sequence's KV cache) / TPOT target (else the TPOT estimated), against HBM bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>facility power of the replicas' GPUs (the design's typical power per GPU x PUE) / output tokens per second, at the load and at maximum throughput</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>prefill of one request + half a batching cycle (+ queueing beyond the KV cache), against the target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>one decode step plus its share of the prefills between steps, against the target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>90th percentile of TTFT in a seeded simulation of one replica at the load, against the P90 target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>99th percentile of TPOT in the same simulation, against the P99 target</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FormulaInput</name>
    <message>
        <location line="+11" />
        <source>tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>model FLOPs per token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>compute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>bubble</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>tp_comm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>cp_comm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>ep_comm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>pp_comm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>dp_comm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>optimizer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>straggler</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>team</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>layout</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>micro-batches per step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>model TFLOP/s per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>peak TFLOP/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GEMM efficiency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>efficiency profile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>tokens per second</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>goodput</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>weights</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>gradients</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>activations</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-13" />
        <location line="+14" />
        <source>overhead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>capacity</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Goodput</name>
    <message>
        <location filename="../app/text/ledgerformat.cpp" line="-189" />
        <source>Each restart reads the %1 checkpoint back at the file servers' %2: %3 min.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>Goodput %1 (given).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Goodput %1, modelled: %2 interruptions a day at the Llama 3 rate, an asynchronous checkpoint every %3 min (training stops %4 s to copy it to host memory, %5 s to write at %6), %7 min per restart.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>Goodput %1, modelled: %2 interruptions a day at the Llama 3 rate, a checkpoint every %3 min (%4 s to write at %5), %6 min per restart.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Islands</name>
    <message>
        <location line="-57" />
        <source>storage Ethernet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>in-band Ethernet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1 joined over %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>%1 at %2 MFU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>no estimate: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>no compute link</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>%1: %2 GPUs (%3), %4 · %5</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MoneyText</name>
    <message>
        <location filename="../app/text/moneytext.cpp" line="+23" />
        <source> M %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+43" />
        <source>critical peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>flat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>valley</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>deep valley</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+33" />
        <source>%1 %2, %3 over the day</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <location filename="../app/report/reportcomposer.cpp" line="+46" />
        <source>Cluster plan</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>%1 · prepared with ClusterLedger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+18" />
        <location filename="../app/report/reportequipment.cpp" line="+93" />
        <location filename="../app/report/reportschedule.cpp" line="+29" />
        <location filename="../app/report/reporttraining.cpp" line="+176" />
        <location line="+82" />
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-8" />
        <location line="+3" />
        <location filename="../app/report/reportcooling.cpp" line="+73" />
        <source>%1 × %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2 (the %3 paces the run)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <location line="+5" />
        <source>Days to train</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-4" />
        <source>MFU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPU-hours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Parallel layout</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>cannot run (see the problems below)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>IT power (max / typical)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Facility power (PUE %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <location filename="../app/report/reporttraining.cpp" line="-107" />
        <source>Capex</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Opex per year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>This run (owned)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>This run (cloud)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Ledger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Open problems</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+25" />
        <source>First check: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <source>None: the design validates.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform><numerusform>… and %n more</numerusform></translation>
    </message>
    <message>
        <location line="+39" />
        <source>%1 (continued)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/report/reportequipment.cpp" line="-52" />
        <source>Category</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Catalog id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Description</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Qty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Unit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Unit price (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Extended (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>subtotal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+16" />
        <source>m</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>pcs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>no price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>All</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Bill of materials</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Transceivers follow each cable's media and the ports' cages (a twin-port OSFP cage takes one transceiver for two links); fibre and copper are priced per metre. Prices are planning figures with their dates in the assumptions.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <location filename="../app/report/reportcables.cpp" line="+96" />
        <location filename="../app/report/reporttraining.cpp" line="+0" />
        <source>Racks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>NICs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Switches</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>PDUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <location filename="../app/report/reportcooling.cpp" line="+43" />
        <source>Coolant distribution units</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Transceivers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <location filename="../app/report/reportcables.cpp" line="-70" />
        <source>Cables</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+49" />
        <source>Rack elevations</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location line="+38" />
        <location line="+5" />
        <source>%Ln rack(s) built alike</source>
        <translation>
            <numerusform>%Ln rack built alike</numerusform><numerusform>%Ln racks built alike</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%Ln rack(s) built alike: %1</source>
        <translation>
            <numerusform>%Ln rack built alike: %1</numerusform><numerusform>%Ln racks built alike: %1</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 and %Ln more</source>
        <translation>
            <numerusform>%1 and %Ln more</numerusform><numerusform>%1 and %Ln more</numerusform></translation>
    </message>
    <message>
        <location line="+24" />
        <source>%1 · %2/%3 U · %4 of %5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+59" />
        <location filename="../app/report/reportcooling.cpp" line="-93" />
        <source>Rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Max</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Typical</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Usable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <location filename="../app/report/reporttraining.cpp" line="-106" />
        <location line="+185" />
        <source>Headroom</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Heat (BTU/h)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>Site IT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>To liquid (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Facility (PUE %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>%1 cooling tons</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Power and cooling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Max is the devices' nameplate power, which the budget check uses; typical is the draw during training, which energy uses. Usable = feeds × derating with redundancy (N, N+1, 2N). Heat: 1 W = 3.412 BTU/h; 12,000 BTU/h = 1 cooling ton.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/report/reporttraining.cpp" line="-188" />
        <source>Training ledger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <location line="+185" />
        <source>Dimension</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-185" />
        <location line="+185" />
        <source>Required</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-185" />
        <location line="+185" />
        <source>Datasheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-185" />
        <location line="+185" />
        <source>Calibrated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-171" />
        <source>No training estimate: see the open problems.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>%1 on %2 GPUs · %3 · MFU %4, HFU %5 · %6 tokens/s · bottleneck: %7</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <source>%1 days to train; %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>Memory per GPU (of %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Step time (%1 s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+18" />
        <source>%1 at %2 GB/s of the file servers' %3 GB/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>%1 (no file server in the design: not checked)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Data: each step reads %1; its host work takes %2 s on %3 loader cores per server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>%1; the GPUs wait %2 s a step for it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>Calibrated on your own measurements: %1 days to train, MFU %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>%1; %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>%1. Calibrated figures: %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <source>Option</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Days</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Facility power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Why not chosen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+19" />
        <source>Designed for targets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Served model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Output tokens/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>TTFT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>TPOT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPUs needed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Per million tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Bottleneck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>%1 × %2, %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>does not fit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>%1: per GPU %2 of weights, %3 of workspace; KV cache %4 per token, %5 per request (%6 sequences of %7 tokens per replica)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>%1: %2 weights are dequantised to %3 for the GEMMs: decode reads the narrow weights from HBM, prefill runs at the %3 rate.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Serving</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+22" />
        <source>Serving ledger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Required at each workload's load; for energy per million tokens the second figure is the least it can be, at maximum throughput; TTFT and TPOT stand against their targets.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>Compute island</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Between servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Alone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source> (the ledger's)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+53" />
        <source>Days to train against GPU count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+31" />
        <source>GPUs (same layout, more data parallelism)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/report/reportcomposer.cpp" line="+42" />
        <source>Part</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Source</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Price date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+23" />
        <source>Efficiency profile %1: GEMM %2 of the dense peak (FP8 %3), HBM %4, NVLink/PCIe %5, network %6. Source: %7.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>Site: PUE %1, electricity %2, depreciation %3 years, utilisation %4, display currency %5 at %6 per USD%7. Model FLOPs follow Korthikanti et al. 2022 eq. 7 (MFU counts model FLOPs; HFU adds recompute).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source> (rate of %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Liquid-cooled heat at a partial PUE of %1 (The Green Grid, White Paper 49), the CDUs' own power added.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Assumptions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/report/pdfreport.cpp" line="+129" />
        <source>Cluster plan: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+19" />
        <source>Page %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/report/reportcables.cpp" line="+0" />
        <source>Fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <location line="+27" />
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-27" />
        <location line="+27" />
        <source>Length</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-27" />
        <location line="+27" />
        <source>Parts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-13" />
        <source>Cable schedule</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1 cables: the rows, with both ends' labels, are in File → Export → Cable Schedule (CSV), or clusterledger-cli cables FILE --csv.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <source>From</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>To</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+15" />
        <source>Cable schedule: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Labels read row-rack-U-port (A-R03-U12-cx7-1). Lengths are routed over the floor and rounded up to a length that is sold, unless typed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+27" />
        <source>Contents</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Cable ends</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Max power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+38" />
        <source>%1 and %2 alike</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Rack contents</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Each row is one rack, or racks built alike; GPUs are counted beside their servers. Cable ends count both ends of a cable inside one rack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/report/reportcooling.cpp" line="+0" />
        <source>Cooling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Air heat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Air limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <location line="+37" />
        <source>Liquid heat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-37" />
        <source>Liquid limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+21" />
        <source>Site</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Liquid cooling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Each part's heat splits by its catalog liquid share: cold plates take that part into the rack's liquid loop, the rest leaves in the room's air. The air limit is the rack's cooling limit less its liquid part.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>Row</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <location line="+38" />
        <source>CDUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-37" />
        <source>Capacity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Short</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Flow (L/min)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+15" />
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Air</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1 × PUE %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Liquid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1 × partial PUE %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>%1 of %2 rated input, at the heat they carry</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Facility</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1 at max, PUE %2 for this mix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>No CDU is placed: the liquid heat is assumed carried by the facility's own CDUs, which the bill of materials does not price.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Facility water at %1 °C or cooler, the warmest all the CDUs are rated for. Flow is the rack-side flow at the CDUs' rated litres per minute per kW. Partial PUE after The Green Grid (White Paper 49).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/report/reportschedule.cpp" line="+0" />
        <source>Job</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <location line="+30" />
        <source>Team</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-30" />
        <source>Island</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Start (day)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>End (day)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>P10–P90</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Deadline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Why it waited</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>%1 (met)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1 (missed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>%1 (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Cloud</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>All jobs done by day %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Schedule</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Share</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Quota</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Jobs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPU-days</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Mean wait (days)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Deadlines missed</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>%1: %2 busy over %n week(s)</source>
        <translation>
            <numerusform>%1: %2 busy over %n week</numerusform><numerusform>%1: %2 busy over %n weeks</numerusform></translation>
    </message>
    <message>
        <location line="+4" />
        <source>Teams</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PlannerKnob</name>
    <message>
        <location filename="../app/text/ledgerformat.cpp" line="+125" />
        <source>context parallelism</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>an interleaved pipeline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>ZeRO-3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>expert parallelism</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>uneven pipeline stages</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>TP across servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>more virtual pipeline stages</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>a larger CP degree</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProbeText</name>
    <message>
        <location filename="../app/text/probetext.cpp" line="+18" />
        <source>finding the GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>memory bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>host transfers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>matrix multiply (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>matrix multiply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>sustained load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>GPU-to-GPU links</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>one GPU done</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Warning: another process kept the GPU busy when the probe started; its figures may be low.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Warning: the clocks were slowed by heat or by the hardware under sustained load (%1); cooling or power delivery limits this card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Note: under sustained load the card held its power limit (%1), as data-centre GPUs do on dense matrix work; every figure was measured in that state, as a training run would see it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Note: NVML could not be loaded, so there are no power, clock or PCIe readings.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Warning: cuBLASLt could not be loaded, so there are no GEMM figures.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Probe warning %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>You can run the probe on a machine with an NVIDIA GPU and import its report here (Import Probe Report…).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>This machine has no NVIDIA driver, so there is no GPU to measure.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The NVIDIA driver is installed but sees no GPU.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>The NVIDIA driver (%1) is older than the probe needs (CUDA %2): update the driver.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The CUDA driver found is the toolkit's stub library: this looks like a container started without the GPU driver.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The GPU is busy or in a prohibited compute mode: ask its administrator, or try later.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>This ClusterLedger was built without the CUDA toolkit, so its probe cannot measure a GPU.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>CUDA could not start on this machine.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>The probe could not measure this machine (%1).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProcurementText</name>
    <message>
        <location filename="../app/text/procurementtext.cpp" line="+16" />
        <source>Mainland China</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Global (outside mainland China)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>buyable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>export licence required</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>banned</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>not sold there</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>not recorded in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+14" />
        <source>Not buyable in %1 (%2): %3, since %4.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>Lead time in %1: %2 weeks from order, as published in %3 (%4).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RackItem</name>
    <message>
        <location filename="../app/canvas/items.cpp" line="-127" />
        <source>%1 kW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+50" />
        <source>%1/%2 U</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>%1 / %2 kW</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <location filename="../app/text/diagnostictext.cpp" line="-161" />
        <source>TP x PP x CP x DP is not the GPU count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>TP does not divide the attention heads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>more pipeline stages than layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>CP does not divide the sequence</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>EP must divide the experts and fit in DP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>the global batch does not split into DP x micro-batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>interleaving needs PP &gt; 1, micro-batches a multiple of PP and at least V layers per stage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>sequence parallelism needs TP &gt; 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>an HSDP shard group needs ZeRO-3 and must divide DP x CP, smaller than it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>uneven pipeline stages need at least two stages</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>the software stack cannot run this layout (it lacks a feature the layout uses)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>the GPU has no rate for this precision</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>no bandwidth between servers: the GPUs cannot train together</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>no network path between the servers (no compute fabric)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>no network path between the servers (the compute fabric is split into islands)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>no parallel layout fits in GPU memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>no valid parallel layout for this model on this cluster</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Schedule</name>
    <message>
        <location filename="../app/text/scheduletext.cpp" line="-235" />
        <source>Pre-train</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Full fine-tune</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>LoRA</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>QLoRA</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Evaluation / batch inference</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>asks for more servers than any island it may use has free of serving</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>the island it names is not in the design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>no island it may use has the GPU it asks for</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>asks for more GPUs than its team's quota</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>needs more GPU-hours than its team may start in a whole period</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>the served model and its KV cache do not fit on these GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>its TP, PP or EP makes no whole replica of the GPUs it gets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>the engine finds no layout that trains it on these servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Did not run: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Bought in from the cloud: the owned cluster has no servers free of serving for it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Bought in from the cloud: the owned cluster would finish it after its deadline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Started at once on serving's idle servers, %1 % of the time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Started at once</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Waited %1 days: team %2 was at its GPU quota</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Waited %1 days: team %2 had started its GPU-hours for the period</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Waited %1 days: its servers were held for %2, which queued first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Waited %1 days: its servers had not arrived (a later hardware phase)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Waited %1 days: the island was full</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Waited %1 days: the island was full (first to free servers: %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>Day %1 to %2 (P10–P90 %3–%4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <location line="+7" />
        <location line="+7" />
        <source>%1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-12" />
        <source>the cloud</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Scheduled on %1 with %2 GPUs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>MFU %1 %.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>%1 prompts per second.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>Next phase: %1 more %2 (%3 GPUs) on %4 by day %5, %6 capex: every reachable deadline met at P90.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>No addition of up to four times the island's servers brings every deadline in at P90: raise priorities, allow the cloud or move the deadlines.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>No next phase needed: every reachable deadline is met at P90.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Cloud: %1 GPU-hours, %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Cloud: %1 GPU-hours.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Beyond reach on any capacity (their run alone ends after the deadline at P90): %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+23" />
        <source>%1 GPUs at once</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>%1 GPU-h per %2 days</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>None</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+18" />
        <source>Jobs take whole GPU servers of one island. Serving fleets hold the servers their peak load needs. Waiting jobs go by priority, then fair share (GPU-days used over the team's share), then deadline; each starts where it ends soonest, and a team at its quota (GPUs at once, or GPU-hours started in the period) waits. The first job that does not fit reserves the earliest servers it can have; later jobs start ahead of it only where they do not delay it (EASY backfill). A preemptible job may run on serving's idle servers for the share of the day the load curve leaves them idle. Durations are the engine's, with goodput, on the servers each job gets; P10-P90 is the engine's band. An evaluation or batch-inference job runs its prompts at the serving model's full throughput there, its P10-P90 the serving model's measured spread.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Sharing</name>
    <message>
        <location filename="../app/text/sharingtext.cpp" line="+11" />
        <source>Eligible</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Under 8 GB of memory: the platforms' jobs pass it over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>No sharing platform in the catalog rents this card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Not in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Share a machine of its own, or at least a system on its own physical disk, apart from the disk that holds your work.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Never share a production machine or one with important files: assume a job may try to reach them (GPU memory overruns, side channels).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Give the platform client's access token a strong password and keep it to that machine.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Watch for GPU use you did not expect and for unusual outbound traffic.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Keep it online: platforms lower the standing of machines that drop off the network or lose power.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SizingText</name>
    <message>
        <location filename="../app/text/sizingtext.cpp" line="+39" />
        <source>%1 (P90 %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>chosen: the lowest capex that meets every target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>misses the deadline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>meets the deadline but is over budget</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>meets the deadline but draws more than the site cap</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>another option is as fast, as cheap and as frugal, and better in one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>meets every target, at a higher capex than the chosen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>no layout trains the model on it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>its design has errors</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>rack power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>rack units</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>rack weight</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>rack cooling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>one rack-scale system per rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>One more month</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>20 % more budget</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>60 kW racks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>memory bandwidth (decode)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>compute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>KV cache capacity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPU interconnect (TP all-reduces)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>the engine's batch limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>the prefill pool</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <source>the pick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>does not fit in memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>no size of it meets the targets at the load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>needs %1 GPUs, past the limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>no price in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>no units for the GEMMs' precision</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>dominated by %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>as good as the pick (Pareto)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>%1 % behind the pick (Pareto: better on GPUs or power)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>EP %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>, %1 prefill + %2 decode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>EP %1 (attention TP %2 × DP %3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+51" />
        <source>the catalog has no server that takes %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>the layout has no GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>its servers would not form an island of their own</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>no catalog GPU "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+16" />
        <source>Over the week's load: TTFT P90 %1 ms, TPOT P99 %2 ms (at the peak hour %3 ms and %4 ms).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Over the day's load: TTFT P90 %1 ms, TPOT P99 %2 ms (at the peak hour %3 ms and %4 ms).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-89" />
        <location line="+16" />
        <source>TP %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-127" />
        <source>%1 in %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>%1 × %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+121" />
        <source>, prefill on %1 GPUs and decode on %2, the KV cache %3 ms between them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <source>deadline %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1 kW per rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>PUE %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>capex budget %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>site cap %1 MW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Chosen: %1, %2, %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>%1 options weighed, %2 of them on the Pareto front</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StackFeature</name>
    <message>
        <location filename="../app/text/ledgerformat.cpp" line="+8" />
        <source>tensor parallelism</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>pipeline parallelism</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>sequence parallelism</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>selective recompute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>full recompute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>ZeRO-1 (a distributed optimizer)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>ZeRO-2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>ZeRO-3 / FSDP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>HSDP (sharding in groups)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>context parallelism</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>expert parallelism</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>an interleaved pipeline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>uneven pipeline stages</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>FP8 training</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Suggestion</name>
    <message>
        <location filename="../app/text/diagnostictext.cpp" line="+12" />
        <source>shard more with ZeRO-%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>recompute all activations (full recompute)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>split each layer over TP %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>split the layers over PP %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>use %1 GPUs with ZeRO-3 (the states sharded over more data-parallel ranks)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>fine-tune with LoRA adapters instead of all weights</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../app/canvas/tools.cpp" line="+121" />
        <source>Drop it on a rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+18" />
        <source>Click a device to start a cable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <source>Now click the device at the other end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Cable added</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::ApplyCalibrationCommand</name>
    <message>
        <location filename="../app/commands/applycalibration.cpp" line="+38" />
        <source>The calibration of %1 was changed elsewhere since; it is left as it is.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::ArchitectureFields</name>
    <message>
        <location filename="../app/ledger/architecturefields.cpp" line="+74" />
        <source>Layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Hidden size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Attention heads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>KV heads (GQA)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>FFN size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>FFN type</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Vocabulary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Local attention</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Attention window (tokens)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Full attention every</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>None (full attention)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Sliding window</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Chunked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Linear (fixed state)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>How the layers that do not attend over the whole context attend: a sliding window (gpt-oss, Mistral), chunks of the context (Llama 4) or a linear-attention state (MiniMax-M1). It bounds the KV cache a request holds and the attention FLOPs at long contexts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>No layer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>One layer in this many still attends over the whole context (Llama 4: 4, MiniMax-M1: 8, gpt-oss: 2)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::BuildFabricDialog</name>
    <message>
        <location filename="../app/gui/buildfabricdialog.cpp" line="+29" />
        <source>Compute (GPU to GPU)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Storage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>In-band Ethernet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Out-of-band management</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Racks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Switches</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>PDUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Transceivers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Cables</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>Build Fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>Fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Rail-optimised leaf/spine (SuperPOD)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Fat tree, a leaf on top of each rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Three tiers (leaf/spine/core)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Rail-optimised and fat-tree fabrics grow a core layer by themselves when one spine layer runs out of ports.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Topology</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Automatic (the design's own, or the most ports at the servers' speed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Switch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>1:1 (non-blocking)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>%1:1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Oversubscription at the leaves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Only the selected servers (or those in the selected racks)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <source>Kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Part</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Quantity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Cost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Build</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+61" />
        <source>&lt;b&gt;%1 servers&lt;/b&gt; joined by %2 leaves, %3 spines and %4 cores of %5 (%6 tiers).</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location line="+9" />
        <source>The management ports of %n switch(es) join the same network.</source>
        <translation>
            <numerusform>The management ports of %n switch join the same network.</numerusform><numerusform>The management ports of %n switches join the same network.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>Each leaf sends %n uplink(s) from its faster ports to spines of %1.</source>
        <translation>
            <numerusform>Each leaf sends %n uplink from its faster ports to spines of %1.</numerusform><numerusform>Each leaf sends %n uplinks from its faster ports to spines of %1.</numerusform></translation>
    </message>
    <message>
        <location line="+5" />
        <source>Switches +%1 −%2 · cables +%3 −%4 (%5 kept) · racks +%6 · cost %7</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>The fabric is already as built: nothing to change.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::CalibrateDialog</name>
    <message>
        <location filename="../app/ledger/calibratedialog.cpp" line="+39" />
        <source>Calibrate Against This GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Quick run (about 10 s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Run the Probe</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Import Probe Report…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+19" />
        <source>Measurement</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Measured</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Datasheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Efficiency used</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Apply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <source>The probe printed nothing for %1 s and was stopped.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Cancelled.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Import Probe Report</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Probe reports (*.json *.jsonl);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+15" />
        <source>The probe could not be started (%1). It is built only where the CUDA toolkit was found; you can import a report run elsewhere.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>not found</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The probe program was not found. Import a report run on another machine instead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Ready to measure the GPUs in this machine.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+67" />
        <source>Measuring…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+25" />
        <source>Measuring: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+14" />
        <source>Cancelled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>The probe crashed (%1). The application is unaffected.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>The probe gave no report (exit code %1): %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+25" />
        <source>the report could not be read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>No calibration: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>this machine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>The report cannot be used: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+21" />
        <source>GEMM throughput against matrix size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>matrix size (m = n = k)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>TFLOP/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+18" />
        <source>%1 GEMM</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Memory bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Host to device (pinned)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+31" />
        <source>%1 datasheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>%1: %2 measured as %3%4. Apply to use these efficiencies wherever the design uses this GPU.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source> (this report was not measured on a real GPU)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+15" />
        <source>The profile could not be stored: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::CalibrationText</name>
    <message>
        <location filename="../app/text/calibrationtext.cpp" line="+40" />
        <source>%1 on %2 GPUs in %3 server(s): peak bus bandwidth %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>%1 efficiency %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>(capped at 1: faster than the ring model)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>not calibrated from: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>%1 wrong results reported: check the fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>%1 log, %2 steady steps on %3 GPUs (%4): %5 per step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>%1 tokens/s per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>the engine predicted %1, GEMM efficiency %2 → %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>%1 GPUs, %2 samples</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>utilization %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>SM active %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>power %1 mean</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>memory peak %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>(read against the plan, not fitted)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>the links inside a server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>the network between servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>memory bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>GEMM efficiency (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>%1 from %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>%1; %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>probe report</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>nccl-tests</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>training log</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>telemetry</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+19" />
        <source>GPU utilization</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>SM active</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Tensor cores active</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Memory per GPU (peak)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Power per GPU (mean)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>NVLink traffic per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>PCIe traffic per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Network sent per server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Energy of the GPUs seen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+20" />
        <source>Planned: the step less the pipeline bubble and host overhead, when no kernel runs (nvidia-smi utilization.gpu counts any kernel).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Planned: the compute and optimizer share of the step.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Planned: the hardware FLOP utilisation (HFU) against the dense peak.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Planned: the memory fit's total per GPU. Observed memory also holds the allocator's cache, so a few GB above the plan is usual.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Planned: the GPU's TDP, which training holds the card near (the ledger's power counts GPUs at TDP).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Planned: the bytes the engine sends between servers each step, per server per second. Observed: node_exporter's InfiniBand port counters, summed per host.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Planned: the planned power over the file's own span, for the GPUs it saw.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Not planned: shown as observed.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::ChartsPanel</name>
    <message>
        <location filename="../app/ledger/chartsdock.cpp" line="+53" />
        <source>Memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <location line="+61" />
        <source>Step time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-60" />
        <source>Scaling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Cost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Serving memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Throughput</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Memory per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <location filename="../app/ledger/servingcharts.cpp" line="+40" />
        <source>GB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <location filename="../app/ledger/servingcharts.cpp" line="+2" />
        <source>GPU memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Power per rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>kW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Max</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Typical</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+17" />
        <source>Power per rack: the %1 most loaded of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <source>Usable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>seconds per step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>Days to train against GPU count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>days</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>same layout, more data parallelism</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>this design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Capex by category and opex per year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Capex</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>opex/year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/ledger/servingcharts.cpp" line="-3" />
        <source>Memory per GPU of each served model, at its load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+24" />
        <source>sequences in flight (all replicas)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>output tokens/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>output tokens/s (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+14" />
        <source>at the load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>TTFT ≤ %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>TPOT ≤ %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::CompareDialog</name>
    <message>
        <location filename="../app/ledger/comparedialog.cpp" line="+58" />
        <source>Compare GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+16" />
        <source>Same GPU count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Same capex for GPUs and servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Compare</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <location line="+68" />
        <source>Days</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-68" />
        <source>MFU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>GPU count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPUs and servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Fits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The first row is this design as the ledger has it (its network, servers and goodput). The others are the same run planned on a usual cluster of each GPU: 8 per server, its usual network and efficiency profile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+27" />
        <location line="+16" />
        <source>%1 (this design)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+18" />
        <source>Days to train</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>days</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-29" />
        <location line="+59" />
        <source>yes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-59" />
        <location line="+59" />
        <source>no: out of memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+17" />
        <source>days (log scale)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::DatasetFields</name>
    <message>
        <location filename="../app/ledger/datasetfields.cpp" line="+79" />
        <source>Dataset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Loader workers per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Bytes read per token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Host time per token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Pre-tokenised shards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Raw text (tokenised by the loader)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Image-text pairs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Video clips</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>What the data loaders read and decode for the GPUs: the ledger checks it against the file servers' read rate and the servers' CPU cores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>None: loads between steps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>DataLoader worker processes per GPU (num_workers). With workers the next batch loads while the GPUs compute; with none every step waits for its data (seed 000's 5 % utilisation).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <location line="+1" />
        <source>The dataset's</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>Read from storage per trained token; %1 B for this kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Host core time per token to decode or tokenise it; %1 µs for this kind</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::DesignOverview</name>
    <message>
        <location filename="../app/gui/designoverview.cpp" line="+158" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Place</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Max / usable kW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Power load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-1" />
        <source>Model</source>
        <comment>device model</comment>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location line="-55" />
        <source> · %n GPU(s) %1</source>
        <translation>
            <numerusform> · %n GPU %1</numerusform><numerusform> · %n GPUs %1</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>U%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>U%1–U%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>0U</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+17" />
        <source>row %1, #%2 · %3/%4 U</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>%1 / %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+47" />
        <source>Not placed</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::Document</name>
    <message>
        <location filename="../app/document/document.cpp" line="+31" />
        <source>Untitled</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::ExportController</name>
    <message>
        <location filename="../app/gui/exportcontroller.cpp" line="+47" />
        <location line="+17" />
        <source>Export PDF Report</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-16" />
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Writing the report…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <location line="+16" />
        <source>%1 could not be written: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-14" />
        <location line="+16" />
        <source>Wrote %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Export BOM</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <location line="+6" />
        <source>CSV files (*.csv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Export Cable Schedule</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>Export Ledger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>JSON files (*.json)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::FileCalibrationDialog</name>
    <message>
        <location filename="../app/ledger/filecalibrationdialog.cpp" line="+86" />
        <location line="+66" />
        <source>Calibrate From Files</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-61" />
        <source>Add what your team already has: nccl-tests outputs, training logs (Megatron-LM, NeMo, torchtitan, DeepSpeed), telemetry (nvidia-smi CSV, dcgm-exporter) and probe reports. Drop files here or add them; what the files do not say is asked below.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <source>File</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>What was read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Add Files…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Remove</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>What the files do not say</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>What it changes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Efficiency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Before</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>After</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Change</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>From file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+21" />
        <source>Apply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Benchmark outputs, logs and telemetry (*.txt *.log *.out *.csv *.prom *.json *.jsonl);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+21" />
        <source>As the files name it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Not given</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>As the files say</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>As the log prints it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>GPU:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Network between servers:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPUs per server:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Model trained:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+67" />
        <source>Error: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Warning: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+15" />
        <source>not recognised</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>not read: see the messages below</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+32" />
        <source>No files yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Nothing to calibrate from: telemetry is read against the plan (Tools &gt; Plan Against Actual), not fitted.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+20" />
        <source>This design has no %1: the profile applies to designs that use it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>The design trains nothing that the profile could move.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>On this design: training time %1 → %2 (%3%4 %), measured on %5 GPUs.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::FileController</name>
    <message>
        <location filename="../app/gui/filecontroller.cpp" line="+39" />
        <source>Cannot Open Design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1 could not be opened. The current design is unchanged.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Could not open %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>%1 is open in another window: opened read-only, save under another name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>%1 is a version-%2 design, read and brought up to date: saving writes version %3, which older ClusterLedger releases cannot open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+41" />
        <location line="+26" />
        <source>Cannot Save Design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-25" />
        <source>%1 is open in another window; saving over it would destroy the work there. Save under another name, or close it there first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <location line="+189" />
        <source>File Changed on Disk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-188" />
        <source>%1 was changed on disk since you opened it (another window or program saved it). Overwrite it with your version?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Cancel keeps the file as it is; Save As keeps both.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Overwrite</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>%1 could not be saved: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>Saved %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+26" />
        <source>Unsaved Changes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1 has unsaved changes. Save them first?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+15" />
        <source>Open Design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>ClusterLedger designs (*%1);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+15" />
        <source>Save Design As</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>ClusterLedger designs (*%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <source>Revert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Discard all changes since the last save?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>New cluster</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+44" />
        <source>Design Open Elsewhere</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1 is open in another ClusterLedger window (process %2 on %3). Two windows saving one file overwrite each other's work.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Open it read-only to look (saving asks for another name), or open it anyway if that window is gone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Open Read-Only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Open Anyway</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+30" />
        <source>%1 was changed on disk by another window or program, and you have unsaved changes here. Reload it and lose yours?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>%1 was changed on disk by another window or program. Reload it?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Keeping this version: saving asks before it overwrites the file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Reload</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Keep This Version</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Reloaded %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>%1 changed on disk and cannot be read now: kept this version</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+25" />
        <location line="+18" />
        <source>Recover Unsaved Work</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-17" />
        <source>an untitled design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>ClusterLedger kept unsaved changes to %1 that were not saved when it last closed. Recover them?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Written automatically on %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Recover</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Discard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>The autosaved copy could not be read: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Recovered unsaved changes to %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::FloorView</name>
    <message>
        <location filename="../app/canvas/floorview.cpp" line="+162" />
        <source>No racks on the floor yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <location line="+84" />
        <source>cold aisle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-84" />
        <location line="+85" />
        <source>hot aisle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-84" />
        <source> (contained)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+62" />
        <source>Row %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Rows %1–%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+15" />
        <source>under 60 % of usable power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>60–80 %</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>80–100 %</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>cable tray</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+59" />
        <source>%1 of %2 usable</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::Inspector</name>
    <message>
        <location filename="../app/gui/inspector.cpp" line="+249" />
        <location line="+18" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-17" />
        <source>Feeds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Voltage (V)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Breaker (A)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Phase</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Derating</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Redundancy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Budget cap (kW, 0 = none)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Usable power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Cooling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Cooling limit (kW, 0 = not stated)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Of it to liquid (kW, 0 = not stated)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Heat at max load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Scale-up domain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>none: each server scales up alone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Racks with the same name form one NVLink or UB domain (GB200 NVL72: one rack; CloudMatrix 384: its 16 racks). Only rack-scale trays join it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Model</source>
        <comment>device model</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPU model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Rating</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Ends</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Media</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Length</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location line="+25" />
        <source>%n object(s) selected</source>
        <translation>
            <numerusform>%n object selected</numerusform><numerusform>%n objects selected</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>Select one object to edit it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Rack %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <source>%1 kW usable, %2 kW at max load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>%1 kW to air, %2 kW to liquid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Device %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+24" />
        <source>%1 kW at %2 °C facility water, %3 L/min, %4 kW input</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+31" />
        <source>Cable %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <source>From the floor: %1 m</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>Site</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+17" />
        <source>A rack needs a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>A scale-up domain name cannot hold control characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>A scale-up domain name holds at most %1 bytes of UTF-8.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+20" />
        <source>The liquid part cannot pass the rack's cooling limit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+14" />
        <source>2N needs an even number of feeds: half of them carry the load alone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>N+1 needs at least two feeds.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Edit Rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+15" />
        <source>A device needs a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+15" />
        <source>Edit Device</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+18" />
        <source>Edit Cable</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::JobFields</name>
    <message>
        <location filename="../app/ledger/jobfields.cpp" line="+115" />
        <source>Job</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Prompts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Team</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Priority</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Earliest start (day)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Deadline (day, 0 = none)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Runs on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPU model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Preemptible</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Training or fine-tuning</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Evaluation or batch inference</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>An evaluation or batch-inference job serves its prompts at the serving model's full throughput on the GPUs it gets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Prompts the job runs, each of the input and output tokens below</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Any island that fits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Any GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Only islands of this GPU run the job: its kernels, its memory, or the GPUs its budget was approved for</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Jobs take whole servers: the GPUs are rounded up to them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Higher runs first; equal priorities go by the team's fair share, then the earlier deadline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Counted from day 0 of the schedule, as the earliest start is</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>may borrow serving's idle servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Runs on serving servers the load curve leaves idle, at the share of the day they are idle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+74" />
        <source>Not taken: the deadline (day %1) must come after the earliest start (day %2).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::LedgerPanel</name>
    <message>
        <location filename="../app/ledger/ledgerdock.cpp" line="+38" />
        <source>does not fit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>fits, under 10 % to spare</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>fits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+133" />
        <source>The ledger of the training run:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>The ledger of the design's training run, not of job %1: the schedule sizes each job on the GPUs it gets (its line in the Targets panel and the Schedule tab):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>The ledger of serving %1 (required at its load; the energy row's second figure is at maximum throughput):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+18" />
        <source>Serving %1: %2 output tokens/s on %3 GPUs (%4) · TTFT %5 ms · TPOT %6 ms · limited by %7</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+17" />
        <source>Blue figures explain themselves: hover for the formula and its inputs, click to keep it open.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Required</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Datasheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Calibrated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Headroom</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Available, from datasheets and the efficiency profile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Available, as measured on your GPU by the probe</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Available, as calibrated from your own files: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>PUE = %1 for air, %2 for liquid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>CDUs = %1, %2 capacity, drawing %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+21" />
        <source>Computing the ledger…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+23" />
        <source> (deadline %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Days to train: %1%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>MFU %1 · %2 model TFLOP/s per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>GPU-hours: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Memory per GPU: %1 of %2 (%3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Layout: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Software stack: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Bottleneck: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>GPUs x days to train x 24</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPUs = %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>days = %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>No training estimate: see the diagnostics.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Estimated on %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Alone, %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-128" />
        <source>Serving %1: does not fit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+133" />
        <source>IT power %1 max, %2 typical · facility %3 (PUE %4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-91" />
        <source>racks = %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>heat = %1 BTU/h, %2 cooling tons</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>to liquid cooling = %1 (%2 of the heat), the rest to air</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+88" />
        <source>sum of devices' max (nameplate) power; facility = air heat x PUE + liquid heat x partial PUE + CDUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Capex %1 · opex %2 per year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>sum of the bill of materials at catalog prices</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>This run: %1 owned</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source> against %1 in the cloud</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Owned: %1 per GPU-hour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source> · cloud %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source> · the cloud is cheaper even at full utilisation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source> · break-even at %1 utilisation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>(capex / depreciation years + opex per year) / (GPUs x 8,760 h x utilisation)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>depreciation = %1 years</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>utilisation = %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>opex basis = %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPU-hours x owned (or cloud) price per GPU-hour</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::LoadCurveField</name>
    <message>
        <location filename="../app/ledger/loadcurvefield.cpp" line="+43" />
        <source>flat: the peak all the time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Shares of the peak load for each hour of a day (24) or of a week from Monday 00:00 (168), separated by commas or spaces; a column pasted from a spreadsheet reads too</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+30" />
        <source>Not taken: "%1" is not a share of the peak from 0 to 1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Not taken: %1 shares; a day has 24 hours, a week 168.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Not taken: at least one hour must be above 0 (the peak is the load above).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+122" />
        <location line="+1" />
        <source>%1 %</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/docklayout.cpp" line="+85" />
        <source>Summary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Diagnostics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Undo History</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Palette</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Targets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Ledger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Charts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Floor</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Topology</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Schedule</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Outline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Layers</source>
        <comment>canvas</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Inspector</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/mainwindowactions.cpp" line="+40" />
        <source>&amp;New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>New from &amp;Targets…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Size a complete cluster from a model, tokens, a deadline, kW per rack and a budget</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Save &amp;As…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Re&amp;vert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>PDF &amp;Report…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>&amp;BOM as CSV…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Ledger as JSON…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Cable Schedule as CSV…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Copy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Paste</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>D&amp;uplicate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Select &amp;All</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Replicate ×N…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Repeat the selected racks, their contents and the cables among them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Zoom &amp;In</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Zoom &amp;Out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Fit All</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Fit &amp;Selection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Build &amp;Fabric…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Lay out leaves, spines and cores with their racks and cables, to join the servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Compare GPUs…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>Calibrate Against This &amp;GPU…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Calibrate From &amp;Files…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Calibrate from nccl-tests outputs, training logs, telemetry and probe reports your team already has</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Plan Against &amp;Actual…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>The running cluster's telemetry beside the plan: utilization, memory, power and energy per period</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Share Idle Cards…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>What the design's GPUs would earn on a sharing platform, less their electricity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Import Probe Report…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>&amp;About ClusterLedger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Select</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Connect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Draw a cable: click one device, then the other</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Enforce Power Budgets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Refuse drops that would pass a rack's usable power (hold Alt or Shift to override once)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>System Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <source>&amp;Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>&amp;File</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Open &amp;Recent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Export</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Tools</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+88" />
        <source>Tools</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Compute</source>
        <comment>fabric</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Storage</source>
        <comment>fabric</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>In-band</source>
        <comment>fabric</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Out-of-band</source>
        <comment>fabric</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Show %1 cables</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+84" />
        <source>%1[*] — ClusterLedger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>A stored calibration could not be read: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>Import Probe Report</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Probe reports (*.json *.jsonl);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/diagnosticspresenter.cpp" line="+78" />
        <source>No problems found</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform><numerusform>%n errors</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform><numerusform>%n warnings</numerusform></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="-118" />
        <source>Autosave kept the last copy: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+97" />
        <source>%1[*] (read-only) — ClusterLedger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+39" />
        <source>Calibrate %1 from %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+59" />
        <source>About ClusterLedger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&lt;h3&gt;ClusterLedger %1&lt;/h3&gt;&lt;p&gt;The compute ledger: plan AI training clusters with racks, power, network, training time and cost in one live picture.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+28" />
        <source>Select racks or devices to copy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+64" />
        <source>Build Fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Fabric built: %1 switches and %2 cables added</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+17" />
        <source>Replicate Racks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>How many copies in all (the selection counts as one)?</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::NewFromTargetsDialog</name>
    <message>
        <location filename="../app/gui/newfromtargetsdialog.cpp" line="+60" />
        <source>New from Targets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Set the targets and search: every candidate is sized from a few servers to the largest cluster, each size a complete design.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Option</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <location filename="../app/gui/newfromtargetsresults.cpp" line="+182" />
        <source>Days</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Capex</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Facility power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Racks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Pareto</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Why not chosen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+24" />
        <source>Create Design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+31" />
        <source> T tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source> days</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source> kW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source> M USD</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <location line="+19" />
        <source>no limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-12" />
        <source>enter the rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source> %1 per USD</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source> MW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+21" />
        <source>Any (no market rules)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source> GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPUs of the selected candidate already held: searched up to this many even where the market cannot buy more</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+16" />
        <source>Model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Deadline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Usable power per rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>PUE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Currency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Exchange rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Capex budget</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Site power cap</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Market</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Candidates</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Held</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Search</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Stop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+56" />
        <source> — %1 held</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source> — not buyable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>%1: %2 (%3, since %4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+16" />
        <source>Enter the exchange rate: %1 per USD on the day the budget was set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <source>Searching…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/newfromtargetsresults.cpp" line="-147" />
        <source>%1: %2, %3, %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+27" />
        <source>not searched</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+59" />
        <source>yes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+31" />
        <source>Chosen: %1 (searched %2 options in %3 s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>No option meets every target. Nearest miss: %1 (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Search stopped.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>No option could be sized.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/newfromtargetsdialog.cpp" line="-21" />
        <location filename="../app/gui/newfromtargetsresults.cpp" line="+4" />
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/newfromtargetsresults.cpp" line="+2" />
        <source>nothing meets the targets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>What if: </source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+17" />
        <source>Days against capex (bubbles: facility power up to %1, %2, %3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Pareto set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Other options</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-12" />
        <source>Capex (M USD)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+32" />
        <source>Chosen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+21" />
        <source>%1 for %2 (from targets)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::Palette</name>
    <message>
        <location filename="../app/gui/palette.cpp" line="+131" />
        <source>Search the catalog…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+17" />
        <source>Racks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>%1U, cooling up to %2 kW, %3 kW of it to liquid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>%1U, cooling up to %2 kW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPU servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <location line="+6" />
        <source>%1U, %2 kW max</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-5" />
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Switches</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>PDUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>%1 V, %2 A</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Coolant distribution units</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>in-row, %1 kW at %2 °C facility water</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>in-rack %1U, %2 kW at %3 °C facility water</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Cables and optics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <location line="+2" />
        <source>draw cables with the connect tool</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::PlanActualDialog</name>
    <message>
        <location filename="../app/ledger/planactualdialog.cpp" line="+36" />
        <source>%1 days</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>%1 h</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>%1 min</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1 s</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location line="+13" />
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform><numerusform>%n GPUs</numerusform></translation>
    </message>
    <message>
        <location line="+19" />
        <location line="+71" />
        <source>Plan Against Actual</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-67" />
        <source>The running cluster's bill: add one telemetry file per period (a week's nvidia-smi --query-gpu CSV, a day's dcgm-exporter scrapes). Each figure is set against what the ledger plans per GPU; drifts over the tolerance are marked.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Add Files…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Remove Period</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>The --query-gpu list a CSV was written with when it has no header line (--format=csv,noheader)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source> s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>from the timestamps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Seconds between the scrapes of a Prometheus file without timestamps (curl in a loop writes none): gives the file a span and the NIC counters a rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Mark drifts over:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Scrape interval:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Fields of a CSV without header:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+31" />
        <source>Telemetry (*.csv *.prom *.txt);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+29" />
        <source>Error: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Warning: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+46" />
        <source>Plan per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>over each period</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>not planned</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>not read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>plan %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Drifts %1 from the plan: more than the %2 tolerance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+14" />
        <source>The design plans no training run: the files are shown as observed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>%1 saw %2 of the plan's %3 GPUs: per-GPU figures compare directly, energy is for the GPUs seen.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>%1: GPU %2 lags the others (%3 %4, %5): one slow card paces the whole synchronous job.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>power not read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>No telemetry yet.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::PortfolioDialog</name>
    <message>
        <location filename="../app/ledger/portfoliodialog.cpp" line="+110" />
        <source>Teams, Phases and Cloud</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Teams share the cluster: fair share orders equal priorities by GPU-days used over the share; a quota holds a team's jobs back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Team</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Share</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>GPUs at once</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPU-hours per period</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Period (days)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Add Team</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Remove Team</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Teams</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Racks in a phase arrive on its day (counted from day 0 of the schedule); racks in none are there from day 0.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Phase</source>
        <comment>hardware phase</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Arrival (day)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>The racks of the phase picked; a rack arrives in one phase at most</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Add Phase</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Remove Phase</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Phases</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>rent what the owned cluster cannot finish by its deadline or has no room for</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>%1 per GPU-hour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>the site's cloud price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>none (on-demand or reserved)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Spot capacity: interruptions per day, each a restart from the last checkpoint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <location line="+3" />
        <source>Cloud</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-2" />
        <source>Price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Spot interruptions per day</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+62" />
        <location line="+3" />
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+42" />
        <source>Team %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location line="+15" />
        <source>Team %1 is named by %n job(s) or serving fleet(s): give them another team first.</source>
        <translation>
            <numerusform>Team %1 is named by %n job or serving fleet: give them another team first.</numerusform><numerusform>Team %1 is named by %n jobs or serving fleets: give them another team first.</numerusform></translation>
    </message>
    <message>
        <location line="+15" />
        <source>Phase %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+35" />
        <source>Arrives in %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+35" />
        <source>Team %1 needs a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Team %1's name is longer than a name may be.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+24" />
        <source>Phase %1 needs a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+54" />
        <source>The cloud price must be above 0 and at most 1000 USD per GPU-hour in the site's currency.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::ReportSettingsDialog</name>
    <message>
        <location filename="../app/report/exportdialog.cpp" line="+17" />
        <source>PDF Report</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>A4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Letter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Site currency (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>US dollars</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Paper</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Money in</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Sections</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Cover with the headline ledger and open problems</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Bill of materials</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Rack elevations</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Power and cooling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Training ledger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Assumptions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Cable schedule</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::SchedulePanel</name>
    <message>
        <location filename="../app/ledger/schedulepanel.cpp" line="+135" />
        <source>This design has no portfolio. A portfolio lists the teams that share the cluster, the jobs they queue and the hardware that arrives later (docs/schedule.md); the lab-portfolio example has one.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location line="+8" />
        <source>All jobs done by day %1; %n deadline(s) missed.</source>
        <translation>
            <numerusform>All jobs done by day %1; %n deadline missed.</numerusform><numerusform>All jobs done by day %1; %n deadlines missed.</numerusform></translation>
    </message>
    <message>
        <location line="+13" />
        <source>Teams, Phases and Cloud…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>The teams that share the cluster and their quotas, the racks that arrive later and the cloud the schedule may rent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <location line="+6" />
        <source>Jobs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-5" />
        <source>Teams</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Job</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <location line="+3" />
        <source>Team</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-3" />
        <source>Kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Priority</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Island</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Start (day)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>End (day)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>P10–P90</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Deadline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Why it waited</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Share</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Quota</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPU-days</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Mean wait (days)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Deadlines missed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+20" />
        <location line="+72" />
        <source>Cloud</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-49" />
        <source>%1, %2 GPUs, team %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Deadline day %1: met</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Deadline day %1: missed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+48" />
        <source>%1 (met)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1 (missed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+36" />
        <source>Set %1's GPUs to %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Set %1's priority to %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+18" />
        <source>Edit Teams, Phases and Cloud</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::ServingConfigureDialog</name>
    <message>
        <location filename="../app/ledger/servingconfiguredialog.cpp" line="+60" />
        <source>Configure Serving</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+32" />
        <source>Cheapest by</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>cost per hour (owned)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>fewest GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>lowest power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Search</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Option</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>USD/h</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>kW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>TTFT P90</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>TPOT P99</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Verdict</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <location line="+153" />
        <source>Apply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-142" />
        <source>The workload has no GPUs to size against yet: add servers to the design, then configure.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+36" />
        <source>Give the workload a load (requests per second or concurrent sequences): the configurator sizes each layout for it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+22" />
        <location line="+1" />
        <source>%1 ms</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+25" />
        <source>%1 layouts sized. The pick: %2 on %3 GPUs; Apply writes its engine and layout into the workload.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>%1 layouts sized. The pick: %2 on %3 GPUs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>This island has %1 of them: Apply adds %2 %3 GPUs in their usual servers as a new island and runs the workload there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>It runs on %1, not on this island's %2: Apply adds %3 of them in their usual servers as a new island and runs the workload there (select a row of the island's own GPU to keep the hardware).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+101" />
        <source>The hardware for this layout could not be made: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Apply Serving Configuration with Hardware</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-100" />
        <source>%1 layouts sized; none meets the targets at the load on the cards ticked.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+30" />
        <source>Add Hardware and Apply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+34" />
        <source>Apply Serving Configuration</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::ServingForm</name>
    <message>
        <location filename="../app/ledger/servingform.cpp" line="+232" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <location line="+26" />
        <source>Model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-25" />
        <source>Weights</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Activations</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>KV cache</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Input tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Output tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Amount</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Tensor parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Pipeline parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Runs on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>TTFT target, P90</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>TPOT target, P99</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Serving engine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Expert parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Prefill/decode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Prefill GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Decode GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Prefix cache hits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Cached prefix tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Load by hour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Requests</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Latency targets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Deployment</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>maximum throughput</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>concurrent sequences</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>requests per second</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>engine chooses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>The largest island</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>A served model stays inside one compute island: the one with the most GPUs, or the one named here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>INT4 and INT8 weights are dequantised to the activation precision for the GEMMs: decode reads the narrow weights from HBM, prefill runs at the activation precision's rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <location line="+2" />
        <location line="+6" />
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-7" />
        <source>the GPU's usual engine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Mixture-of-experts models: the routed experts spread over this many GPUs per instance, attention data-parallel over them (DeepSeek, SGLang)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>on separate GPUs (disaggregated)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>balanced</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Share of requests whose first tokens (system prompt, earlier turns) are already in the KV cache</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Configure…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Search GPUs, engines, TP/EP and aggregated or disaggregated serving for the cheapest that meets the targets at the load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+88" />
        <source>On %1 × %2 (%3, %4 replicas): %5 output tokens/s, TTFT %6 ms, TPOT %7 ms; limited by %8.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+128" />
        <source>Serving %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-136" />
        <source>Does not fit on %1 × %2 at TP %3: see the diagnostics.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-126" />
        <source>TTFT target, mean</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>TPOT target, mean</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+142" />
        <source>Per GPU: weights %1, workspace %2, KV cache for %3 sequences.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>The load at the targets needs %1 GPUs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+64" />
        <source>Edit Serving Workload</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+56" />
        <source>Add Serving Workload</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <source>Remove Serving Workload</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::SharingDialog</name>
    <message>
        <location filename="../app/ledger/sharingdialog.cpp" line="+54" />
        <source>Share Idle Cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Each card rented out on a GPU-sharing platform when the design does not use it: what it costs in electricity, what the platforms pay after their fee, and when it pays for itself. Amounts in %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+16" />
        <source>A shared card runs around the clock: the site's tariff over a flat day</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Share of the day a renter uses the card. No consumer platform publishes it; 34 % is Akash Network's GPU utilisation in Q1 2026 (Messari).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Board power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Each card's draw at load, capped as nvidia-smi -pl caps it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>What the rest of each machine draws while it stays on to be rented (CPU, board, fans): an assumption, 70–100 W for a desktop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Electricity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Rented</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Power limit per card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Rest of the machine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Platforms take it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>W at load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>kWh a day</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Electricity a day</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Income a day</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Net a day</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Breaks even</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>Before you share</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+37" />
        <source>never</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>%1, card %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+17" />
        <source>All cards that platforms take: net %1 – %2 %3 a day, %4 – %5 a month</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>%1: %2 (%3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>No sharing platform in the catalog rents these cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Prices: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::SiteForm</name>
    <message>
        <location filename="../app/gui/siteform.cpp" line="+143" />
        <source>Site name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>PUE (air)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Liquid partial PUE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Electricity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Currency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Units per USD</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Rate date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Depreciation (years)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Utilisation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Cloud price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Colocation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Row pitch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Cable slack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Aisle containment</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Market</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPUs held</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>As the PUE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>None: pay for energy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>A colocation price per kW of IT power per month: when set, the site's yearly opex is this price on the racks' maximum IT power, paid whether the GPUs are busy or not, instead of the energy bill</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Facility watts per watt of heat the cold plates take (The Green Grid's partial PUE): the water plant without the CDUs placed in the design, whose own power is added. Warm-water plants without chillers reach 1.04-1.10; air heat stays at the PUE.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Centre to centre of adjacent rack rows (rack depth plus one aisle): cables between rows run this far per row</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Added to every cable routed over the floor: service loops and dressing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Time of Use…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Peak, flat and valley prices by hour (峰谷电价): the energy cost follows them over the day</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>The day the exchange rate was taken: budgets and tariffs stay as entered, their USD value follows the rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Cold aisle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Hot aisle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-20" />
        <location line="+21" />
        <source>None</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Not said</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Where the parts are bought: GPUs that market cannot buy are flagged beyond the count held</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+60" />
        <source>Install GPUs to price them in the cloud</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Cloud price of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Install GPUs to say how many are held</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPUs of %1 already on hand: not flagged where the market cannot buy more</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+86" />
        <location line="+40" />
        <source>Edit Site</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-20" />
        <source>Edit Tariff</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+19" />
        <source>Change Currency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <location line="+4" />
        <source>Edit Targets</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::SummaryPanel</name>
    <message>
        <location filename="../app/gui/summarypanel.cpp" line="+77" />
        <source>compute %1, storage %2, in-band %3, out-of-band %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Racks: %2&lt;br&gt;GPU servers: %3&lt;br&gt;GPUs: %4%5&lt;br&gt;Switches: %6&lt;br&gt;Cables: %7 (%8)&lt;br&gt;IT power, max: %9 kW&lt;br&gt;IT power, typical: %10 kW&lt;br&gt;Usable rack power: %11 kW&lt;br&gt;Facility power at max (PUE %12): %13 kW</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::TargetsPanel</name>
    <message>
        <location filename="../app/ledger/targetspanel.cpp" line="+224" />
        <source>Training: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>custom model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Serving: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+44" />
        <source>Site</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Designed for</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>In the queue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Add Serving</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Add a model served from the design's GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Add Job</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Remove</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+89" />
        <source>Edit Job %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+16" />
        <source>Job %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <source>Add Job %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+24" />
        <source>Remove Job %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-102" />
        <source>Planner's choice: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Your layout: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-2" />
        <source>No layout runs: see the diagnostics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-272" />
        <source>Team 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+188" />
        <source>Job: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+45" />
        <source>Add a job to the portfolio's queue: it starts as a copy of the training run, and its Kind makes it an evaluation or batch inference</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Remove the served model or the job picked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>The design's workloads: the training run, the models it serves and the portfolio's jobs. The ledger and the charts follow the run or the model picked; the Schedule tab plans the jobs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+23" />
        <source>The schedule is being worked out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+34" />
        <source>Edit Targets</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::TariffDialog</name>
    <message>
        <location filename="../app/gui/tariffdialog.cpp" line="+32" />
        <source>Electricity Tariff</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Price per kWh by time of use, in %1. Hours are whole hours from 0 to 24; a period past midnight is two ranges (23-24, 00-07).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Period</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Price (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Hours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Add Period</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Remove Period</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+64" />
        <source>row %1: hours as 08-11, 18-23 (whole hours, from before to, 0 to 24), not "%2"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>row %1 has no hours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>add at least one period</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>%1 has no price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>%1 is in two periods</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+15" />
        <source>Over the day: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Not yet a tariff: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::TopologyView</name>
    <message>
        <location filename="../app/canvas/topologyview.cpp" line="+157" />
        <source>Servers: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-8" />
        <location line="+8" />
        <location line="+76" />
        <source>GPUs: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-99" />
        <source>%1 × %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1 GPUs each · %2 %3 per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <source>Scale-up (inside a domain)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n domain(s)</source>
        <translation>
            <numerusform>%n domain</numerusform><numerusform>%n domains</numerusform></translation>
    </message>
    <message>
        <location line="+11" />
        <source>Leaves: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Spines: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Cores: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>No compute switches yet: Tools → Build Fabric lays them out</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location line="+56" />
        <source>Servers: %1 in %n group(s)</source>
        <translation>
            <numerusform>Servers: %1 in %n group</numerusform><numerusform>Servers: %1 in %n groups</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>Leaves: %1 in %n group(s)</source>
        <translation>
            <numerusform>Leaves: %1 in %n group</numerusform><numerusform>Leaves: %1 in %n groups</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Spines: %1 in %n group(s)</source>
        <translation>
            <numerusform>Spines: %1 in %n group</numerusform><numerusform>Spines: %1 in %n groups</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Cores: %1 in %n group(s)</source>
        <translation>
            <numerusform>Cores: %1 in %n group</numerusform><numerusform>Cores: %1 in %n groups</numerusform></translation>
    </message>
    <message>
        <location line="+8" />
        <source>Cables up: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+26" />
        <source>Scale-out (network) ↑</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-29" />
        <source>%1:1 to the tier above</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::TrainingForm</name>
    <message>
        <location filename="../app/ledger/trainingform.cpp" line="+202" />
        <source>Custom architecture</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Parameter count only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Parameters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Training tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Sequence length</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Global batch (sequences, 0 = ~4M tokens)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Precision</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Optimizer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Software stack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Runs on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Parallel layout</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Tensor parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Pipeline parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Context parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>ZeRO stage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Recompute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Micro-batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Interleave</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Sequence parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Goodput</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Checkpoints</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Team profile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Deadline (days, 0 = none)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Budget (0 = none)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPU's default</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>The software that runs the training: it sets the kernels' efficiency, the overlap of communication and the host overhead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>The fastest island</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>A design whose servers fall into several compute islands trains on one: the fastest, or the one named here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Modelled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Share of wall time that trains; 0 models it from interruptions (Llama 3's rate) and checkpoints</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>asynchronous</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Checkpoints copied to host memory and written while training goes on: training stops only for the copy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Published best</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Typical team</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>The engine's figures are what the best published stacks and teams reach; a typical self-built cluster reaches about half of it (the seeds: 20–35 % MFU where the best reach 40–60 %), with a wider band</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Let the planner choose</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+33" />
        <source>Compute-optimal ≈ 20 tokens per parameter: %1 → %2 tokens</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::canvas::ClusterScene</name>
    <message>
        <location filename="../app/canvas/clusterscene.cpp" line="+114" />
        <source>no trays</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Scale-up domain %1 · %2 · %n GPU(s)</source>
        <translation>
            <numerusform>Scale-up domain %1 · %2 · %n GPU</numerusform><numerusform>Scale-up domain %1 · %2 · %n GPUs</numerusform></translation>
    </message>
</context>
<context>
    <name>cl::canvas::ClusterView</name>
    <message>
        <location filename="../app/canvas/clusterview.cpp" line="+101" />
        <source>No racks yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Drag a rack from the palette on the left onto this canvas, then servers, GPUs and switches into it; or open an example with File &gt; Open (a DGX SuperPOD unit, the mixed Mozi cluster, a 4 x RTX 4090 workstation).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>The ledger on the right follows every change.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+219" />
        <source>Cables are drawn with the connect tool</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::canvas::LayersPanel</name>
    <message>
        <location filename="../app/canvas/layerspanel.cpp" line="+65" />
        <source>Layer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Shown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Locked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Compute cables</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Storage cables</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>In-band cables</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Out-of-band cables</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Racks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Devices</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Scale-up domains</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Rack names and kW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Power fill</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Locked: drawn, but a click passes through it</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>clw::CountSpinBox</name>
    <message>
        <location filename="../widgets/quantityspinbox.cpp" line="+200" />
        <source>Expected a whole number, got %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>clw::DiagnosticList</name>
    <message>
        <location filename="../widgets/diagnosticlist.cpp" line="+84" />
        <source>Problem</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Where</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>clw::QuantitySpinBox</name>
    <message>
        <location filename="../widgets/quantityspinbox.cpp" line="-136" />
        <source>%1 to %2%3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Type a value from %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Not a number: type digits, with a unit if you like (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>"%1" is not a unit here: use %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>A negative value is not possible here: expected %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Too large: expected %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>%1 is outside the range: expected %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+35" />
        <source>%1 = %2%3</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>
