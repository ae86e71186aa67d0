<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Band</name>
    <message>
        <location filename="../app/text/ledgerformat.cpp" line="+375" />
        <source>%1 GPUs</source>
        <translation>%1 块 GPU</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 generation</source>
        <translation>%1 代</translation>
    </message>
    <message>
        <location line="+3" />
        <source>MoE models</source>
        <translation>MoE 模型</translation>
    </message>
    <message>
        <location line="+1" />
        <source>dense models</source>
        <translation>稠密模型</translation>
    </message>
    <message>
        <location line="+2" />
        <source>all runs</source>
        <translation>全部训练</translation>
    </message>
    <message>
        <location line="+11" />
        <source>centred on your own run on %1 GPUs, widened by %2 doublings to this scale</source>
        <translation>以您自己在 %1 块 GPU 上的实测为中心，按放大到本规模的 %2 次翻倍加宽</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the engine's error on held-out published runs, %1: %2 runs from %3 sources</source>
        <translation>引擎在留出的已发表训练上的误差，%1：%3 个来源的 %2 次训练</translation>
    </message>
    <message>
        <location line="+6" />
        <source>a typical self-built cluster: 20–35 % MFU (seeds)</source>
        <translation>典型自建集群：MFU 20–35 %（见种子文章）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>P10–P90: %1–%2 days, MFU %3–%4 (%5)</source>
        <translation>P10–P90：%1–%2 天，MFU %3–%4（%5）</translation>
    </message>
</context>
<context>
    <name>Bottleneck</name>
    <message>
        <location line="-254" />
        <source>the server's GPU links</source>
        <translation>服务器内 GPU 互联</translation>
    </message>
    <message>
        <location line="+3" />
        <source>compute (GEMMs at %1 of peak, recompute included)</source>
        <translation>计算（GEMM 达到峰值的 %1，含重计算）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>pipeline bubble (PP%1, %2 micro-batches)</source>
        <translation>流水线气泡（PP%1，%2 个微批次）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>tensor-parallel all-reduces over %1</source>
        <translation>经 %1 的张量并行 All-Reduce</translation>
    </message>
    <message>
        <location line="+3" />
        <source>context-parallel K/V ring over %1</source>
        <translation>经 %1 的上下文并行 K/V 环形交换</translation>
    </message>
    <message>
        <location line="+3" />
        <source>expert-parallel all-to-alls over %1</source>
        <translation>经 %1 的专家并行 All-to-All</translation>
    </message>
    <message>
        <location line="+3" />
        <source>host overhead of the %1 stack (launches, hooks)</source>
        <translation>%1 软件栈的主机端开销（内核启动、钩子）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>pipeline transfers over %1</source>
        <translation>经 %1 的流水线传输</translation>
    </message>
    <message>
        <location line="+2" />
        <source>exposed ZeRO-3 gathers over %1</source>
        <translation>经 %1 未被掩盖的 ZeRO-3 参数收集</translation>
    </message>
    <message>
        <location line="+3" />
        <source>exposed DP all-reduce over %1</source>
        <translation>经 %1 未被掩盖的数据并行 All-Reduce</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a typical team's cluster against the published best (seeds: 20-35 % MFU)</source>
        <translation>典型自建集群相对已发表最佳水平的损失（见种子文章：MFU 20–35 %）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>waiting for the slowest of %1 GPUs (stragglers)</source>
        <translation>等待 %1 块 GPU 中最慢的一块（慢节点）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>data loading (a step reads for %1 s, its host work takes %2 s)</source>
        <translation>数据加载（每步读取 %1 s，主机处理 %2 s）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>optimizer step (memory-bound)</source>
        <translation>优化器更新（受显存带宽限制）</translation>
    </message>
    <message>
        <location line="+239" />
        <source>no estimate</source>
        <translation>无法估算</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2 of the step</source>
        <translation>%1：占单步时间的 %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1; then %2: %3</source>
        <translation>%1；其次是%2：%3</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <location filename="../app/report/chartdata.cpp" line="+23" />
        <location line="+17" />
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="-16" />
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+34" />
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="-33" />
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Workspace</source>
        <translation>工作区</translation>
    </message>
    <message>
        <location line="+2" />
        <source>KV cache at the load</source>
        <translation>当前负载下的 KV 缓存</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location line="+1" />
        <source>TP</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CP</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>EP</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>PP</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>DP</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Host</source>
        <translation>主机开销</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stragglers</source>
        <translation>慢节点等待</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Typical team</source>
        <translation>典型团队</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Data wait</source>
        <translation>等待数据</translation>
    </message>
</context>
<context>
    <name>DeviceItem</name>
    <message>
        <location filename="../app/canvas/items.cpp" line="+292" />
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
</context>
<context>
    <name>DiagnosticAdvice</name>
    <message>
        <location filename="../app/text/diagnosticadvice.cpp" line="+27" />
        <source>Two racks were given the same row and position.</source>
        <translation>两个机柜被放在同一排、同一位置。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move one rack in the Inspector (row, position) or on the floor.</source>
        <translation>在属性面板中修改其中一个机柜的排号或位置。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The devices' nameplate power is more than the rack's feeds allow after derating and redundancy.</source>
        <translation>设备铭牌功率之和超过了机柜供电在降额和冗余之后的可用功率。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Move a server to a rack with headroom, add a feed, or raise the amps; check the PDU rating with the facility team.</source>
        <translation>把一台服务器移到有余量的机柜、增加一路供电或提高电流；与机房确认 PDU 额定值。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The rack holds powered devices but has no feeds and no budget.</source>
        <translation>机柜里装有用电设备，但没有配置供电回路或功率预算。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Give the rack its feeds (count, voltage, amps) or a power budget in the Inspector.</source>
        <translation>在属性面板中为机柜填写供电（路数、电压、电流）或功率预算。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The rack can produce more heat than its cooling removes.</source>
        <translation>机柜的最大发热超过了其制冷能力。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Check the rack's cooling type and limit (air ~20-40 kW, rear-door or liquid beyond); spread the load.</source>
        <translation>核对机柜的制冷方式与上限（风冷约 20-40 kW，更高需背板或液冷），或分散负载。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The devices weigh more than the rack is rated to carry.</source>
        <translation>设备总重超过机柜额定承重。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Check the rack's static load rating and the floor loading; move heavy servers.</source>
        <translation>核对机柜静载和地板承重；把重的服务器移走。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A device placed near the top runs past the rack's last U.</source>
        <translation>设备放得太高，超出了机柜顶部。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move it down in the rack or use a taller rack.</source>
        <translation>把它往下移，或换用更高的机柜。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Two devices occupy the same rack units.</source>
        <translation>两台设备占用了相同的 U 位。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move one of them to free U space.</source>
        <translation>把其中一台移到空闲的 U 位。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A device is in the design but not in a rack.</source>
        <translation>设备在设计中，但还没有放进机柜。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Drag it into a rack; until then it draws no rack power and gets no cables.</source>
        <translation>把它拖进机柜；在此之前它不计入机柜功率，也无法布线。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>More GPUs are listed than the server has slots.</source>
        <translation>列出的 GPU 多于服务器的插槽数。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove GPUs or use a server with more slots.</source>
        <translation>删除多余的 GPU，或换用插槽更多的服务器。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The GPU's form factor (SXM, PCIe, OAM) does not fit the server's slots.</source>
        <translation>GPU 的形态（SXM、PCIe、OAM）与服务器插槽不匹配。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Pick a GPU of the server's form factor, or a server built for that GPU.</source>
        <translation>选择与服务器形态一致的 GPU，或换用为该 GPU 设计的服务器。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The system is sold with its GPUs built in (a DGX); others cannot be installed.</source>
        <translation>该系统出厂即内置 GPU（如 DGX），不能安装其他 GPU。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Keep the built-in GPUs, or choose an HGX or PCIe server for other cards.</source>
        <translation>保留内置 GPU，或改用 HGX / PCIe 服务器来装其他卡。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>One server holds GPUs of different models.</source>
        <translation>同一台服务器混装了不同型号的 GPU。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Use one model per server; mixed servers pace at the slowest card.</source>
        <translation>每台服务器只用一种型号；混装时会被最慢的卡拖慢。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A GPU server has no GPU installed.</source>
        <translation>GPU 服务器没有安装 GPU。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Drag GPUs onto the server from the palette.</source>
        <translation>从部件库把 GPU 拖到这台服务器上。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A cable connects a device's port to itself.</source>
        <translation>一根线缆把设备的端口连到了它自己。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete the cable and draw it between two devices.</source>
        <translation>删除这根线，在两台设备之间重新连接。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A cable uses a port the device does not have (often after a model change).</source>
        <translation>线缆使用了设备不存在的端口（常见于更换型号之后）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Reconnect the cable to an existing port with the connect tool.</source>
        <translation>用连线工具把线缆重新接到存在的端口上。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Two cables share one port.</source>
        <translation>两根线缆共用了一个端口。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move one cable to a free port; check the port counts of the switch.</source>
        <translation>把其中一根移到空闲端口；核对交换机的端口数。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The cable's medium cannot carry the ports' speed: twisted-pair copper stops at 10G, each DAC at its rated rate.</source>
        <translation>线缆介质承载不了端口速率：双绞铜缆最高 10G，DAC 以其标称速率为限。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Set the link's medium in the Inspector: DAC within a rack, AOC or fibre between racks.</source>
        <translation>在属性面板中设置链路介质：机柜内用 DAC，机柜之间用 AOC 或光纤。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The cable is longer than its medium reaches at this speed.</source>
        <translation>线缆长度超出该介质在此速率下的传输距离。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Use AOC or fibre, or move the racks closer.</source>
        <translation>改用 AOC 或光纤，或把机柜挪近。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cold plates need a coolant loop (a CDU and facility water); an air-cooled rack has none.</source>
        <translation>冷板需要冷却液回路（CDU 与设施供水）；风冷机柜没有。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Use a liquid-cooled rack model, or air-cooled parts in this rack.</source>
        <translation>改用液冷机柜型号，或在该机柜中使用风冷部件。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The rack's manifold and cold plates carry less heat than its liquid-cooled parts give them.</source>
        <translation>机柜的分液歧管与冷板能带走的热量，小于其液冷部件交给它们的热量。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Check the rack's liquid limit in the Inspector against the manifold's rating, or move trays to another rack.</source>
        <translation>在属性中按分液歧管的额定值核对机柜的液冷上限，或把托盘移到其他机柜。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>What the cold plates do not take leaves in the room's air, and the rack's air part is smaller.</source>
        <translation>冷板带不走的热量散入机房空气，而机柜的风冷部分小于这部分热量。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Raise the rack's cooling limit (containment, a rear door) or lower its liquid part; check the air-cooled parts in it.</source>
        <translation>提高机柜的制冷上限（通道封闭、背板换热器）或调低其液冷部分；核对柜内的风冷部件。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The row's coolant distribution units are rated for less heat than its racks hand to liquid.</source>
        <translation>这一排冷量分配单元（CDU）的额定冷量，小于其机柜交给液冷的热量。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Add a CDU to the row (in-row, or in-rack in the rack short of one), or a larger model; plan N+1 for maintenance.</source>
        <translation>为这一排增加 CDU（列间式，或在缺少的机柜内加机柜内置式），或换更大的型号；按 N+1 预留检修余量。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>One CDU down for maintenance or a pump failure leaves the row's racks short of cooling.</source>
        <translation>一台 CDU 检修或水泵故障，这一排机柜就会冷量不足。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Add one in-row CDU to the row (N+1), or a larger model, so any one can stop.</source>
        <translation>为这一排再加一台列间式 CDU（N+1），或换更大的型号，使任何一台都可以停机。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Low GPU utilisation with busy storage or host CPUs: the data loading does not keep up (seed 000: 32 cards at 5 % until the loading ran in parallel).</source>
        <translation>GPU 利用率低而存储或主机 CPU 很忙：数据加载跟不上（种子文章 000：32 张卡利用率只有 5 %，直到数据加载改为并行）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Check the DataLoader's workers per GPU and the storage read rate (fio, or the file system's own monitor); pre-tokenise or pre-decode the data, cache it on local NVMe, or add file servers.</source>
        <translation>检查每卡 DataLoader worker 数和存储读带宽（fio 或文件系统自带监控）；预先分词或预先解码数据、缓存到本地 NVMe，或增加文件服务器。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The design has liquid-cooled parts but no CDU: the facility water loop is outside the plan.</source>
        <translation>设计中有液冷部件却没有 CDU：设施冷却水回路不在方案之内。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Place CDUs from the palette (Coolant distribution units) so they are checked and priced, or confirm the facility provides them.</source>
        <translation>从部件库（冷量分配单元）放置 CDU，使其参与校验和计价；或确认机房已提供。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A rack-scale system joins a fixed number of GPUs on its NVLink or UB switches (GB200 NVL72: 72; CloudMatrix 384: 384).</source>
        <translation>机柜级系统的 NVLink 或 UB 交换网络只能连接固定数量的 GPU（GB200 NVL72：72 块；CloudMatrix 384：384 块）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Give the extra racks their own scale-up domain name in the Inspector, or take trays out.</source>
        <translation>在属性面板中为多出的机柜另设超节点域名称，或移出部分托盘。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Trays of different systems cannot share one scale-up fabric.</source>
        <translation>不同系统的托盘不能共用一套超节点互联网络。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name a separate domain for each system's racks.</source>
        <translation>为每种系统的机柜分别命名超节点域。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Only rack-scale trays join a scale-up domain; an HGX or PCIe server keeps its own NVLink or PCIe.</source>
        <translation>只有机柜级托盘能加入超节点域；HGX 或 PCIe 服务器仍使用各自的 NVLink 或 PCIe。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Move the server to a rack without a domain, or replace it with the system's trays.</source>
        <translation>把该服务器移到未设超节点域的机柜，或换成该系统的托盘。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Rack-scale trays share NVLink only with the trays of their domain.</source>
        <translation>机柜级托盘只与同一超节点域内的托盘共享 NVLink。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Select the rack and set its scale-up domain in the Inspector (racks of one CloudMatrix share one name).</source>
        <translation>选中机柜，在属性面板中设置其超节点域（同一套 CloudMatrix 的机柜使用同一名称）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>GPU servers are not joined by a compute (GPU) network.</source>
        <translation>GPU 服务器之间没有计算网络连接。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cable each server's compute NICs to leaf switches (Tools → Build Fabric); until then the server trains only on its own.</source>
        <translation>把每台服务器的计算网卡接到叶交换机（工具 → 生成网络拓扑）；在此之前该服务器只能单机训练。</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Join the islands with spine switches and uplinks (Tools → Build Fabric); until then the ledger shows the fastest island.</source>
        <translation>用脊交换机和上联把孤岛连起来（工具 → 生成网络拓扑）；在此之前账本显示最快的孤岛。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The islands are apart by plan: the training run and the served models each name the island they run on (a serving pool added by the configurator is one).</source>
        <translation>这些孤岛是按规划分开的：训练任务和各推理模型都指定了各自运行的孤岛（配置器新增的推理池就是其中之一）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Nothing to do; join them (Tools → Build Fabric) only if one job should span them.</source>
        <translation>无需处理；只有当一个任务需要跨越它们时，才用工具 → 生成网络拓扑把它们连起来。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Building a fabric needs servers with ports on it (a DGX has compute, storage, in-band and management ports).</source>
        <translation>生成网络需要在该网络上有端口的服务器（DGX 有计算、存储、带内和管理端口）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Pick another fabric, or add servers (or NICs) with such ports.</source>
        <translation>换一个网络，或添加有此类端口的服务器（或网卡）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The chosen switch has no ports for this fabric.</source>
        <translation>所选交换机没有该网络的端口。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Leave the switch to the builder, or pick one from the catalog with ports at the servers' speed.</source>
        <translation>让生成器自动选择交换机，或从目录中选一款端口速率与服务器相当的交换机。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Three tiers of this switch cannot join that many leaves.</source>
        <translation>用这款交换机组成三层网络也连不起这么多叶交换机。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Use a switch with more ports, or oversubscribe the leaves.</source>
        <translation>换端口更多的交换机，或在叶交换机处做收敛。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>An edit put more into the rack than the kW per rack the design was made for.</source>
        <translation>编辑后机柜负载超过了设计时的单柜功率目标。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Move a server to another rack, or make the design again from targets with the new kW per rack.</source>
        <translation>把服务器移到其他机柜，或按新的单柜功率重新从目标生成设计。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Edits raised the capex above the budget the design was made for.</source>
        <translation>编辑后的资本支出超过了设计时的预算。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Remove what was added, or raise the budget and design again.</source>
        <translation>撤掉新增的设备，或提高预算后重新生成设计。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Edits raised the facility power above the site's cap.</source>
        <translation>编辑后的设施功率超过了场地上限。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Remove servers, or design again with a more efficient GPU.</source>
        <translation>减少服务器，或换用能效更高的 GPU 重新生成设计。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The site's market cannot buy this GPU under the rule named, and the site holds fewer than the design installs.</source>
        <translation>场地所在市场按所列规则无法采购该 GPU，且场地现有数量少于设计安装的数量。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Pick a GPU the market can buy (New from Targets with the market set), or record the GPUs already on hand in the site's held GPUs.</source>
        <translation>改选该市场可采购的 GPU（在“按目标新建”中设定市场），或在场地的“已持有 GPU”中登记现有库存。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The NetBox device type is not a catalog model (by name or id).</source>
        <translation>该 NetBox 设备类型（按名称或 ID）不是目录中的型号。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add the model to a catalog file in the user catalog folder, or map the type to a catalog model's name in NetBox, and import again.</source>
        <translation>把该型号加入用户目录文件夹中的目录文件，或在 NetBox 中把类型名改为目录型号名称，然后重新导入。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>No catalog rack has the NetBox rack's height.</source>
        <translation>目录中没有与该 NetBox 机柜高度相同的机柜。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add a rack of that height to the catalog, or correct the height in NetBox.</source>
        <translation>在目录中添加该高度的机柜，或在 NetBox 中更正高度。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The device's rack is missing from racks.csv or was left out.</source>
        <translation>该设备所在机柜不在 racks.csv 中，或已被略去。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Export the racks together with the devices, then place the device on the canvas or import again.</source>
        <translation>把机柜与设备一起导出，然后在画布上放置该设备或重新导入。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A cable names a device that was left out, or an interface its catalog model does not have.</source>
        <translation>线缆引用了已略去的设备，或其目录型号没有的接口。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Check the interface names against the catalog's port names (cx7-1, p17, nic1-p1).</source>
        <translation>对照目录中的端口名称（cx7-1、p17、nic1-p1）检查接口名称。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>NetBox's default device export has no position column, or the position is above the rack's height.</source>
        <translation>NetBox 默认的设备导出没有位置列，或位置高于机柜高度。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Add the Position and Rack face columns to the device table before exporting, or place the device on the canvas.</source>
        <translation>导出前在设备表中加上“Position”和“Rack face”列，或在画布上放置该设备。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>power_feeds.csv has no rows for the rack, or more feeds, amps or volts than the design takes (16 feeds, 10000 A, 100000 V).</source>
        <translation>power_feeds.csv 中没有该机柜的行，或馈线数、电流、电压超出设计可接受的范围（16 路、10000 A、100000 V）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Set the rack's feeds in the inspector.</source>
        <translation>在属性面板中设置该机柜的供电。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>racks.csv carries no power: the racks got the default feeds.</source>
        <translation>racks.csv 不含供电信息：机柜采用了默认供电。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Export the power feeds (power_feeds.csv) with the racks, or set each rack's feeds in the inspector.</source>
        <translation>与机柜一起导出电源馈线（power_feeds.csv），或在属性面板中逐个设置机柜供电。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The job asks for more servers than an island has free of serving, names an island the design lacks, or has no layout that trains.</source>
        <translation>该作业需要的服务器多于孤岛在推理服务之外空出的数量，或指定了设计中不存在的孤岛，或找不到能训练的并行布局。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Lower its GPUs, clear its island, or add servers in a phase.</source>
        <translation>减少其 GPU 数、清除其指定的孤岛，或在下一期扩容中增加服务器。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Jobs ahead of it hold the servers, or its run alone is longer than the time to its deadline.</source>
        <translation>排在前面的作业占着服务器，或者它单独运行所需的时间就已超过距截止期限的时间。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Raise its priority, allow the cloud, or buy the next phase the schedule proposes.</source>
        <translation>提高其优先级、允许使用云算力，或采购排期建议的下一期扩容。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Each serving engine runs on some vendors' cards only, and the schedule put the job on an island of another vendor's.</source>
        <translation>每种推理引擎只支持部分厂商的卡，而排期把该作业放到了其他厂商 GPU 的孤岛上。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Choose an engine for that GPU in the job's serving form, or hold the job to a GPU the engine runs on.</source>
        <translation>在作业的推理表单中为该 GPU 选择引擎，或把作业限定在该引擎支持的 GPU 上。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Neither the portfolio's cloud nor the site names a price per GPU-hour for the GPU the job would rent.</source>
        <translation>作业组合的云设置和站点都没有给出该作业要租用的 GPU 的每 GPU 小时价格。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Set portfolio.cloud.price_per_gpu_hour, or the site's cloud price for the GPU.</source>
        <translation>设置 portfolio.cloud.price_per_gpu_hour，或站点中该 GPU 的云价格。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The island's servers were removed or re-cabled since it was named.</source>
        <translation>指定孤岛的服务器已被删除或重新布线。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name an island the ledger lists, or clear it to use the largest.</source>
        <translation>指定账本中列出的孤岛，或清除指定以使用最大的孤岛。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The design has no GPU servers, or the model could not be resolved.</source>
        <translation>设计中没有 GPU 服务器，或模型无法解析。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add GPU servers, or name a catalog model preset.</source>
        <translation>添加 GPU 服务器，或指定目录中的模型预设。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The weights at their precision, the workspace and the KV cache of one full sequence exceed a GPU's memory.</source>
        <translation>按所选精度的权重、工作区和一条完整序列的 KV 缓存超出单卡显存。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Raise TP, quantise the weights (FP8, INT8, INT4) or the KV cache, or shorten the context.</source>
        <translation>提高 TP，量化权重（FP8、INT8、INT4）或 KV 缓存，或缩短上下文。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>An instance spans TP x PP GPUs, or EP GPUs with expert parallelism; each prefill and decode pool holds whole instances, and both fit on the island.</source>
        <translation>一个实例占用 TP × PP 块 GPU，启用专家并行时占用 EP 块 GPU；预填充池和解码池都须由完整实例组成，且都在孤岛的 GPU 数以内。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Choose an EP that divides the island's GPUs, pools that add up to at most its GPUs, or leave the pools to balance.</source>
        <translation>选择能整除孤岛 GPU 数的 EP，让两个资源池之和不超过其 GPU 数，或交由系统自动均衡。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Each serving engine runs on some vendors' cards only (MindIE on Ascend, TensorRT-LLM on NVIDIA).</source>
        <translation>每种推理引擎只支持部分厂商的加速卡（MindIE 用于昇腾，TensorRT-LLM 用于 NVIDIA）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Choose an engine for the island's GPU in the serving form, or leave it to the GPU.</source>
        <translation>在推理表单中为该孤岛的 GPU 选择合适的引擎，或交由 GPU 决定。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The request rate or concurrency at the TTFT/TPOT targets needs more replicas than the island holds.</source>
        <translation>在 TTFT/TPOT 目标下，请求速率或并发所需的副本数超过了孤岛的容量。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Add servers, quantise (FP8 halves the bytes each step reads), or relax the latency targets.</source>
        <translation>增加服务器、量化（FP8 使每步读取的字节减半），或放宽延迟目标。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The workload names a compute island the design does not have (its servers were removed or re-cabled).</source>
        <translation>训练任务指定的计算孤岛在设计中不存在（其服务器已被删除或重新布线）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Pick an island listed in the ledger, or clear the island so the fastest is used.</source>
        <translation>选择账本中列出的孤岛，或清除指定，使用最快的孤岛。</translation>
    </message>
    <message>
        <location line="+45" />
        <source>The workload asks for a number format the GPU has no units for (FP8 needs Hopper, Ada or newer; BF16 and TF32 need Ampere or newer; a V100 trains in FP16).</source>
        <translation>任务要求的数值格式该 GPU 没有对应的运算单元（FP8 需要 Hopper、Ada 或更新架构；BF16 和 TF32 需要 Ampere 或更新架构；V100 用 FP16 训练）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Train in the format the message names on this GPU, or pick a GPU that has the format in the design.</source>
        <translation>在这块 GPU 上改用提示中给出的格式，或在设计中换用支持该格式的 GPU。</translation>
    </message>
    <message>
        <location line="-222" />
        <source>Some compute NIC ports are not cabled, so those GPUs get less network bandwidth.</source>
        <translation>部分计算网卡端口没有接线，这些 GPU 的网络带宽会减少。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Cable the remaining rail ports (one per GPU on rail-optimised designs).</source>
        <translation>把剩余的轨道端口接上（轨道优化设计中每块 GPU 一个端口）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The compute network falls into islands with no path between them (often replicated units without a spine).</source>
        <translation>计算网络分成了互不连通的孤岛（常见于复制的单元之间没有脊层交换机）。</translation>
    </message>
    <message>
        <location line="+170" />
        <source>Leaf uplinks carry less bandwidth than their downlinks (oversubscription).</source>
        <translation>叶交换机上联带宽低于下联（存在收敛比）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Add uplinks or spines if data-parallel traffic crosses leaves; symptom at run time: poor multi-node scaling.</source>
        <translation>若数据并行流量需要跨叶交换机，增加上联或脊层交换机；运行时症状是多机扩展效率差。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Each GPU gets under 25 Gb/s of network bandwidth.</source>
        <translation>每块 GPU 的网络带宽低于 25 Gb/s。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Check NIC speed and count per GPU; at run time expect GPU utilisation below 30 % from communication stalls (run an NCCL bandwidth test).</source>
        <translation>核对每块 GPU 的网卡速率和数量；运行时 GPU 利用率可能因通信等待低于 30%（用 NCCL 带宽测试验证）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The cluster holds several GPU models; the slowest paces a synchronous job.</source>
        <translation>集群中有多种 GPU 型号；同步训练会被最慢的型号拖慢。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Run the job on one model's island, or expect the slowest card's speed everywhere.</source>
        <translation>把任务放在单一型号的孤岛上运行，或按最慢卡的速度估算。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The design has no installed GPUs, so there is nothing to train on.</source>
        <translation>设计中没有安装 GPU，无法训练。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add GPU servers with GPUs.</source>
        <translation>添加装有 GPU 的服务器。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The workload names no model.</source>
        <translation>训练任务没有指定模型。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pick a model preset or give a parameter count in the Targets panel.</source>
        <translation>在目标面板中选择模型预设或填写参数量。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>No layout of the job fits the cluster (memory, batch or network).</source>
        <translation>没有任何并行布局能在该集群上运行此任务（显存、批量或网络）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Read the reason; the usual fixes are more GPUs, ZeRO sharding, recompute or a smaller micro-batch.</source>
        <translation>查看给出的原因；常见办法是增加 GPU、使用 ZeRO 分片、重计算或减小微批大小。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Data parallelism must divide the global batch, so no layout spreads it over every GPU (at run time: GPUs left out of the job).</source>
        <translation>数据并行度必须整除全局批大小，因此没有并行方案能用上所有 GPU（运行时表现为部分 GPU 不参与训练）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Pick a global batch that the GPU count divides, or a GPU count that the batch splits over.</source>
        <translation>选一个能被 GPU 数整除的全局批大小，或选一个能整除该批大小的 GPU 数。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>The planner found a layout faster than any published run of this GPU generation reached (at run time: fewer tokens per second than planned).</source>
        <translation>规划器找到的并行方案比该代 GPU 任何已发表的训练都快（运行时表现为每秒 token 数低于计划）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Plan with the published ceiling (or calibrate with the probe), and keep a margin on the deadline.</source>
        <translation>按已发表的上限做计划（或用探针校准），并给截止期限留余量。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Weights, gradients, optimizer states and activations need more memory than a GPU has (at run time: CUDA out of memory).</source>
        <translation>权重、梯度、优化器状态和激活值所需显存超过单卡容量（运行时表现为 CUDA OOM）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Turn on activation recompute, raise the ZeRO stage or TP/PP, or lower the micro-batch; offload as a last resort.</source>
        <translation>开启激活重计算、提高 ZeRO 阶段或 TP/PP 并行度、减小微批大小；最后再考虑卸载到内存。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>At the estimated speed the run ends after its deadline.</source>
        <translation>按估算的速度，训练会在截止期限之后结束。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add GPUs, raise MFU (layout, precision), or move the deadline; Tools &gt; Compare GPUs shows other cards.</source>
        <translation>增加 GPU、提高 MFU（并行布局、精度），或推迟截止期限；“工具 &gt; 比较 GPU”可查看其他显卡。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The run's owned cost is over the workload's budget.</source>
        <translation>训练的自有成本超出了任务预算。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Compare GPUs (Tools &gt; Compare GPUs) or reduce tokens; check electricity price and depreciation.</source>
        <translation>用“工具 &gt; 比较 GPU”比较方案或减少 token；核对电价和折旧年限。</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Likely cause: %1</source>
        <translation>可能原因：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>First check: %1</source>
        <translation>首先检查：%1</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <location filename="../app/text/diagnostictext.cpp" line="+63" />
        <source>Rack %1 stands on the same floor place (row %2, position %3) as %4</source>
        <translation>机柜 %1 与 %4 占用了同一地面位置（第 %2 排，第 %3 位）</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Rack %1 draws up to %2 kW, over its usable %3 kW</source>
        <translation>机柜 %1 最大功耗 %2 kW，超出可用功率 %3 kW</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Rack %1 holds powered devices but has no usable power</source>
        <translation>机柜 %1 装有用电设备，但没有可用供电</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Rack %1 can produce %2 kW of heat, more than its cooling removes (%3 kW)</source>
        <translation>机柜 %1 最高发热 %2 kW，超出其制冷能力（%3 kW）</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Rack %1 carries %2 kg, over its rated %3 kg</source>
        <translation>机柜 %1 承重 %2 kg，超出额定承重 %3 kg</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 at U%2 is %3U high and runs past the top of %4 (%5U)</source>
        <translation>%1 位于 U%2，高 %3U，超出了 %4 的顶部（%5U）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 overlaps %2 at U%3 in %4</source>
        <translation>%1 与 %2 在 %4 的 U%3 处重叠</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 is not placed in a rack yet</source>
        <translation>%1 尚未放入机柜</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 lists %2 GPUs but has only %3 slots: no free slot for the rest</source>
        <translation>%1 列出了 %2 块 GPU，但只有 %3 个插槽：多出的 GPU 没有空闲插槽</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 (%2) does not fit the %3 slots of %4</source>
        <translation>%1（%2）不适配 %4 的 %3 插槽</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 is sold with %2 GPUs built in; it cannot hold %3</source>
        <translation>%1 出厂即内置 %2 GPU，无法安装 %3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 mixes GPU models (%2); one server holds one model</source>
        <translation>%1 混装了多种 GPU 型号（%2）；一台服务器只能装一种型号</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 is a GPU server with no GPU installed</source>
        <translation>%1 是 GPU 服务器，但未安装任何 GPU</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Link %1 connects a port to itself</source>
        <translation>链路 %1 把端口连到了它自己</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Link %1 uses port "%2", which %3 does not have</source>
        <translation>链路 %1 使用了端口“%2”，但 %3 没有这个端口</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Port %1:%2 is used by link %3 and already by %4</source>
        <translation>端口 %1:%2 被链路 %3 使用，但已被 %4 占用</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 has no compute-fabric link: it is left out of the estimate (an island of its own)</source>
        <translation>%1 没有计算网络连接：不计入估算（自成一个孤岛）</translation>
    </message>
    <message>
        <location filename="../app/text/scaleuptext.cpp" line="+120" />
        <source>The compute fabric falls apart into %1 islands with no path between them: each is estimated alone (Tools → Build Fabric joins them)</source>
        <translation>计算网络分成了 %1 个互不连通的孤岛：每个孤岛单独估算（工具 → 生成网络拓扑 可把它们连起来）</translation>
    </message>
    <message>
        <location filename="../app/text/diagnostictext.cpp" line="+28" />
        <source>One data-parallel group mixes GPU models (%1): the %2 sets the pace for all, the %3's memory bounds the layout</source>
        <translation>同一个数据并行组混用了多种 GPU 型号（%1）：%2 决定整体速度，%3 的显存决定并行布局的上限</translation>
    </message>
    <message>
        <location line="-20" />
        <source>%1 leaves %2 compute port(s) unconnected: its GPUs get less network bandwidth</source>
        <translation>%1 有 %2 个计算网端口未连接：其 GPU 获得的网络带宽会减少</translation>
    </message>
    <message>
        <location filename="../app/text/scaleuptext.cpp" line="+8" />
        <source>The compute fabric is %1 islands, each named by a workload that runs there: each is estimated alone</source>
        <translation>计算网络分为 %1 个孤岛，每个孤岛都由在其上运行的负载指定：各自单独估算</translation>
    </message>
    <message>
        <location filename="../app/text/diagnostictext.cpp" line="+7" />
        <source>Compute leaves are oversubscribed %1:1 (downlink to uplink bandwidth)</source>
        <translation>计算网 leaf 交换机收敛比为 %1:1（下行与上行带宽之比）</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The compute fabric gives a GPU only %1 between servers</source>
        <translation>计算网在服务器之间每块 GPU 只有 %1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The design has no GPU installed: there is nothing to train on</source>
        <translation>设计中没有安装任何 GPU：无法训练</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The workload cannot run: %1</source>
        <translation>训练任务无法运行：%1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No layout uses all %1 GPUs with this global batch: the estimate uses %2 and %3 sit idle</source>
        <translation>在此全局批大小下没有方案能用上全部 %1 块 GPU：估算使用 %2 块，%3 块闲置</translation>
    </message>
    <message>
        <location line="+8" />
        <source>No server has ports on the %1 fabric: nothing to join</source>
        <translation>没有服务器在 %1 网络上有端口：无可连接</translation>
    </message>
    <message>
        <location line="+6" />
        <source>No catalog switch "%1" serves this fabric: pick a switch with ports at the servers' speed</source>
        <translation>目录中的交换机“%1”不适用于该网络：请选择端口速率与服务器相当的交换机</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 leaves are more than three tiers of %2 switches can join: pick a switch with more ports</source>
        <translation>%1 台叶交换机超出了三层 %2 交换机所能连接的规模：请选择端口更多的交换机</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Rack %1 draws up to %2 kW, over the %3 kW per rack it was designed for</source>
        <translation>机柜 %1 最大功耗 %2 kW，超过设计时的单柜 %3 kW</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The capex is %1, over the %2 budget it was designed for</source>
        <translation>资本支出为 %1，超过设计时的 %2 预算</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The facility draws up to %1 MW, over the site's %2 MW it was designed for</source>
        <translation>设施最大功耗 %1 MW，超过设计时场地的 %2 MW 上限</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 × %2 installed, %3 held on site. %4</source>
        <translation>已安装 %1 × %2，场地持有 %3 块。%4</translation>
    </message>
    <message>
        <location line="+7" />
        <source>No candidate GPU or server to size the cluster with</source>
        <translation>没有可用于测算集群规模的候选 GPU 或服务器</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No catalog GPU "%1"</source>
        <translation>目录中没有 GPU“%1”</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No catalog server "%1" for %2</source>
        <translation>目录中没有用于 %2 的服务器“%1”</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No catalog rack "%1"</source>
        <translation>目录中没有机柜“%1”</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Server %1 does not take GPU %2 (built-in GPU or form factor)</source>
        <translation>服务器 %1 不能安装 GPU %2（内置 GPU 或外形规格不符）</translation>
    </message>
    <message>
        <location line="+7" />
        <source>One %1 draws %2 kW: more than the %3 kW a rack may draw</source>
        <translation>一台 %1 功耗 %2 kW，超过单个机柜允许的 %3 kW</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The compute fabric could not be built (%1)</source>
        <translation>无法生成计算网络（%1）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Serving workload %1 names island %2, which the design does not have</source>
        <translation>推理任务 %1 指定了孤岛 %2，但设计中没有该孤岛</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Serving workload %1 has no GPUs to run on</source>
        <translation>推理任务 %1 没有可运行的 GPU</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Serving workload %1 does not fit on %2 x %3 (TP %4): weights, workspace and one sequence's KV cache need more memory</source>
        <translation>推理任务 %1 放不进 %2 × %3（TP %4）：权重、工作区和一条序列的 KV 缓存所需显存超出</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Serving workload %1's layout does not make whole instances of its %2 x %3 (TP %4, EP %5, or the prefill and decode pools)</source>
        <translation>推理任务 %1 的并行布局无法用其 %2 × %3 组成完整实例（TP %4、EP %5，或预填充/解码资源池）</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Serving workload %1 names %2, which does not run on the %3: the card's usual engine serves it instead</source>
        <translation>推理任务 %1 指定了 %2，但它不支持 %3：改用该卡常用的推理引擎</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Serving workload %1 needs %2 GPUs for its load and latency targets; its island has %3</source>
        <translation>推理任务 %1 在其负载和延迟目标下需要 %2 块 GPU，而其孤岛只有 %3 块</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The workload names %1, but no compute island has that id: the ledger shows the fastest island instead</source>
        <translation>训练任务指定了 %1，但没有这个 ID 的计算孤岛：账本改为显示最快的孤岛</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The %1 has no %2 units: use %3 on it, or choose a GPU that has them</source>
        <translation>%1 没有 %2 运算单元：请在这块卡上改用 %3，或选用支持该格式的 GPU</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The estimate runs at %1 % MFU counted as published runs count it (the whole attention square), above the best published run on this GPU and precision (%2 %): treat it as optimistic</source>
        <translation>按已发表结果的口径（注意力按完整方阵计）估算的 MFU 为 %1 %，高于该 GPU 在此精度下已发表的最好成绩（%2 %）：请视为偏乐观</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The workload names no model the engine can resolve</source>
        <translation>训练任务指定的模型无法被引擎解析</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The layout needs %1 GB per GPU; the GPU has %2 GB</source>
        <translation>该并行方案每块 GPU 需要 %1 GB；GPU 只有 %2 GB</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Training takes %1 days, past the deadline of %2 days</source>
        <translation>训练需要 %1 天，超过了 %2 天的截止期限</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The run costs %1 (owned), over the budget of %2</source>
        <translation>这次训练（自建）花费 %1，超出 %2 的预算</translation>
    </message>
    <message>
        <location filename="../app/text/loaderrortext.cpp" line="+16" />
        <source>Info</source>
        <translation>提示</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+13" />
        <source>line %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <location line="+4" />
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../app/text/interchangetext.cpp" line="+16" />
        <source>Device %1 is of type "%2", which the catalog does not know: left out (add the type to a catalog file)</source>
        <translation>设备 %1 的类型“%2”不在目录中：已略去（请把该型号加入目录文件）</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Rack %1 is %2 high and no catalog rack is: left out, its devices kept unplaced</source>
        <translation>机柜 %1 高 %2，目录中没有该高度的机柜：该机柜已略去，其设备保留为未上架</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Device %1 names rack %2, which was not imported: it is kept unplaced</source>
        <translation>设备 %1 所在机柜 %2 未导入：该设备保留为未上架</translation>
    </message>
    <message>
        <location line="+7" />
        <source>A cable ends on %1 port %2, which no imported device has: the cable is left out</source>
        <translation>有线缆连到 %1 的端口 %2，但已导入的设备中没有该端口：该线缆已略去</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Device %1 has no position in rack %2 that the rack holds: it is kept unplaced (place it on the canvas)</source>
        <translation>设备 %1 在机柜 %2 中没有可用的位置：保留为未上架（请在画布上放置）</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Rack %1 has no power feeds the design can take in power_feeds.csv: it has the default feeds</source>
        <translation>power_feeds.csv 中没有机柜 %1 可用的供电馈线：该机柜采用默认供电</translation>
    </message>
    <message>
        <location line="+7" />
        <source>No power_feeds.csv: every rack has the default feeds (2 × 415 V 32 A three-phase, 2N); set them in the inspector</source>
        <translation>缺少 power_feeds.csv：所有机柜按默认供电（2 × 415 V 32 A 三相，2N）；请在属性面板中设置</translation>
    </message>
    <message>
        <location filename="../app/text/cablingtext.cpp" line="+17" />
        <source>Link %1 runs at %2 Gb/s but is marked %3, which carries at most %4 Gb/s in the catalog: choose DAC, AOC or fibre</source>
        <translation>链路 %1 速率为 %2 Gb/s，但标为%3，目录中该介质最高只支持 %4 Gb/s：请改用 DAC、AOC 或光纤</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Link %1 is %2 m long, past what a %3 cable at %4 Gb/s reaches in the catalog: choose AOC or fibre</source>
        <translation>链路 %1 长 %2 m，超出目录中 %4 Gb/s %3线缆的传输距离：请改用 AOC 或光纤</translation>
    </message>
    <message>
        <location filename="../app/text/scaleuptext.cpp" line="-108" />
        <source>Scale-up domain %1 holds %2 GPUs, more than one %3 joins (%4): split its racks into two domains</source>
        <translation>超节点域 %1 含 %2 块 GPU，超过一套 %3 可连接的数量（%4）：请把其机柜分成两个域</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Scale-up domain %1 mixes trays of different systems (%2): one NVLink or UB fabric joins trays of one kind</source>
        <translation>超节点域 %1 混用了不同系统的托盘（%2）：一套 NVLink 或 UB 交换网络只连接同一种托盘</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 stands in a rack of scale-up domain %2 but cannot join it (%3 is not a rack-scale tray): its GPUs scale up only among themselves</source>
        <translation>%1 位于超节点域 %2 的机柜中，但无法加入该域（%3 不是机柜级托盘）：其 GPU 只在本机内互联</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Rack %1 holds %2 %3 trays but names no scale-up domain: each tray's %4 GPUs scale up alone, and TP or EP across trays runs over the network</source>
        <translation>机柜 %1 装有 %2 个 %3 托盘，但未设置超节点域：每个托盘的 %4 块 GPU 各自互联，跨托盘的 TP 或 EP 将走网络</translation>
    </message>
    <message>
        <location line="+8" />
        <source>One %1 rack (%2 trays) draws %3 kW: more than the %4 kW a rack may draw here, and a rack-scale system is bought whole</source>
        <translation>一个 %1 机柜（%2 个托盘）功耗 %3 kW：超过此处每机柜允许的 %4 kW，而机柜级系统须整柜采购</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Rack %1 is air-cooled but holds liquid-cooled parts (%2 kW of their heat goes to liquid): give it liquid cooling or move them</source>
        <translation>机柜 %1 为风冷，却装有液冷部件（其中 %2 kW 的热量需由液体带走）：请为该机柜配置液冷，或移走这些部件</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Rack %1 hands %2 kW to its cold plates, more than its liquid loop takes (%3 kW)</source>
        <translation>机柜 %1 交给冷板 %2 kW，超过其液冷回路的 %3 kW</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Rack %1 leaves %2 kW of heat to the room's air, more than its air part removes (%3 kW)</source>
        <translation>机柜 %1 有 %2 kW 热量散入机房空气，超过其风冷部分的 %3 kW</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Row %1 hands %2 kW to liquid but its CDUs carry %3 kW: %4 kW has no CDU</source>
        <translation>第 %1 排交给液冷 %2 kW，但其 CDU 只能带走 %3 kW：有 %4 kW 没有 CDU 承担</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Row %1's %2 in-row CDUs carry its %3 kW only all together: without the largest, %4 kW (no N+1)</source>
        <translation>第 %1 排的 %2 台列间式 CDU 只有全部运行才能带走 %3 kW：去掉最大的一台只剩 %4 kW（没有 N+1 冗余）</translation>
    </message>
    <message>
        <location line="+11" />
        <source>it is loaded between steps in the training processes (0 loader workers), %1 s of it</source>
        <translation>数据在训练进程里于两步之间加载（DataLoader worker 为 0），占 %1 s</translation>
    </message>
    <message>
        <location line="+5" />
        <source>its host work takes %1 s on %2 loader cores per server</source>
        <translation>主机处理需 %1 s，每台服务器 %2 个加载核心</translation>
    </message>
    <message>
        <location line="+4" />
        <source>its %1 GB take %2 s at the file servers' %3 GB/s</source>
        <translation>%1 GB 数据按文件服务器的 %3 GB/s 需读取 %2 s</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Data sets the pace of each %1 s step: %2</source>
        <translation>数据加载决定了每步 %1 s 的节奏：%2</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 kW of heat goes to liquid and no CDU is placed: the plan assumes the facility's own CDUs and prices none</source>
        <translation>有 %1 kW 热量进入液冷，但未放置 CDU：方案假定由机房自有 CDU 承担，不计其价格</translation>
    </message>
    <message>
        <location filename="../app/text/scheduletext.cpp" line="+230" />
        <source>Job %1 cannot be scheduled: %2</source>
        <translation>作业 %1 无法排期：%2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Job %1 finishes after its deadline</source>
        <translation>作业 %1 在截止期限之后才完成</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Job %1 names %2, which does not run on the %3: the card's usual engine serves it instead</source>
        <translation>作业 %1 指定了 %2，但它不能在 %3 上运行：改由该卡常用的引擎服务</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Jobs were bought in from the cloud without a price: set the portfolio's cloud price per GPU-hour or the site's cloud price for the GPU</source>
        <translation>有作业改用云算力但没有价格：请设置作业组合的每 GPU 小时云价格，或站点中该 GPU 的云价格</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <location filename="../app/text/ledgerformat.cpp" line="-368" />
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <location line="+138" />
        <source>Compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Network per GPU</source>
        <translation>每卡网络</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Power</source>
        <translation>功率</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Prefill compute</source>
        <translation>预填充算力</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Memory (weights + KV)</source>
        <translation>显存（权重 + KV）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>HBM (decode)</source>
        <translation>HBM 带宽（解码）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Energy / M tokens</source>
        <translation>每百万 token 能耗</translation>
    </message>
    <message>
        <location line="+1" />
        <source>TTFT</source>
        <translation>首 token 延迟</translation>
    </message>
    <message>
        <location line="+1" />
        <source>TPOT</source>
        <translation>每 token 延迟</translation>
    </message>
    <message>
        <location line="+1" />
        <source>TTFT P90</source>
        <translation>首 token 延迟 P90</translation>
    </message>
    <message>
        <location line="+1" />
        <source>TPOT P99</source>
        <translation>每 token 延迟 P99</translation>
    </message>
    <message>
        <location line="+34" />
        <source>%1 (%2–%3)</source>
        <comment>P10-P90 band</comment>
        <translation>%1（%2–%3）</translation>
    </message>
    <message>
        <location line="+10" />
        <source>none</source>
        <comment>recompute</comment>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2" />
        <source>selective</source>
        <comment>recompute</comment>
        <translation>选择性</translation>
    </message>
    <message>
        <location line="+2" />
        <source>full</source>
        <comment>recompute</comment>
        <translation>完全</translation>
    </message>
    <message>
        <location line="+150" />
        <source>recompute: %1</source>
        <translation>重计算：%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>micro-batch %1</source>
        <translation>微批 %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>interleave %1</source>
        <translation>交错 %1</translation>
    </message>
    <message>
        <location line="+60" />
        <source>sliding-window attention of %1 tokens</source>
        <translation>%1 token 滑动窗口注意力</translation>
    </message>
    <message>
        <location line="+4" />
        <source>attention in chunks of %1 tokens</source>
        <translation>%1 token 分块注意力</translation>
    </message>
    <message>
        <location line="+4" />
        <source>linear attention</source>
        <translation>线性注意力</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1, full attention in %2 of %3 layers</source>
        <translation>%1，%3 层中 %2 层为全局注意力</translation>
    </message>
    <message>
        <location line="+15" />
        <source>a %1 B-parameter model (%2 layers, hidden %3)</source>
        <translation>%1B 参数模型（%2 层，隐藏维度 %3）</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a %1 B-parameter model (shape assumed: %2 layers, hidden %3)</source>
        <translation>%1B 参数模型（按标准结构估计：%2 层，隐藏维度 %3）</translation>
    </message>
</context>
<context>
    <name>EditOperations</name>
    <message>
        <location filename="../app/document/editoperations.cpp" line="+113" />
        <source>A design holds at most %1 racks, %2 devices, %3 links and %4 rows; this would pass that</source>
        <translation>一个设计最多容纳 %1 个机柜、%2 台设备、%3 条链路和 %4 排；此操作会超出上限</translation>
    </message>
    <message>
        <location line="-53" />
        <location line="+107" />
        <location line="+113" />
        <source>Drop it on a rack</source>
        <translation>请放到机柜上</translation>
    </message>
    <message>
        <location line="-218" />
        <source>This part has no rack height in the catalog</source>
        <translation>目录中没有这个部件的机柜高度</translation>
    </message>
    <message>
        <location line="+3" />
        <source>It runs past the top of %1</source>
        <translation>超出了 %1 的顶部</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Those rack units in %1 are taken</source>
        <translation>%1 中这些 U 位已被占用</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 would draw %2 kW, over its usable %3 kW (hold Alt or Shift to place it anyway, or turn off Tools &gt; Enforce Power Budgets)</source>
        <translation>%1 将达到 %2 kW，超出可用功率 %3 kW（按住 Alt 或 Shift 可强制放置，或关闭“工具 &gt; 强制功率预算”）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 is air-cooled and this part is cooled by liquid: choose a liquid-cooled rack (hold Alt or Shift to place it anyway)</source>
        <translation>%1 为风冷，而该部件采用液冷：请选择液冷机柜（按住 Alt 或 Shift 可强制放置）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 would hand %2 kW to liquid, over its liquid loop's %3 kW (hold Alt or Shift to place it anyway)</source>
        <translation>%1 将交给液冷 %2 kW，超过其液冷回路的 %3 kW（按住 Alt 或 Shift 可强制放置）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>No free GPU slot in this server</source>
        <translation>这台服务器没有空闲的 GPU 插槽</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This GPU does not fit this server's slots</source>
        <translation>这款 GPU 与这台服务器的插槽不匹配</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+101" />
        <source>GPUs go into GPU servers</source>
        <translation>GPU 只能装进 GPU 服务器</translation>
    </message>
    <message>
        <location line="-99" />
        <source>This server already holds another GPU model</source>
        <translation>这台服务器已装有另一种 GPU 型号</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Unknown rack model</source>
        <translation>未知的机柜型号</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Add Rack</source>
        <translation>添加机柜</translation>
    </message>
    <message>
        <location line="+31" />
        <source>No free rack units in %1</source>
        <translation>%1 没有空闲的 U 位</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+24" />
        <source>Install %n GPU(s)</source>
        <translation><numerusform>安装 %n 块 GPU</numerusform></translation>
    </message>
    <message>
        <location line="+12" />
        <source>No such device</source>
        <translation>没有该设备</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 is not a model of the same kind as %2</source>
        <translation>%1 与 %2 不是同一类设备型号</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Cable %1 uses port %2, which a %3 does not have: remove or move the cable first</source>
        <translation>线缆 %1 使用了端口 %2，而 %3 没有该端口：请先删除或改接这条线缆</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Change Model</source>
        <translation>更换型号</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Move Device</source>
        <translation>移动设备</translation>
    </message>
    <message>
        <location line="+10" />
        <source>No such rack</source>
        <translation>没有这个机柜</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+18" />
        <location line="+6" />
        <source>Move Rack</source>
        <translation>移动机柜</translation>
    </message>
    <message>
        <location line="+16" />
        <source>No GPU server has a free slot of this form factor</source>
        <translation>没有 GPU 服务器有这种规格的空闲插槽</translation>
    </message>
    <message>
        <location line="+33" />
        <source>There is no rack yet: add one first</source>
        <translation>还没有机柜：请先添加一个</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Placed %1 at %2</source>
        <translation>已将 %1 放在 %2 旁</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Placed %1 in %2 at U%3</source>
        <translation>已将 %1 放入 %2 的 U%3</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Cables are drawn with the connect tool</source>
        <translation>线缆请用连线工具绘制</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Connect two different devices</source>
        <translation>请连接两台不同的设备</translation>
    </message>
    <message>
        <location line="+22" />
        <source>%1 has no free port on this fabric</source>
        <translation>%1 在这个网络上没有空闲端口</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Connect</source>
        <translation>连线</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Nothing selected</source>
        <translation>未选中任何对象</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Select racks or devices to duplicate</source>
        <translation>请选择要复制的机柜或设备</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Duplicate</source>
        <translation>复制一份</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Select racks and a count of two or more</source>
        <translation>请选择机柜，并给出 2 或更大的份数</translation>
    </message>
    <message>
        <location line="+4" />
        <source>At most %1 copies at once</source>
        <translation>一次最多复制 %1 份</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 copies of %2 row(s) each would pass the hall's last row (%3)</source>
        <translation>%1 份副本、每份 %2 排，会超出机房的最后一排（%3）</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Replicate ×%1</source>
        <translation>复制为 ×%1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The clipboard holds no ClusterLedger objects</source>
        <translation>剪贴板中没有算力账本的对象</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
</context>
<context>
    <name>EnumText</name>
    <message>
        <location filename="../app/text/enumtext.cpp" line="+15" />
        <source>DAC (direct-attach copper)</source>
        <translation>DAC（直连铜缆）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>AOC (active optical cable)</source>
        <translation>AOC（有源光缆）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Multi-mode fibre</source>
        <translation>多模光纤</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Single-mode fibre</source>
        <translation>单模光纤</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copper (twisted pair)</source>
        <translation>铜缆（双绞线）</translation>
    </message>
    <message>
        <location line="+8" />
        <source>DAC</source>
        <translation>DAC</translation>
    </message>
    <message>
        <location line="+1" />
        <source>AOC</source>
        <translation>AOC</translation>
    </message>
    <message>
        <location line="+1" />
        <source>MMF</source>
        <translation>多模光纤</translation>
    </message>
    <message>
        <location line="+1" />
        <source>SMF</source>
        <translation>单模光纤</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copper</source>
        <translation>铜缆</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Single-phase</source>
        <translation>单相</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Three-phase</source>
        <translation>三相</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rear-door heat exchanger</source>
        <translation>背板换热器</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Direct liquid (cold plates)</source>
        <translation>冷板式液冷</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Compute fabric</source>
        <translation>计算网络</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Storage fabric</source>
        <translation>存储网络</translation>
    </message>
    <message>
        <location line="+1" />
        <source>In-band network</source>
        <translation>带内网络</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Management network</source>
        <translation>管理网络</translation>
    </message>
</context>
<context>
    <name>Formula</name>
    <message>
        <location filename="../app/text/diagnostictext.cpp" line="+101" />
        <source>tokens x model FLOPs per token; per token = 3 x (2 x matmul parameters + 4·s·h·L + 2·h·V) (Korthikanti 2022 eq. 7, generalised to GQA/SwiGLU/MoE)</source>
        <translation>token 数 × 每 token 模型 FLOPs；每 token = 3 × (2 × 矩阵乘参数量 + 4·s·h·L + 2·h·V)（Korthikanti 2022 式 7，推广到 GQA/SwiGLU/MoE）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>compute + bubble + TP, CP, EP and PP comm + exposed DP comm + optimizer + host overhead + the wait for the slowest GPU (jitter x (H_N - 1) of the rest, N GPUs)</source>
        <translation>计算 + 流水线气泡 + TP、CP、EP 与 PP 通信 + 未被掩盖的 DP 通信 + 优化器 + 主机开销 + 等待最慢 GPU 的时间（其余部分 × 抖动 × (H_N − 1)，N 为 GPU 数）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>model FLOPs per second per GPU / dense peak</source>
        <translation>每卡每秒模型 FLOPs / 稠密峰值</translation>
    </message>
    <message>
        <location line="+2" />
        <source>tokens / (tokens per second x goodput) / 86,400</source>
        <translation>token 数 / (每秒 token 数 × 有效训练率) / 86,400</translation>
    </message>
    <message>
        <location line="+2" />
        <source>weights + gradients + optimizer (ZeRO over DP x CP, after TP x PP) + activations (Korthikanti Table 2, first stage holds min(PP, micro-batches)) + 1.5 GiB runtime + 10 % fragmentation</source>
        <translation>权重 + 梯度 + 优化器状态（先按 TP × PP 切分，再用 ZeRO 在 DP × CP 上分片）+ 激活值（Korthikanti 表 2，首个流水线阶段保留 min(PP, 微批数) 份）+ 1.5 GiB 运行时 + 10 % 碎片</translation>
    </message>
    <message>
        <location line="+5" />
        <source>required = model FLOPs of the run / (deadline x goodput); available = model FLOP/s the cluster sustains</source>
        <translation>需求 = 本次训练的模型 FLOPs / (截止期限 × 有效训练率)；可用 = 集群可持续提供的模型 FLOP/s</translation>
    </message>
    <message>
        <location line="+3" />
        <source>per GPU: weights + gradients + optimizer + activations + overhead, against the card's memory</source>
        <translation>每卡：权重 + 梯度 + 优化器状态 + 激活值 + 开销，对比显卡显存</translation>
    </message>
    <message>
        <location line="+3" />
        <source>per GPU: bytes it sends between servers each step / compute time of the step, against the compute fabric's share per GPU</source>
        <translation>每卡：每步跨服务器发送的字节数 / 该步计算时间，对比计算网分到每卡的带宽</translation>
    </message>
    <message>
        <location line="+4" />
        <source>racks' max power against their usable power (feeds x derating, redundancy)</source>
        <translation>机柜最大功率对比其可用功率（供电路数 × 降额系数，考虑冗余）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>days to train (with goodput) against the deadline</source>
        <translation>训练天数（含有效训练率）对比截止期限</translation>
    </message>
    <message>
        <location line="+2" />
        <source>requests per second x prefill FLOPs per request (2 x active parameters x input tokens + attention), against the GPUs' GEMM rate at the activation precision</source>
        <translation>每秒请求数 × 每个请求的预填充 FLOPs（2 × 激活参数 × 输入 token + 注意力），对比 GPU 在激活精度下的 GEMM 速率</translation>
    </message>
    <message>
        <location line="+4" />
        <source>per GPU: weights / (TP x PP) + workspace + KV cache of the sequences in flight at their average context</source>
        <translation>每卡：权重 / (TP × PP) + 工作区 + 在途序列按平均上下文占用的 KV 缓存</translation>
    </message>
    <message>
        <location line="+3" />
        <source>per GPU: bytes read per decode step (weights once, plus each sequence's KV cache) / TPOT target (else the TPOT estimated), against HBM bandwidth</source>
        <translation>每卡：每个解码步读取的字节（权重一次，加每个序列的 KV 缓存）/ TPOT 目标（无目标时用估算的 TPOT），对比 HBM 带宽</translation>
    </message>
    <message>
        <location line="+4" />
        <source>facility power of the replicas' GPUs (the design's typical power per GPU x PUE) / output tokens per second, at the load and at maximum throughput</source>
        <translation>副本所用 GPU 的设施功率（设计的每卡典型功率 × PUE）/ 每秒输出 token 数，分别按当前负载与最大吞吐计算</translation>
    </message>
    <message>
        <location line="+4" />
        <source>prefill of one request + half a batching cycle (+ queueing beyond the KV cache), against the target</source>
        <translation>单个请求的预填充 + 半个批处理周期（超出 KV 缓存时另加排队），对比目标</translation>
    </message>
    <message>
        <location line="+3" />
        <source>one decode step plus its share of the prefills between steps, against the target</source>
        <translation>一个解码步加上步间预填充的分摊，对比目标</translation>
    </message>
    <message>
        <location line="+3" />
        <source>90th percentile of TTFT in a seeded simulation of one replica at the load, against the P90 target</source>
        <translation>在当前负载下对单个副本做固定种子仿真得到的首 token 延迟第 90 百分位，对比 P90 目标</translation>
    </message>
    <message>
        <location line="+3" />
        <source>99th percentile of TPOT in the same simulation, against the P99 target</source>
        <translation>同一仿真中每 token 延迟的第 99 百分位，对比 P99 目标</translation>
    </message>
</context>
<context>
    <name>FormulaInput</name>
    <message>
        <location line="+11" />
        <source>tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>model FLOPs per token</source>
        <translation>每 token 模型 FLOPs</translation>
    </message>
    <message>
        <location line="+1" />
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1" />
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+1" />
        <source>bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location line="+1" />
        <source>tp_comm</source>
        <translation>TP 通信</translation>
    </message>
    <message>
        <location line="+1" />
        <source>cp_comm</source>
        <translation>上下文并行通信</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ep_comm</source>
        <translation>专家并行通信</translation>
    </message>
    <message>
        <location line="+1" />
        <source>pp_comm</source>
        <translation>PP 通信</translation>
    </message>
    <message>
        <location line="+1" />
        <source>dp_comm</source>
        <translation>DP 通信</translation>
    </message>
    <message>
        <location line="+1" />
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+2" />
        <source>straggler</source>
        <translation>慢节点等待</translation>
    </message>
    <message>
        <location line="+1" />
        <source>team</source>
        <translation>团队水平</translation>
    </message>
    <message>
        <location line="+1" />
        <source>layout</source>
        <translation>并行方案</translation>
    </message>
    <message>
        <location line="+1" />
        <source>micro-batches per step</source>
        <translation>每步微批数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>model TFLOP/s per GPU</source>
        <translation>每卡模型 TFLOP/s</translation>
    </message>
    <message>
        <location line="+1" />
        <source>peak TFLOP/s</source>
        <translation>峰值 TFLOP/s</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GEMM efficiency</source>
        <translation>GEMM 效率</translation>
    </message>
    <message>
        <location line="+1" />
        <source>efficiency profile</source>
        <translation>效率档案</translation>
    </message>
    <message>
        <location line="+1" />
        <source>tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>goodput</source>
        <translation>有效训练率</translation>
    </message>
    <message>
        <location line="+1" />
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1" />
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+1" />
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="-13" />
        <location line="+14" />
        <source>overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <location line="+1" />
        <source>capacity</source>
        <translation>容量</translation>
    </message>
</context>
<context>
    <name>Goodput</name>
    <message>
        <location filename="../app/text/ledgerformat.cpp" line="-189" />
        <source>Each restart reads the %1 checkpoint back at the file servers' %2: %3 min.</source>
        <translation>每次重启都要以文件服务器的 %2 读回 %1 的检查点：%3 分钟。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Goodput %1 (given).</source>
        <translation>有效训练率 %1（给定值）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Goodput %1, modelled: %2 interruptions a day at the Llama 3 rate, an asynchronous checkpoint every %3 min (training stops %4 s to copy it to host memory, %5 s to write at %6), %7 min per restart.</source>
        <translation>有效训练率 %1（模型估算）：按 Llama 3 的中断率每天 %2 次中断，每 %3 分钟一个异步检查点（训练暂停 %4 秒拷贝到主机内存，以 %6 写入需 %5 秒），每次重启 %7 分钟。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Goodput %1, modelled: %2 interruptions a day at the Llama 3 rate, a checkpoint every %3 min (%4 s to write at %5), %6 min per restart.</source>
        <translation>有效训练率 %1（模型估算）：按 Llama 3 的中断率每天 %2 次中断，每 %3 分钟一个检查点（以 %5 写入需 %4 秒），每次重启 %6 分钟。</translation>
    </message>
</context>
<context>
    <name>Islands</name>
    <message>
        <location line="-57" />
        <source>storage Ethernet</source>
        <translation>存储以太网</translation>
    </message>
    <message>
        <location line="+1" />
        <source>in-band Ethernet</source>
        <translation>带内以太网</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 joined over %2</source>
        <translation>%1 经由%2互联</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 at %2 MFU</source>
        <translation>%1，MFU %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no estimate: %1</source>
        <translation>无估算：%1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>no compute link</source>
        <translation>无计算网络连接</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: %2 GPUs (%3), %4 · %5</source>
        <translation>%1：%2 块 GPU（%3），%4 · %5</translation>
    </message>
</context>
<context>
    <name>MoneyText</name>
    <message>
        <location filename="../app/text/moneytext.cpp" line="+23" />
        <source> M %1</source>
        <translation> 百万 %1</translation>
    </message>
    <message>
        <location line="+43" />
        <source>critical peak</source>
        <translation>尖峰</translation>
    </message>
    <message>
        <location line="+2" />
        <source>peak</source>
        <translation>峰</translation>
    </message>
    <message>
        <location line="+2" />
        <source>flat</source>
        <translation>平</translation>
    </message>
    <message>
        <location line="+2" />
        <source>valley</source>
        <translation>谷</translation>
    </message>
    <message>
        <location line="+2" />
        <source>deep valley</source>
        <translation>深谷</translation>
    </message>
    <message>
        <location line="+33" />
        <source>%1 %2, %3 over the day</source>
        <translation>%1 %2，全天平均 %3</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <location filename="../app/report/reportcomposer.cpp" line="+46" />
        <source>Cluster plan</source>
        <translation>集群规划报告</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 · prepared with ClusterLedger</source>
        <translation>%1 · 由算力账本生成</translation>
    </message>
    <message>
        <location line="+18" />
        <location filename="../app/report/reportequipment.cpp" line="+93" />
        <location filename="../app/report/reportschedule.cpp" line="+29" />
        <location filename="../app/report/reporttraining.cpp" line="+176" />
        <location line="+82" />
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="-8" />
        <location line="+3" />
        <location filename="../app/report/reportcooling.cpp" line="+73" />
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2 (the %3 paces the run)</source>
        <translation>%1 块：%2（%3 决定整体速度）</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+5" />
        <source>Days to train</source>
        <translation>训练天数</translation>
    </message>
    <message>
        <location line="-4" />
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPU-hours</source>
        <translation>GPU 时</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Parallel layout</source>
        <translation>并行方案</translation>
    </message>
    <message>
        <location line="+2" />
        <source>cannot run (see the problems below)</source>
        <translation>无法运行（见下方问题）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>IT power (max / typical)</source>
        <translation>IT 功率（最大 / 典型）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Facility power (PUE %1)</source>
        <translation>设施功率（PUE %1）</translation>
    </message>
    <message>
        <location line="+3" />
        <location filename="../app/report/reporttraining.cpp" line="-107" />
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Opex per year</source>
        <translation>每年运营支出</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This run (owned)</source>
        <translation>本次训练（自建）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This run (cloud)</source>
        <translation>本次训练（云上）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Ledger</source>
        <translation>账本</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Open problems</source>
        <translation>待解决的问题</translation>
    </message>
    <message>
        <location line="+25" />
        <source>First check: %1</source>
        <translation>首先检查：%1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>None: the design validates.</source>
        <translation>无：设计校验通过。</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>… and %n more</source>
        <translation><numerusform>…… 另有 %n 项</numerusform></translation>
    </message>
    <message>
        <location line="+39" />
        <source>%1 (continued)</source>
        <translation>%1（续）</translation>
    </message>
    <message>
        <location filename="../app/report/reportequipment.cpp" line="-52" />
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Catalog id</source>
        <translation>目录编号</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Description</source>
        <translation>说明</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unit price (%1)</source>
        <translation>单价（%1）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Extended (%1)</source>
        <translation>金额（%1）</translation>
    </message>
    <message>
        <location line="+10" />
        <source>subtotal</source>
        <translation>小计</translation>
    </message>
    <message>
        <location line="+16" />
        <source>m</source>
        <translation>米</translation>
    </message>
    <message>
        <location line="+0" />
        <source>pcs</source>
        <translation>个</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location line="+5" />
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location line="+0" />
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Transceivers follow each cable's media and the ports' cages (a twin-port OSFP cage takes one transceiver for two links); fibre and copper are priced per metre. Prices are planning figures with their dates in the assumptions.</source>
        <translation>光模块按每根线缆的介质和端口笼子计算（一个双口 OSFP 笼子两条链路共用一个光模块）；光纤和铜缆按米计价。价格为规划用估价，日期见“假设”一节。</translation>
    </message>
    <message>
        <location line="+8" />
        <location filename="../app/report/reportcables.cpp" line="+96" />
        <location filename="../app/report/reporttraining.cpp" line="+0" />
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location line="+2" />
        <source>NICs</source>
        <translation>网卡</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <location line="+1" />
        <source>PDUs</source>
        <translation>PDU</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../app/report/reportcooling.cpp" line="+43" />
        <source>Coolant distribution units</source>
        <translation>冷量分配单元（CDU）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../app/report/reportcables.cpp" line="-70" />
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <location line="+49" />
        <source>Rack elevations</source>
        <translation>机柜立面图</translation>
    </message>
    <message numerus="yes">
        <location line="+38" />
        <location line="+5" />
        <source>%Ln rack(s) built alike</source>
        <translation><numerusform>%Ln 个机柜布置相同</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%Ln rack(s) built alike: %1</source>
        <translation><numerusform>%Ln 个机柜布置相同：%1</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 and %Ln more</source>
        <translation><numerusform>%1 等，另有 %Ln 个</numerusform></translation>
    </message>
    <message>
        <location line="+24" />
        <source>%1 · %2/%3 U · %4 of %5</source>
        <translation>%1 · %2/%3 U · %4 / %5</translation>
    </message>
    <message>
        <location line="+59" />
        <location filename="../app/report/reportcooling.cpp" line="-93" />
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Typical</source>
        <translation>典型</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Usable</source>
        <translation>可用</translation>
    </message>
    <message>
        <location line="+0" />
        <location filename="../app/report/reporttraining.cpp" line="-106" />
        <location line="+185" />
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Heat (BTU/h)</source>
        <translation>散热（BTU/h）</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Site IT</source>
        <translation>站点 IT</translation>
    </message>
    <message>
        <location line="+8" />
        <source>To liquid (%1)</source>
        <translation>液冷（%1）</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Facility (PUE %1)</source>
        <translation>设施（PUE %1）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 cooling tons</source>
        <translation>%1 冷吨</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Power and cooling</source>
        <translation>供电与制冷</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Max is the devices' nameplate power, which the budget check uses; typical is the draw during training, which energy uses. Usable = feeds × derating with redundancy (N, N+1, 2N). Heat: 1 W = 3.412 BTU/h; 12,000 BTU/h = 1 cooling ton.</source>
        <translation>最大值为设备铭牌功率，用于功率预算检查；典型值为训练时的实际功耗，用于能耗计算。可用功率 = 供电回路 × 降额系数，并按冗余方式（N、N+1、2N）折算。散热：1 W = 3.412 BTU/h；12,000 BTU/h = 1 冷吨。</translation>
    </message>
    <message>
        <location filename="../app/report/reporttraining.cpp" line="-188" />
        <source>Training ledger</source>
        <translation>训练账本</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+185" />
        <source>Dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <location line="-185" />
        <location line="+185" />
        <source>Required</source>
        <translation>需求</translation>
    </message>
    <message>
        <location line="-185" />
        <location line="+185" />
        <source>Datasheet</source>
        <translation>标称</translation>
    </message>
    <message>
        <location line="-185" />
        <location line="+185" />
        <source>Calibrated</source>
        <translation>实测校准</translation>
    </message>
    <message>
        <location line="-171" />
        <source>No training estimate: see the open problems.</source>
        <translation>没有训练估算：请见待解决的问题。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 on %2 GPUs · %3 · MFU %4, HFU %5 · %6 tokens/s · bottleneck: %7</source>
        <translation>%1，%2 块 GPU · %3 · MFU %4，HFU %5 · 每秒 %6 token · 瓶颈：%7</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 days to train; %2</source>
        <translation>训练需 %1 天；%2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Memory per GPU (of %1)</source>
        <translation>每卡显存（共 %1）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Step time (%1 s)</source>
        <translation>单步时间（%1 秒）</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 at %2 GB/s of the file servers' %3 GB/s</source>
        <translation>%1，需 %2 GB/s，文件服务器提供 %3 GB/s</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 (no file server in the design: not checked)</source>
        <translation>%1（设计中没有文件服务器：未校核）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Data: each step reads %1; its host work takes %2 s on %3 loader cores per server</source>
        <translation>数据：每步读取 %1；主机处理需 %2 s，每台服务器 %3 个加载核心</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1; the GPUs wait %2 s a step for it</source>
        <translation>%1；GPU 每步为此等待 %2 s</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Calibrated on your own measurements: %1 days to train, MFU %2</source>
        <translation>按您自己的实测校准：训练 %1 天，MFU %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1. Calibrated figures: %2.</source>
        <translation>%1。校准所用数据：%2。</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Facility power</source>
        <translation>设施功率</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Why not chosen</source>
        <translation>未选原因</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Designed for targets</source>
        <translation>按目标设计</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Served model</source>
        <translation>推理模型</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Output tokens/s</source>
        <translation>输出 token/秒</translation>
    </message>
    <message>
        <location line="+0" />
        <source>TTFT</source>
        <translation>首 token 延迟</translation>
    </message>
    <message>
        <location line="+0" />
        <source>TPOT</source>
        <translation>每 token 延迟</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPUs needed</source>
        <translation>所需 GPU</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Per million tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Bottleneck</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 × %2, %3</source>
        <translation>%1 × %2，%3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1: per GPU %2 of weights, %3 of workspace; KV cache %4 per token, %5 per request (%6 sequences of %7 tokens per replica)</source>
        <translation>%1：每卡权重 %2、工作区 %3；KV 缓存每 token %4、每请求 %5（每个副本可容纳 %6 条 %7 token 的序列）</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: %2 weights are dequantised to %3 for the GEMMs: decode reads the narrow weights from HBM, prefill runs at the %3 rate.</source>
        <translation>%1：%2 权重在 GEMM 中反量化为 %3：解码时从 HBM 读取低位宽权重，预填充按 %3 的速率运行。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Serving ledger</source>
        <translation>推理账本</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Required at each workload's load; for energy per million tokens the second figure is the least it can be, at maximum throughput; TTFT and TPOT stand against their targets.</source>
        <translation>“需求”按各工作负载的负载计算；每百万 token 能耗的第二个数是其下限（最大吞吐时）；TTFT 和 TPOT 对比各自的目标。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Compute island</source>
        <translation>计算孤岛</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Between servers</source>
        <translation>服务器间带宽</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Alone</source>
        <translation>单独运行</translation>
    </message>
    <message>
        <location line="+9" />
        <source> (the ledger's)</source>
        <translation>（账本采用）</translation>
    </message>
    <message>
        <location line="+53" />
        <source>Days to train against GPU count</source>
        <translation>训练天数与 GPU 数量</translation>
    </message>
    <message>
        <location line="+31" />
        <source>GPUs (same layout, more data parallelism)</source>
        <translation>GPU 数（相同并行方案，增加数据并行）</translation>
    </message>
    <message>
        <location filename="../app/report/reportcomposer.cpp" line="+42" />
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Efficiency profile %1: GEMM %2 of the dense peak (FP8 %3), HBM %4, NVLink/PCIe %5, network %6. Source: %7.</source>
        <translation>效率档案 %1：GEMM 为稠密峰值的 %2（FP8 %3），HBM %4，NVLink/PCIe %5，网络 %6。来源：%7。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Site: PUE %1, electricity %2, depreciation %3 years, utilisation %4, display currency %5 at %6 per USD%7. Model FLOPs follow Korthikanti et al. 2022 eq. 7 (MFU counts model FLOPs; HFU adds recompute).</source>
        <translation>站点：PUE %1，电价 %2，折旧 %3 年，利用率 %4，币种 %5（每美元 %6%7）。模型 FLOPs 按 Korthikanti 等 2022 年论文公式 7 计算（MFU 只计模型 FLOPs；HFU 另计重计算）。</translation>
    </message>
    <message>
        <location line="+10" />
        <source> (rate of %1)</source>
        <translation>，%1 汇率</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Liquid-cooled heat at a partial PUE of %1 (The Green Grid, White Paper 49), the CDUs' own power added.</source>
        <translation>液冷热量按局部 PUE %1 计（The Green Grid 第 49 号白皮书），另加 CDU 自身功耗。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../app/report/pdfreport.cpp" line="+129" />
        <source>Cluster plan: %1</source>
        <translation>集群规划报告：%1</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <location filename="../app/report/reportcables.cpp" line="+0" />
        <source>Fabric</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+27" />
        <source>Medium</source>
        <translation>介质</translation>
    </message>
    <message>
        <location line="-27" />
        <location line="+27" />
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <location line="-27" />
        <location line="+27" />
        <source>Parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <location line="-13" />
        <source>Cable schedule</source>
        <translation>布线清单</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 cables: the rows, with both ends' labels, are in File → Export → Cable Schedule (CSV), or clusterledger-cli cables FILE --csv.</source>
        <translation>共 %1 根线缆：逐根清单（含两端标签）见 文件 → 导出 → 布线清单（CSV），或运行 clusterledger-cli cables FILE --csv。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>From</source>
        <translation>起点</translation>
    </message>
    <message>
        <location line="+0" />
        <source>To</source>
        <translation>终点</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Cable schedule: %1</source>
        <translation>布线清单：%1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Labels read row-rack-U-port (A-R03-U12-cx7-1). Lengths are routed over the floor and rounded up to a length that is sold, unless typed.</source>
        <translation>标签格式为 列-机柜-U 位-端口（如 A-R03-U12-cx7-1）。长度按机房布局走线计算并向上取整到有售的规格，手工填写的除外。</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Contents</source>
        <translation>内容</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Cable ends</source>
        <translation>线缆端头</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Max power</source>
        <translation>最大功率</translation>
    </message>
    <message>
        <location line="+38" />
        <source>%1 and %2 alike</source>
        <translation>%1 及另外 %2 个同样的机柜</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Rack contents</source>
        <translation>机柜清单</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Each row is one rack, or racks built alike; GPUs are counted beside their servers. Cable ends count both ends of a cable inside one rack.</source>
        <translation>每行是一个机柜，或一组配置相同的机柜；GPU 与其服务器分别计数。线缆端头数中，两端都在同一机柜内的线缆计两次。</translation>
    </message>
    <message>
        <location filename="../app/report/reportcooling.cpp" line="+0" />
        <source>Cooling</source>
        <translation>制冷</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Air heat</source>
        <translation>风冷热量</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Air limit</source>
        <translation>风冷上限</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+37" />
        <source>Liquid heat</source>
        <translation>液冷热量</translation>
    </message>
    <message>
        <location line="-37" />
        <source>Liquid limit</source>
        <translation>液冷上限</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Site</source>
        <translation>站点</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Liquid cooling</source>
        <translation>液冷</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Each part's heat splits by its catalog liquid share: cold plates take that part into the rack's liquid loop, the rest leaves in the room's air. The air limit is the rack's cooling limit less its liquid part.</source>
        <translation>每个部件的热量按其目录中的液冷占比拆分：冷板把这部分带入机柜的液冷回路，其余散入机房空气。风冷上限为机柜制冷上限减去液冷部分。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Row</source>
        <translation>排</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+38" />
        <source>CDUs</source>
        <translation>CDU</translation>
    </message>
    <message>
        <location line="-37" />
        <source>Capacity</source>
        <translation>冷量</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Short</source>
        <translation>缺口</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Flow (L/min)</source>
        <translation>流量（L/min）</translation>
    </message>
    <message>
        <location line="+15" />
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 × PUE %2</source>
        <translation>%1 × PUE %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Liquid</source>
        <translation>液冷</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 × partial PUE %2</source>
        <translation>%1 × 局部 PUE %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 of %2 rated input, at the heat they carry</source>
        <translation>%1（额定输入 %2），按实际承担的热量</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Facility</source>
        <translation>设施</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 at max, PUE %2 for this mix</source>
        <translation>最大 %1，此制冷组合下 PUE %2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>No CDU is placed: the liquid heat is assumed carried by the facility's own CDUs, which the bill of materials does not price.</source>
        <translation>未放置 CDU：假定液冷热量由机房自有 CDU 承担，物料清单不计其价格。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Facility water at %1 °C or cooler, the warmest all the CDUs are rated for. Flow is the rack-side flow at the CDUs' rated litres per minute per kW. Partial PUE after The Green Grid (White Paper 49).</source>
        <translation>设施冷却水供水不高于 %1 °C，即所有 CDU 额定条件中最高的水温。流量为机柜侧流量，按 CDU 额定的每 kW 升/分钟计。局部 PUE 依 The Green Grid 第 49 号白皮书。</translation>
    </message>
    <message>
        <location filename="../app/report/reportschedule.cpp" line="+0" />
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+30" />
        <source>Team</source>
        <translation>团队</translation>
    </message>
    <message>
        <location line="-30" />
        <source>Island</source>
        <translation>孤岛</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Start (day)</source>
        <translation>开始（第几天）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End (day)</source>
        <translation>结束（第几天）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Why it waited</source>
        <translation>等待原因</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 (met)</source>
        <translation>%1（赶上）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (missed)</source>
        <translation>%1（错过）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <location line="+8" />
        <source>All jobs done by day %1.</source>
        <translation>全部作业在第 %1 天完成。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Schedule</source>
        <translation>排期</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Share</source>
        <translation>份额</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Quota</source>
        <translation>配额</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPU-days</source>
        <translation>GPU 天</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mean wait (days)</source>
        <translation>平均等待（天）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Deadlines missed</source>
        <translation>错过的截止期限</translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>%1: %2 busy over %n week(s)</source>
        <translation><numerusform>%1：%n 周内平均占用 %2</numerusform></translation>
    </message>
    <message>
        <location line="+4" />
        <source>Teams</source>
        <translation>团队</translation>
    </message>
</context>
<context>
    <name>PlannerKnob</name>
    <message>
        <location filename="../app/text/ledgerformat.cpp" line="+125" />
        <source>context parallelism</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>an interleaved pipeline</source>
        <translation>交错流水线</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>expert parallelism</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>uneven pipeline stages</source>
        <translation>不均匀流水线阶段</translation>
    </message>
    <message>
        <location line="+1" />
        <source>TP across servers</source>
        <translation>跨服务器张量并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>more virtual pipeline stages</source>
        <translation>更多虚拟流水线阶段</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a larger CP degree</source>
        <translation>更大的上下文并行度</translation>
    </message>
</context>
<context>
    <name>ProbeText</name>
    <message>
        <location filename="../app/text/probetext.cpp" line="+18" />
        <source>finding the GPUs</source>
        <translation>查找 GPU</translation>
    </message>
    <message>
        <location line="+2" />
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location line="+2" />
        <source>host transfers</source>
        <translation>主机传输</translation>
    </message>
    <message>
        <location line="+2" />
        <source>matrix multiply (%1)</source>
        <translation>矩阵乘法（%1）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>matrix multiply</source>
        <translation>矩阵乘法</translation>
    </message>
    <message>
        <location line="+2" />
        <source>sustained load</source>
        <translation>持续负载</translation>
    </message>
    <message>
        <location line="+2" />
        <source>GPU-to-GPU links</source>
        <translation>GPU 间互联</translation>
    </message>
    <message>
        <location line="+2" />
        <source>one GPU done</source>
        <translation>一块 GPU 已完成</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Warning: another process kept the GPU busy when the probe started; its figures may be low.</source>
        <translation>警告：探针启动时有其他进程正在占用该 GPU，测得的数值可能偏低。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Warning: the clocks were slowed by heat or by the hardware under sustained load (%1); cooling or power delivery limits this card.</source>
        <translation>警告：持续负载下时钟因过热或硬件原因降频（%1）；这张卡受散热或供电能力限制。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Note: under sustained load the card held its power limit (%1), as data-centre GPUs do on dense matrix work; every figure was measured in that state, as a training run would see it.</source>
        <translation>注：持续负载下这张卡一直运行在功耗上限（%1），数据中心 GPU 做稠密矩阵运算时都是如此；所有数值均在这一状态下测得，与训练时的实际情况一致。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Note: NVML could not be loaded, so there are no power, clock or PCIe readings.</source>
        <translation>提示：无法加载 NVML，因此没有功耗、时钟和 PCIe 读数。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Warning: cuBLASLt could not be loaded, so there are no GEMM figures.</source>
        <translation>警告：无法加载 cuBLASLt，因此没有 GEMM 测量结果。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Probe warning %1: %2</source>
        <translation>探针警告 %1：%2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>You can run the probe on a machine with an NVIDIA GPU and import its report here (Import Probe Report…).</source>
        <translation>可以在装有 NVIDIA GPU 的机器上运行探针，再在这里导入它的报告（导入探针报告…）。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>This machine has no NVIDIA driver, so there is no GPU to measure.</source>
        <translation>本机没有安装 NVIDIA 驱动，因此没有可测量的 GPU。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The NVIDIA driver is installed but sees no GPU.</source>
        <translation>已安装 NVIDIA 驱动，但没有检测到 GPU。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The NVIDIA driver (%1) is older than the probe needs (CUDA %2): update the driver.</source>
        <translation>NVIDIA 驱动（%1）版本低于探针所需（CUDA %2）：请更新驱动。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The CUDA driver found is the toolkit's stub library: this looks like a container started without the GPU driver.</source>
        <translation>找到的 CUDA 驱动是工具包里的存根库：看起来是一个没有挂载 GPU 驱动就启动的容器。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The GPU is busy or in a prohibited compute mode: ask its administrator, or try later.</source>
        <translation>GPU 正忙或处于禁止计算模式：请联系管理员，或稍后再试。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>This ClusterLedger was built without the CUDA toolkit, so its probe cannot measure a GPU.</source>
        <translation>此 ClusterLedger 构建时没有 CUDA 工具包，因此探针无法测量 GPU。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>CUDA could not start on this machine.</source>
        <translation>CUDA 无法在这台机器上启动。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The probe could not measure this machine (%1).</source>
        <translation>探针无法测量本机（%1）。</translation>
    </message>
</context>
<context>
    <name>ProcurementText</name>
    <message>
        <location filename="../app/text/procurementtext.cpp" line="+16" />
        <source>Mainland China</source>
        <translation>中国大陆</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Global (outside mainland China)</source>
        <translation>全球（中国大陆以外）</translation>
    </message>
    <message>
        <location line="+8" />
        <source>buyable</source>
        <translation>可采购</translation>
    </message>
    <message>
        <location line="+1" />
        <source>export licence required</source>
        <translation>需出口许可证</translation>
    </message>
    <message>
        <location line="+1" />
        <source>banned</source>
        <translation>禁售</translation>
    </message>
    <message>
        <location line="+1" />
        <source>not sold there</source>
        <translation>该市场不销售</translation>
    </message>
    <message>
        <location line="+1" />
        <source>not recorded in the catalog</source>
        <translation>目录未记载</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Not buyable in %1 (%2): %3, since %4.</source>
        <translation>在%1无法采购（%2）：%3，自 %4 起。</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Lead time in %1: %2 weeks from order, as published in %3 (%4).</source>
        <translation>%1 交货周期：下单后 %2 周（%3 公布的数字；%4）。</translation>
    </message>
</context>
<context>
    <name>RackItem</name>
    <message>
        <location filename="../app/canvas/items.cpp" line="-127" />
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location line="+50" />
        <source>%1/%2 U</source>
        <translation>%1/%2 U</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 / %2 kW</source>
        <translation>%1 / %2 kW</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <location filename="../app/text/diagnostictext.cpp" line="-161" />
        <source>TP x PP x CP x DP is not the GPU count</source>
        <translation>TP × PP × CP × DP 不等于 GPU 数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>TP does not divide the attention heads</source>
        <translation>TP 不能整除注意力头数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>more pipeline stages than layers</source>
        <translation>流水线阶段数多于层数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CP does not divide the sequence</source>
        <translation>CP 不能整除序列长度</translation>
    </message>
    <message>
        <location line="+2" />
        <source>EP must divide the experts and fit in DP</source>
        <translation>EP 必须整除专家数且不超过 DP</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the global batch does not split into DP x micro-batch</source>
        <translation>全局批大小无法拆分为 DP × 微批</translation>
    </message>
    <message>
        <location line="+2" />
        <source>interleaving needs PP &gt; 1, micro-batches a multiple of PP and at least V layers per stage</source>
        <translation>交错调度需要 PP &gt; 1、微批数为 PP 的整数倍，且每个阶段至少 V 层</translation>
    </message>
    <message>
        <location line="+2" />
        <source>sequence parallelism needs TP &gt; 1</source>
        <translation>序列并行需要 TP &gt; 1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an HSDP shard group needs ZeRO-3 and must divide DP x CP, smaller than it</source>
        <translation>HSDP 分片组需要 ZeRO-3，且必须整除 DP × CP 并小于它</translation>
    </message>
    <message>
        <location line="+3" />
        <source>uneven pipeline stages need at least two stages</source>
        <translation>不均匀的流水线切分至少需要两个流水线阶段</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the software stack cannot run this layout (it lacks a feature the layout uses)</source>
        <translation>所选软件栈无法运行该并行布局（缺少布局用到的功能）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the GPU has no rate for this precision</source>
        <translation>该 GPU 不支持此精度的算力</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no bandwidth between servers: the GPUs cannot train together</source>
        <translation>服务器之间没有带宽：这些 GPU 无法协同训练</translation>
    </message>
    <message>
        <location line="+3" />
        <source>no network path between the servers (no compute fabric)</source>
        <translation>服务器之间没有网络通路（没有计算网）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no network path between the servers (the compute fabric is split into islands)</source>
        <translation>服务器之间没有网络通路（计算网被分割成多个孤岛）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no parallel layout fits in GPU memory</source>
        <translation>没有能放进 GPU 显存的并行方案</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no valid parallel layout for this model on this cluster</source>
        <translation>此模型在此集群上没有可行的并行方案</translation>
    </message>
</context>
<context>
    <name>Schedule</name>
    <message>
        <location filename="../app/text/scheduletext.cpp" line="-235" />
        <source>Pre-train</source>
        <translation>预训练</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Full fine-tune</source>
        <translation>全参微调</translation>
    </message>
    <message>
        <location line="+2" />
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location line="+2" />
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Evaluation / batch inference</source>
        <translation>评测/批量推理</translation>
    </message>
    <message>
        <location line="+7" />
        <source>asks for more servers than any island it may use has free of serving</source>
        <translation>需要的服务器多于任何可用孤岛在推理服务之外空出的数量</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the island it names is not in the design</source>
        <translation>它指定的孤岛不在设计中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no island it may use has the GPU it asks for</source>
        <translation>它可用的孤岛中没有它要求的 GPU</translation>
    </message>
    <message>
        <location line="+3" />
        <source>asks for more GPUs than its team's quota</source>
        <translation>需要的 GPU 多于其团队的配额</translation>
    </message>
    <message>
        <location line="+2" />
        <source>needs more GPU-hours than its team may start in a whole period</source>
        <translation>所需 GPU 时超过其团队在一整个周期内可开始使用的额度</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the served model and its KV cache do not fit on these GPUs</source>
        <translation>这些 GPU 无法容纳所服务的模型及其 KV 缓存</translation>
    </message>
    <message>
        <location line="+3" />
        <source>its TP, PP or EP makes no whole replica of the GPUs it gets</source>
        <translation>其 TP、PP 或 EP 无法用分到的 GPU 组成完整副本</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the engine finds no layout that trains it on these servers</source>
        <translation>引擎在这些服务器上找不到能训练它的并行布局</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Did not run: %1</source>
        <translation>未运行：%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Bought in from the cloud: the owned cluster has no servers free of serving for it</source>
        <translation>从云上租用：自有集群没有推理服务占用之外的空闲服务器可供其运行</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Bought in from the cloud: the owned cluster would finish it after its deadline</source>
        <translation>改用云算力：自有集群会在截止期限之后才完成它</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Started at once on serving's idle servers, %1 % of the time</source>
        <translation>立即在推理服务空闲的服务器上开始，运行 %1 % 的时间</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Started at once</source>
        <translation>立即开始</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Waited %1 days: team %2 was at its GPU quota</source>
        <translation>等待 %1 天：团队 %2 已用满 GPU 配额</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Waited %1 days: team %2 had started its GPU-hours for the period</source>
        <translation>等待了 %1 天：团队 %2 本周期的 GPU 时额度已用完</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Waited %1 days: its servers were held for %2, which queued first</source>
        <translation>等待 %1 天：服务器为先排队的 %2 预留</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Waited %1 days: its servers had not arrived (a later hardware phase)</source>
        <translation>等待 %1 天：所需服务器尚未到货（后一期扩容）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Waited %1 days: the island was full</source>
        <translation>等待 %1 天：孤岛已满</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Waited %1 days: the island was full (first to free servers: %2)</source>
        <translation>等待 %1 天：孤岛已满（最先释放服务器的是 %2）</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Day %1 to %2 (P10–P90 %3–%4)</source>
        <translation>第 %1 天至第 %2 天（P10–P90 %3–%4）</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+7" />
        <location line="+7" />
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <location line="-12" />
        <source>the cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Scheduled on %1 with %2 GPUs.</source>
        <translation>安排在 %1 上运行，使用 %2 块 GPU。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>MFU %1 %.</source>
        <translation>MFU %1 %。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 prompts per second.</source>
        <translation>每秒 %1 条请求。</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Next phase: %1 more %2 (%3 GPUs) on %4 by day %5, %6 capex: every reachable deadline met at P90.</source>
        <translation>下一期扩容：在第 %5 天前为 %4 增加 %1 台 %2（%3 张 GPU），资本支出 %6：所有可达的截止期限在 P90 下都能赶上。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>No addition of up to four times the island's servers brings every deadline in at P90: raise priorities, allow the cloud or move the deadlines.</source>
        <translation>把该孤岛的服务器增加到四倍以内都无法让所有截止期限在 P90 下赶上：请提高优先级、允许使用云算力或推迟截止期限。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No next phase needed: every reachable deadline is met at P90.</source>
        <translation>无需下一期扩容：所有可达的截止期限在 P90 下都能赶上。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Cloud: %1 GPU-hours, %2.</source>
        <translation>云算力：%1 GPU 小时，%2。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cloud: %1 GPU-hours.</source>
        <translation>云算力：%1 GPU 小时。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Beyond reach on any capacity (their run alone ends after the deadline at P90): %1.</source>
        <translation>任何容量都无法赶上（单独运行在 P90 下也晚于截止期限）：%1。</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1 GPUs at once</source>
        <translation>同时最多 %1 块 GPU</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 GPU-h per %2 days</source>
        <translation>每 %2 天 %1 GPU 时</translation>
    </message>
    <message>
        <location line="+3" />
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Jobs take whole GPU servers of one island. Serving fleets hold the servers their peak load needs. Waiting jobs go by priority, then fair share (GPU-days used over the team's share), then deadline; each starts where it ends soonest, and a team at its quota (GPUs at once, or GPU-hours started in the period) waits. The first job that does not fit reserves the earliest servers it can have; later jobs start ahead of it only where they do not delay it (EASY backfill). A preemptible job may run on serving's idle servers for the share of the day the load curve leaves them idle. Durations are the engine's, with goodput, on the servers each job gets; P10-P90 is the engine's band. An evaluation or batch-inference job runs its prompts at the serving model's full throughput there, its P10-P90 the serving model's measured spread.</source>
        <translation>作业占用同一孤岛内的整台 GPU 服务器。推理服务按峰值负载所需保留服务器。等待中的作业先按优先级，再按公平份额（已用 GPU 天除以团队份额），再按截止期限排序；每个作业在最早完成的孤岛上开始，团队用满配额（同时占用的 GPU 数，或本周期内已开始作业的 GPU 时）时需等待。第一个放不下的作业预留它能得到的最早的服务器；后面的作业只有在不推迟它时才能提前开始（回填调度）。可抢占的作业可以在负载曲线让推理服务器空闲的时段使用它们。时长由引擎按每个作业实际得到的服务器估算（含有效训练率）；P10–P90 是引擎的误差区间。评测或批量推理作业在这些服务器上以推理模型的满负荷吞吐处理其请求，其 P10–P90 为推理模型实测的误差范围。</translation>
    </message>
</context>
<context>
    <name>Sharing</name>
    <message>
        <location filename="../app/text/sharingtext.cpp" line="+11" />
        <source>Eligible</source>
        <translation>可共享</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Under 8 GB of memory: the platforms' jobs pass it over</source>
        <translation>显存不足 8 GB：平台的任务不会派给它</translation>
    </message>
    <message>
        <location line="+3" />
        <source>No sharing platform in the catalog rents this card</source>
        <translation>部件库中没有出租这种显卡的共享平台</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Not in the catalog</source>
        <translation>不在部件库中</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Share a machine of its own, or at least a system on its own physical disk, apart from the disk that holds your work.</source>
        <translation>用单独一台机器共享，至少把系统装在独立的物理硬盘上，与存放工作资料的硬盘物理隔离。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Never share a production machine or one with important files: assume a job may try to reach them (GPU memory overruns, side channels).</source>
        <translation>不要拿生产环境机器或存有重要资料的机器去共享：要假设某个任务可能设法接触它们（CUDA 内存越界、侧信道攻击）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Give the platform client's access token a strong password and keep it to that machine.</source>
        <translation>平台客户端的访问凭证设置强密码，且只在这台机器上使用。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Watch for GPU use you did not expect and for unusual outbound traffic.</source>
        <translation>定期关注是否出现异常的 GPU 占用和外发流量。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Keep it online: platforms lower the standing of machines that drop off the network or lose power.</source>
        <translation>保持长期在线：断网、断电的机器会被平台降权。</translation>
    </message>
</context>
<context>
    <name>SizingText</name>
    <message>
        <location filename="../app/text/sizingtext.cpp" line="+39" />
        <source>%1 (P90 %2)</source>
        <translation>%1（P90 %2）</translation>
    </message>
    <message>
        <location line="+7" />
        <source>chosen: the lowest capex that meets every target</source>
        <translation>已选：满足全部目标且资本支出最低</translation>
    </message>
    <message>
        <location line="+1" />
        <source>misses the deadline</source>
        <translation>赶不上截止期限</translation>
    </message>
    <message>
        <location line="+1" />
        <source>meets the deadline but is over budget</source>
        <translation>能按期完成，但超出预算</translation>
    </message>
    <message>
        <location line="+2" />
        <source>meets the deadline but draws more than the site cap</source>
        <translation>能按期完成，但功率超过场地上限</translation>
    </message>
    <message>
        <location line="+2" />
        <source>another option is as fast, as cheap and as frugal, and better in one</source>
        <translation>另有方案在工期、成本、功率上都不差，且至少一项更好</translation>
    </message>
    <message>
        <location line="+3" />
        <source>meets every target, at a higher capex than the chosen</source>
        <translation>满足全部目标，但资本支出高于已选方案</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no layout trains the model on it</source>
        <translation>没有能在其上训练该模型的并行布局</translation>
    </message>
    <message>
        <location line="+1" />
        <source>its design has errors</source>
        <translation>其设计存在错误</translation>
    </message>
    <message>
        <location line="+8" />
        <source>rack power</source>
        <translation>机柜功率</translation>
    </message>
    <message>
        <location line="+1" />
        <source>rack units</source>
        <translation>机柜 U 位</translation>
    </message>
    <message>
        <location line="+1" />
        <source>rack weight</source>
        <translation>机柜承重</translation>
    </message>
    <message>
        <location line="+1" />
        <source>rack cooling</source>
        <translation>机柜散热</translation>
    </message>
    <message>
        <location line="+1" />
        <source>one rack-scale system per rack</source>
        <translation>每机柜一套机柜级系统</translation>
    </message>
    <message>
        <location line="+8" />
        <source>One more month</source>
        <translation>再多一个月</translation>
    </message>
    <message>
        <location line="+1" />
        <source>20 % more budget</source>
        <translation>预算增加 20%</translation>
    </message>
    <message>
        <location line="+1" />
        <source>60 kW racks</source>
        <translation>60 kW 机柜</translation>
    </message>
    <message>
        <location line="+8" />
        <source>memory bandwidth (decode)</source>
        <translation>显存带宽（解码）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+1" />
        <source>KV cache capacity</source>
        <translation>KV 缓存容量</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPU interconnect (TP all-reduces)</source>
        <translation>GPU 互联（TP 全归约）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the engine's batch limit</source>
        <translation>推理引擎的批大小上限</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the prefill pool</source>
        <translation>预填充资源池</translation>
    </message>
    <message>
        <location line="+12" />
        <source>the pick</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <location line="+2" />
        <source>does not fit in memory</source>
        <translation>显存放不下</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no size of it meets the targets at the load</source>
        <translation>在该负载下任何规模都达不到目标</translation>
    </message>
    <message>
        <location line="+3" />
        <source>needs %1 GPUs, past the limit</source>
        <translation>需要 %1 块 GPU，超出上限</translation>
    </message>
    <message>
        <location line="+3" />
        <source>no price in the catalog</source>
        <translation>目录中没有价格</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no units for the GEMMs' precision</source>
        <translation>不支持 GEMM 所用精度</translation>
    </message>
    <message>
        <location line="+2" />
        <source>dominated by %1</source>
        <translation>被 %1 全面超越</translation>
    </message>
    <message>
        <location line="+2" />
        <source>as good as the pick (Pareto)</source>
        <translation>与推荐方案同样好（帕累托）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 % behind the pick (Pareto: better on GPUs or power)</source>
        <translation>比推荐方案差 %1 %（帕累托：GPU 数或功耗更优）</translation>
    </message>
    <message>
        <location line="+9" />
        <source>EP %1</source>
        <translation>EP %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>, %1 prefill + %2 decode</source>
        <translation>，预填充 %1 + 解码 %2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>EP %1 (attention TP %2 × DP %3)</source>
        <translation>专家并行 %1（注意力 TP %2 × DP %3）</translation>
    </message>
    <message>
        <location line="+51" />
        <source>the catalog has no server that takes %1</source>
        <translation>目录中没有可安装 %1 的服务器</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the layout has no GPUs</source>
        <translation>该部署方案没有 GPU</translation>
    </message>
    <message>
        <location line="+2" />
        <source>its servers would not form an island of their own</source>
        <translation>这些服务器无法自成一个孤岛</translation>
    </message>
    <message>
        <location line="+3" />
        <source>no catalog GPU "%1"</source>
        <translation>目录中没有 GPU“%1”</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Over the week's load: TTFT P90 %1 ms, TPOT P99 %2 ms (at the peak hour %3 ms and %4 ms).</source>
        <translation>按一周的负载曲线：首 token 延迟 P90 %1 ms，每 token 延迟 P99 %2 ms（峰值小时为 %3 ms 和 %4 ms）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Over the day's load: TTFT P90 %1 ms, TPOT P99 %2 ms (at the peak hour %3 ms and %4 ms).</source>
        <translation>按一天的负载曲线：首 token 延迟 P90 %1 ms，每 token 延迟 P99 %2 ms（峰值小时为 %3 ms 和 %4 ms）。</translation>
    </message>
    <message>
        <location line="-89" />
        <location line="+16" />
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <location line="-127" />
        <source>%1 in %2</source>
        <translation>%1，装于 %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+121" />
        <source>, prefill on %1 GPUs and decode on %2, the KV cache %3 ms between them</source>
        <translation>，预填充 %1 块 GPU、解码 %2 块 GPU，KV 缓存传输 %3 ms</translation>
    </message>
    <message>
        <location line="+12" />
        <source>deadline %1</source>
        <translation>截止 %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 kW per rack</source>
        <translation>单柜 %1 kW</translation>
    </message>
    <message>
        <location line="+1" />
        <source>PUE %1</source>
        <translation>PUE %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>capex budget %1</source>
        <translation>资本支出预算 %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>site cap %1 MW</source>
        <translation>场地上限 %1 MW</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Chosen: %1, %2, %3</source>
        <translation>已选：%1，%2，%3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 options weighed, %2 of them on the Pareto front</source>
        <translation>共比较 %1 个方案，其中 %2 个位于帕累托前沿</translation>
    </message>
</context>
<context>
    <name>StackFeature</name>
    <message>
        <location filename="../app/text/ledgerformat.cpp" line="+8" />
        <source>tensor parallelism</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>pipeline parallelism</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>selective recompute</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <location line="+1" />
        <source>full recompute</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ZeRO-1 (a distributed optimizer)</source>
        <translation>ZeRO-1（分布式优化器）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ZeRO-3 / FSDP</source>
        <translation>ZeRO-3 / FSDP</translation>
    </message>
    <message>
        <location line="+1" />
        <source>HSDP (sharding in groups)</source>
        <translation>HSDP（分组分片）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>context parallelism</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>expert parallelism</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>an interleaved pipeline</source>
        <translation>交错流水线</translation>
    </message>
    <message>
        <location line="+1" />
        <source>uneven pipeline stages</source>
        <translation>不均匀流水线阶段</translation>
    </message>
    <message>
        <location line="+1" />
        <source>FP8 training</source>
        <translation>FP8 训练</translation>
    </message>
</context>
<context>
    <name>Suggestion</name>
    <message>
        <location filename="../app/text/diagnostictext.cpp" line="+12" />
        <source>shard more with ZeRO-%1</source>
        <translation>用 ZeRO-%1 做更多分片</translation>
    </message>
    <message>
        <location line="+3" />
        <source>recompute all activations (full recompute)</source>
        <translation>重计算全部激活值（完全重计算）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>split each layer over TP %1</source>
        <translation>把每层切分到 TP %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>split the layers over PP %1</source>
        <translation>把各层切分到 PP %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>use %1 GPUs with ZeRO-3 (the states sharded over more data-parallel ranks)</source>
        <translation>使用 %1 块 GPU 并开启 ZeRO-3（状态分片到更多数据并行副本）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>fine-tune with LoRA adapters instead of all weights</source>
        <translation>改用 LoRA 适配器微调，而不是训练全部权重</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../app/canvas/tools.cpp" line="+121" />
        <source>Drop it on a rack</source>
        <translation>请放到机柜上</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Click a device to start a cable</source>
        <translation>点击一台设备开始连线</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Now click the device at the other end</source>
        <translation>现在点击线缆另一端的设备</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Cable added</source>
        <translation>已添加线缆</translation>
    </message>
</context>
<context>
    <name>cl::ApplyCalibrationCommand</name>
    <message>
        <location filename="../app/commands/applycalibration.cpp" line="+38" />
        <source>The calibration of %1 was changed elsewhere since; it is left as it is.</source>
        <translation>%1 的校准已在别处被修改，保持不变。</translation>
    </message>
</context>
<context>
    <name>cl::ArchitectureFields</name>
    <message>
        <location filename="../app/ledger/architecturefields.cpp" line="+74" />
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>KV heads (GQA)</source>
        <translation>KV 头数（GQA）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>FFN size</source>
        <translation>FFN 维度</translation>
    </message>
    <message>
        <location line="+1" />
        <source>FFN type</source>
        <translation>FFN 类型</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Local attention</source>
        <translation>局部注意力</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Attention window (tokens)</source>
        <translation>注意力窗口（token）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Full attention every</source>
        <translation>全局注意力间隔（层）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>None (full attention)</source>
        <translation>无（全局注意力）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sliding window</source>
        <translation>滑动窗口</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Chunked</source>
        <translation>分块</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Linear (fixed state)</source>
        <translation>线性（固定状态）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>How the layers that do not attend over the whole context attend: a sliding window (gpt-oss, Mistral), chunks of the context (Llama 4) or a linear-attention state (MiniMax-M1). It bounds the KV cache a request holds and the attention FLOPs at long contexts.</source>
        <translation>不做全局注意力的层如何计算注意力：滑动窗口（gpt-oss、Mistral）、按上下文分块（Llama 4）或线性注意力状态（MiniMax-M1）。它决定长上下文下每个请求占用的 KV 缓存和注意力 FLOPs 的上限。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>No layer</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1" />
        <source>One layer in this many still attends over the whole context (Llama 4: 4, MiniMax-M1: 8, gpt-oss: 2)</source>
        <translation>每隔这么多层有一层仍对全部上下文做注意力（Llama 4：4，MiniMax-M1：8，gpt-oss：2）</translation>
    </message>
</context>
<context>
    <name>cl::BuildFabricDialog</name>
    <message>
        <location filename="../app/gui/buildfabricdialog.cpp" line="+29" />
        <source>Compute (GPU to GPU)</source>
        <translation>计算网络（GPU 互联）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Storage</source>
        <translation>存储网</translation>
    </message>
    <message>
        <location line="+2" />
        <source>In-band Ethernet</source>
        <translation>带内以太网</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Out-of-band management</source>
        <translation>带外管理网络</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <location line="+1" />
        <source>PDUs</source>
        <translation>PDU</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Build Fabric</source>
        <translation>生成网络拓扑</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Fabric</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Rail-optimised leaf/spine (SuperPOD)</source>
        <translation>轨道优化的叶/脊两层（SuperPOD）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fat tree, a leaf on top of each rack</source>
        <translation>胖树，每个机柜柜顶一台叶交换机</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Three tiers (leaf/spine/core)</source>
        <translation>三层（叶/脊/核心）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rail-optimised and fat-tree fabrics grow a core layer by themselves when one spine layer runs out of ports.</source>
        <translation>轨道优化和胖树网络在一层脊交换机端口不够时会自动增加核心层。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Automatic (the design's own, or the most ports at the servers' speed)</source>
        <translation>自动（沿用设计中已有的型号，或选端口速率匹配服务器、端口最多的型号）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <location line="+5" />
        <source>1:1 (non-blocking)</source>
        <translation>1:1（无阻塞）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1:1</source>
        <translation>%1:1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Oversubscription at the leaves</source>
        <translation>叶交换机收敛比</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Only the selected servers (or those in the selected racks)</source>
        <translation>仅连接选中的服务器（或选中机柜里的服务器）</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Build</source>
        <translation>生成</translation>
    </message>
    <message>
        <location line="+61" />
        <source>&lt;b&gt;%1 servers&lt;/b&gt; joined by %2 leaves, %3 spines and %4 cores of %5 (%6 tiers).</source>
        <translation>&lt;b&gt;%1 台服务器&lt;/b&gt;由 %2 台叶交换机、%3 台脊交换机和 %4 台核心交换机（%5）连接（%6 层）。</translation>
    </message>
    <message numerus="yes">
        <location line="+9" />
        <source>The management ports of %n switch(es) join the same network.</source>
        <translation><numerusform>%n 台交换机的管理口也接入该网络。</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>Each leaf sends %n uplink(s) from its faster ports to spines of %1.</source>
        <translation><numerusform>每台叶交换机从其高速端口上联 %n 条链路，连到 %1 脊交换机。</numerusform></translation>
    </message>
    <message>
        <location line="+5" />
        <source>Switches +%1 −%2 · cables +%3 −%4 (%5 kept) · racks +%6 · cost %7</source>
        <translation>交换机 +%1 −%2 · 线缆 +%3 −%4（保留 %5）· 机柜 +%6 · 费用 %7</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The fabric is already as built: nothing to change.</source>
        <translation>网络已按此生成，无需改动。</translation>
    </message>
</context>
<context>
    <name>cl::CalibrateDialog</name>
    <message>
        <location filename="../app/ledger/calibratedialog.cpp" line="+39" />
        <source>Calibrate Against This GPU</source>
        <translation>用本机 GPU 校准</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Quick run (about 10 s)</source>
        <translation>快速测量（约 10 秒）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Run the Probe</source>
        <translation>运行探针</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Import Probe Report…</source>
        <translation>导入探针报告…</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Measurement</source>
        <translation>测量项</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Datasheet</source>
        <translation>标称</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Efficiency used</source>
        <translation>采用的效率</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The probe printed nothing for %1 s and was stopped.</source>
        <translation>探针 %1 秒内没有任何输出，已被终止。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Import Probe Report</source>
        <translation>导入探针报告</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Probe reports (*.json *.jsonl);;All files (*)</source>
        <translation>探针报告 (*.json *.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The probe could not be started (%1). It is built only where the CUDA toolkit was found; you can import a report run elsewhere.</source>
        <translation>无法启动探针（%1）。探针只在找到 CUDA 工具包时才会编译；您可以导入在其他机器上生成的报告。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The probe program was not found. Import a report run on another machine instead.</source>
        <translation>未找到探针程序。请改为导入在其他机器上运行得到的报告。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Ready to measure the GPUs in this machine.</source>
        <translation>已准备好测量本机的 GPU。</translation>
    </message>
    <message>
        <location line="+67" />
        <source>Measuring…</source>
        <translation>测量中…</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Measuring: %1</source>
        <translation>正在测量：%1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The probe crashed (%1). The application is unaffected.</source>
        <translation>探针崩溃（%1）。应用本身不受影响。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The probe gave no report (exit code %1): %2</source>
        <translation>探针未给出报告（退出码 %1）：%2</translation>
    </message>
    <message>
        <location line="+25" />
        <source>the report could not be read</source>
        <translation>无法读取报告</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No calibration: %1</source>
        <translation>无法校准：%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The report cannot be used: %1</source>
        <translation>该报告无法使用：%1</translation>
    </message>
    <message>
        <location line="+21" />
        <source>GEMM throughput against matrix size</source>
        <translation>GEMM 吞吐随矩阵规模的变化</translation>
    </message>
    <message>
        <location line="+1" />
        <source>matrix size (m = n = k)</source>
        <translation>矩阵规模（m = n = k）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 GEMM</source>
        <translation>%1 GEMM</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Host to device (pinned)</source>
        <translation>主机到设备（锁页内存）</translation>
    </message>
    <message>
        <location line="+31" />
        <source>%1 datasheet</source>
        <translation>%1 规格书值</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1: %2 measured as %3%4. Apply to use these efficiencies wherever the design uses this GPU.</source>
        <translation>%1：实测设备 %2（对应目录型号 %3）%4。点击“应用”后，设计中凡使用该 GPU 之处都将采用这些效率。</translation>
    </message>
    <message>
        <location line="+3" />
        <source> (this report was not measured on a real GPU)</source>
        <translation>（此报告并非在真实 GPU 上测得）</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The profile could not be stored: %1</source>
        <translation>无法保存校准档案：%1</translation>
    </message>
</context>
<context>
    <name>cl::CalibrationText</name>
    <message>
        <location filename="../app/text/calibrationtext.cpp" line="+40" />
        <source>%1 on %2 GPUs in %3 server(s): peak bus bandwidth %4</source>
        <translation>%1，%3 台服务器共 %2 块 GPU：峰值总线带宽 %4</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 efficiency %2</source>
        <translation>%1效率 %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>(capped at 1: faster than the ring model)</source>
        <translation>（上限取 1：实测快于环形模型）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>not calibrated from: %1</source>
        <translation>未据此校准：%1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 wrong results reported: check the fabric</source>
        <translation>报告了 %1 个错误结果：请检查网络</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 log, %2 steady steps on %3 GPUs (%4): %5 per step</source>
        <translation>%1 日志，%3 块 GPU 上 %2 个稳态步（%4）：每步 %5</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 tokens/s per GPU</source>
        <translation>每块 GPU %1 tokens/s</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the engine predicted %1, GEMM efficiency %2 → %3</source>
        <translation>引擎预测 %1，GEMM 效率 %2 → %3</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 GPUs, %2 samples</source>
        <translation>%1 块 GPU，%2 个采样</translation>
    </message>
    <message>
        <location line="+4" />
        <source>utilization %1</source>
        <translation>利用率 %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>SM active %1</source>
        <translation>SM 活跃度 %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>power %1 mean</source>
        <translation>平均功耗 %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>memory peak %1</source>
        <translation>显存峰值 %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>(read against the plan, not fitted)</source>
        <translation>（用于与计划对照，不参与拟合）</translation>
    </message>
    <message>
        <location line="+8" />
        <source>the links inside a server</source>
        <translation>服务器内互联</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the network between servers</source>
        <translation>服务器间网络</translation>
    </message>
    <message>
        <location line="+2" />
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location line="+2" />
        <source>GEMM efficiency (%1)</source>
        <translation>GEMM 效率（%1）</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 from %2</source>
        <translation>%1来自 %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>probe report</source>
        <translation>探针报告</translation>
    </message>
    <message>
        <location line="+2" />
        <source>nccl-tests</source>
        <translation>nccl-tests</translation>
    </message>
    <message>
        <location line="+2" />
        <source>training log</source>
        <translation>训练日志</translation>
    </message>
    <message>
        <location line="+2" />
        <source>telemetry</source>
        <translation>遥测</translation>
    </message>
    <message>
        <location line="+19" />
        <source>GPU utilization</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <location line="+2" />
        <source>SM active</source>
        <translation>SM 活跃度</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tensor cores active</source>
        <translation>Tensor Core 活跃度</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Memory per GPU (peak)</source>
        <translation>每块 GPU 显存（峰值）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Power per GPU (mean)</source>
        <translation>每块 GPU 功耗（平均）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>NVLink traffic per GPU</source>
        <translation>每块 GPU 的 NVLink 流量</translation>
    </message>
    <message>
        <location line="+2" />
        <source>PCIe traffic per GPU</source>
        <translation>每块 GPU 的 PCIe 流量</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Network sent per server</source>
        <translation>每台服务器网络发送量</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Energy of the GPUs seen</source>
        <translation>所观测 GPU 的能耗</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Planned: the step less the pipeline bubble and host overhead, when no kernel runs (nvidia-smi utilization.gpu counts any kernel).</source>
        <translation>计划值：一步时间减去流水线气泡和主机开销（这两段没有 kernel 运行；nvidia-smi 的 utilization.gpu 统计任何 kernel）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Planned: the compute and optimizer share of the step.</source>
        <translation>计划值：计算和优化器在一步中的占比。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Planned: the hardware FLOP utilisation (HFU) against the dense peak.</source>
        <translation>计划值：相对稠密峰值的硬件 FLOP 利用率（HFU）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Planned: the memory fit's total per GPU. Observed memory also holds the allocator's cache, so a few GB above the plan is usual.</source>
        <translation>计划值：显存装载估算的每卡总量。实测显存还包含分配器缓存，比计划高几 GB 属正常。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Planned: the GPU's TDP, which training holds the card near (the ledger's power counts GPUs at TDP).</source>
        <translation>计划值：GPU 的 TDP，训练时显卡功耗接近 TDP（账本的功耗按 TDP 计 GPU）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Planned: the bytes the engine sends between servers each step, per server per second. Observed: node_exporter's InfiniBand port counters, summed per host.</source>
        <translation>计划值：引擎每步在服务器之间发送的字节数，折算为每台服务器每秒。实测值：node_exporter 的 InfiniBand 端口计数器，按主机求和。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Planned: the planned power over the file's own span, for the GPUs it saw.</source>
        <translation>计划值：计划功耗乘以该文件覆盖的时长，只计文件中观测到的 GPU。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Not planned: shown as observed.</source>
        <translation>无计划值：按实测显示。</translation>
    </message>
</context>
<context>
    <name>cl::ChartsPanel</name>
    <message>
        <location filename="../app/ledger/chartsdock.cpp" line="+53" />
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Power</source>
        <translation>功率</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+61" />
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <location line="-60" />
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Serving memory</source>
        <translation>推理显存</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Throughput</source>
        <translation>吞吐</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../app/ledger/servingcharts.cpp" line="+40" />
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location line="+2" />
        <source>per GPU</source>
        <translation>每块 GPU</translation>
    </message>
    <message>
        <location line="+6" />
        <location filename="../app/ledger/servingcharts.cpp" line="+2" />
        <source>GPU memory</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Power per rack</source>
        <translation>各机柜功率</translation>
    </message>
    <message>
        <location line="+1" />
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Typical</source>
        <translation>典型</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Power per rack: the %1 most loaded of %2</source>
        <translation>各机柜功率：%2 个机柜中负载最高的 %1 个</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Usable</source>
        <translation>可用</translation>
    </message>
    <message>
        <location line="+5" />
        <source>seconds per step</source>
        <translation>每步秒数</translation>
    </message>
    <message>
        <location line="+3" />
        <source>step</source>
        <translation>单步</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Days to train against GPU count</source>
        <translation>训练天数与 GPU 数量</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1" />
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <location line="+1" />
        <source>same layout, more data parallelism</source>
        <translation>相同并行方案，增加数据并行</translation>
    </message>
    <message>
        <location line="+7" />
        <source>this design</source>
        <translation>当前设计</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Capex by category and opex per year</source>
        <translation>分类资本支出与每年运营支出</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <location line="+5" />
        <source>opex/year</source>
        <translation>运营支出/年</translation>
    </message>
    <message>
        <location filename="../app/ledger/servingcharts.cpp" line="-3" />
        <source>Memory per GPU of each served model, at its load</source>
        <translation>各推理模型在其负载下的每卡显存</translation>
    </message>
    <message>
        <location line="+24" />
        <source>sequences in flight (all replicas)</source>
        <translation>在途序列数（全部副本）</translation>
    </message>
    <message>
        <location line="+10" />
        <source>output tokens/s</source>
        <translation>输出 token/秒</translation>
    </message>
    <message>
        <location line="+0" />
        <source>output tokens/s (%1)</source>
        <translation>输出 token/秒（%1）</translation>
    </message>
    <message>
        <location line="+14" />
        <source>at the load</source>
        <translation>当前负载</translation>
    </message>
    <message>
        <location line="+7" />
        <source>TTFT ≤ %1</source>
        <translation>TTFT ≤ %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>TPOT ≤ %1</source>
        <translation>TPOT ≤ %1</translation>
    </message>
</context>
<context>
    <name>cl::CompareDialog</name>
    <message>
        <location filename="../app/ledger/comparedialog.cpp" line="+58" />
        <source>Compare GPUs</source>
        <translation>GPU 对比</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Same GPU count</source>
        <translation>相同 GPU 数量</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Same capex for GPUs and servers</source>
        <translation>相同的 GPU 与服务器投资</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <location line="+10" />
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+68" />
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <location line="-68" />
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location line="+0" />
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPUs and servers</source>
        <translation>GPU 与服务器</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Power</source>
        <translation>功率</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The first row is this design as the ledger has it (its network, servers and goodput). The others are the same run planned on a usual cluster of each GPU: 8 per server, its usual network and efficiency profile.</source>
        <translation>第一行是本设计，数值与账本一致（按其网络、服务器和有效训练率）。其余各行是同一训练在各 GPU 的常规集群上的规划：每台服务器 8 卡，采用该 GPU 常用的网络和效率档案。</translation>
    </message>
    <message>
        <location line="+27" />
        <location line="+16" />
        <source>%1 (this design)</source>
        <translation>%1（本设计）</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Days to train</source>
        <translation>训练天数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <location line="-29" />
        <location line="+59" />
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="-59" />
        <location line="+59" />
        <source>no: out of memory</source>
        <translation>否：显存不足</translation>
    </message>
    <message>
        <location line="+17" />
        <source>days (log scale)</source>
        <translation>天（对数刻度）</translation>
    </message>
</context>
<context>
    <name>cl::DatasetFields</name>
    <message>
        <location filename="../app/ledger/datasetfields.cpp" line="+79" />
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Loader workers per GPU</source>
        <translation>每卡数据加载 worker 数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Bytes read per token</source>
        <translation>每 token 读取字节数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Host time per token</source>
        <translation>每 token 主机处理时间</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Pre-tokenised shards</source>
        <translation>预分词数据分片</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Raw text (tokenised by the loader)</source>
        <translation>原始文本（加载时分词）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Image-text pairs</source>
        <translation>图文对</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Video clips</source>
        <translation>视频片段</translation>
    </message>
    <message>
        <location line="+1" />
        <source>What the data loaders read and decode for the GPUs: the ledger checks it against the file servers' read rate and the servers' CPU cores</source>
        <translation>数据加载器为 GPU 读取和解码的内容：账本会对照文件服务器的读带宽和服务器的 CPU 核数进行校核</translation>
    </message>
    <message>
        <location line="+2" />
        <source>None: loads between steps</source>
        <translation>无：在两步之间加载</translation>
    </message>
    <message>
        <location line="+1" />
        <source>DataLoader worker processes per GPU (num_workers). With workers the next batch loads while the GPUs compute; with none every step waits for its data (seed 000's 5 % utilisation).</source>
        <translation>每卡 DataLoader worker 进程数（num_workers）。有 worker 时，GPU 计算的同时加载下一批数据；没有时每一步都要等数据（种子文章 000 中 5 % 利用率的情形）。</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+1" />
        <source>The dataset's</source>
        <translation>按数据集默认</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Read from storage per trained token; %1 B for this kind</source>
        <translation>每训练一个 token 从存储读取的字节数；此类数据默认 %1 B</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Host core time per token to decode or tokenise it; %1 µs for this kind</source>
        <translation>每个 token 解码或分词所需的主机核心时间；此类数据默认 %1 µs</translation>
    </message>
</context>
<context>
    <name>cl::DesignOverview</name>
    <message>
        <location filename="../app/gui/designoverview.cpp" line="+158" />
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Place</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Max / usable kW</source>
        <translation>最大 / 可用 kW</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Power load</source>
        <translation>功率负载</translation>
    </message>
    <message>
        <location line="-1" />
        <source>Model</source>
        <comment>device model</comment>
        <translation>型号</translation>
    </message>
    <message numerus="yes">
        <location line="-55" />
        <source> · %n GPU(s) %1</source>
        <translation><numerusform> · %n 块 GPU %1</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>U%1</source>
        <translation>U%1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>U%1–U%2</source>
        <translation>U%1–U%2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>0U</source>
        <translation>0U</translation>
    </message>
    <message>
        <location line="+17" />
        <source>row %1, #%2 · %3/%4 U</source>
        <translation>第 %1 排，第 %2 位 · %3/%4 U</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+47" />
        <source>Not placed</source>
        <translation>未上架</translation>
    </message>
</context>
<context>
    <name>cl::Document</name>
    <message>
        <location filename="../app/document/document.cpp" line="+31" />
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>cl::ExportController</name>
    <message>
        <location filename="../app/gui/exportcontroller.cpp" line="+47" />
        <location line="+17" />
        <source>Export PDF Report</source>
        <translation>导出 PDF 报告</translation>
    </message>
    <message>
        <location line="-16" />
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Writing the report…</source>
        <translation>正在生成报告…</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+12" />
        <location line="+16" />
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="-14" />
        <location line="+16" />
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Export BOM</source>
        <translation>导出物料清单</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+6" />
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Export Cable Schedule</source>
        <translation>导出线缆清单</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Export Ledger</source>
        <translation>导出账本</translation>
    </message>
    <message>
        <location line="+0" />
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
</context>
<context>
    <name>cl::FileCalibrationDialog</name>
    <message>
        <location filename="../app/ledger/filecalibrationdialog.cpp" line="+86" />
        <location line="+66" />
        <source>Calibrate From Files</source>
        <translation>从文件校准</translation>
    </message>
    <message>
        <location line="-61" />
        <source>Add what your team already has: nccl-tests outputs, training logs (Megatron-LM, NeMo, torchtitan, DeepSpeed), telemetry (nvidia-smi CSV, dcgm-exporter) and probe reports. Drop files here or add them; what the files do not say is asked below.</source>
        <translation>添加团队已有的文件：nccl-tests 输出、训练日志（Megatron-LM、NeMo、torchtitan、DeepSpeed）、遥测（nvidia-smi CSV、dcgm-exporter）和探针报告。可拖放到此处或点击添加；文件里没写的信息在下方填写。</translation>
    </message>
    <message>
        <location line="+11" />
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+0" />
        <source>What was read</source>
        <translation>读到的内容</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Add Files…</source>
        <translation>添加文件…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+9" />
        <source>What the files do not say</source>
        <translation>文件未说明的信息</translation>
    </message>
    <message>
        <location line="+4" />
        <source>What it changes</source>
        <translation>带来的变化</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <location line="+0" />
        <source>After</source>
        <translation>之后</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <location line="+0" />
        <source>From file</source>
        <translation>来源文件</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Benchmark outputs, logs and telemetry (*.txt *.log *.out *.csv *.prom *.json *.jsonl);;All files (*)</source>
        <translation>基准测试输出、日志和遥测 (*.txt *.log *.out *.csv *.prom *.json *.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+21" />
        <source>As the files name it</source>
        <translation>按文件所写</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Not given</source>
        <translation>未指定</translation>
    </message>
    <message>
        <location line="+6" />
        <source>As the files say</source>
        <translation>按文件所写</translation>
    </message>
    <message>
        <location line="+3" />
        <source>As the log prints it</source>
        <translation>按日志所写</translation>
    </message>
    <message>
        <location line="+3" />
        <source>GPU:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Network between servers:</source>
        <translation>服务器间网络：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPUs per server:</source>
        <translation>每台服务器 GPU 数：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Model trained:</source>
        <translation>训练的模型：</translation>
    </message>
    <message>
        <location line="+67" />
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>not recognised</source>
        <translation>无法识别</translation>
    </message>
    <message>
        <location line="+1" />
        <source>not read: see the messages below</source>
        <translation>未读取：见下方消息</translation>
    </message>
    <message>
        <location line="+32" />
        <source>No files yet.</source>
        <translation>尚未添加文件。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Nothing to calibrate from: telemetry is read against the plan (Tools &gt; Plan Against Actual), not fitted.</source>
        <translation>没有可用于校准的数据：遥测用于与计划对照（工具 &gt; 计划与实际对照），不参与拟合。</translation>
    </message>
    <message>
        <location line="+20" />
        <source>This design has no %1: the profile applies to designs that use it.</source>
        <translation>本设计中没有 %1：该配置文件适用于使用它的设计。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The design trains nothing that the profile could move.</source>
        <translation>本设计没有受该配置文件影响的训练任务。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>On this design: training time %1 → %2 (%3%4 %), measured on %5 GPUs.</source>
        <translation>对本设计：训练时间 %1 → %2（%3%4 %），基于 %5 块 GPU 的实测。</translation>
    </message>
</context>
<context>
    <name>cl::FileController</name>
    <message>
        <location filename="../app/gui/filecontroller.cpp" line="+39" />
        <source>Cannot Open Design</source>
        <translation>无法打开设计</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 could not be opened. The current design is unchanged.</source>
        <translation>无法打开 %1。当前设计保持不变。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Could not open %1</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 is open in another window: opened read-only, save under another name</source>
        <translation>%1 已在另一个窗口中打开：以只读方式打开，请另存为其他名称</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 is a version-%2 design, read and brought up to date: saving writes version %3, which older ClusterLedger releases cannot open</source>
        <translation>%1 是第 %2 版格式的设计，已读入并升级：保存时写为第 %3 版，较旧的 ClusterLedger 版本将无法打开</translation>
    </message>
    <message>
        <location line="+41" />
        <location line="+26" />
        <source>Cannot Save Design</source>
        <translation>无法保存设计</translation>
    </message>
    <message>
        <location line="-25" />
        <source>%1 is open in another window; saving over it would destroy the work there. Save under another name, or close it there first.</source>
        <translation>%1 已在另一个窗口中打开；覆盖保存会毁掉那边的工作。请另存为其他名称，或先在那边关闭它。</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+189" />
        <source>File Changed on Disk</source>
        <translation>文件已在磁盘上被修改</translation>
    </message>
    <message>
        <location line="-188" />
        <source>%1 was changed on disk since you opened it (another window or program saved it). Overwrite it with your version?</source>
        <translation>自您打开以来，%1 已在磁盘上被修改（另一个窗口或程序保存了它）。要用您的版本覆盖吗？</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Cancel keeps the file as it is; Save As keeps both.</source>
        <translation>“取消”保留磁盘上的文件不变；“另存为”可两份都保留。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 could not be saved: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 has unsaved changes. Save them first?</source>
        <translation>%1 有未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Open Design</source>
        <translation>打开设计</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ClusterLedger designs (*%1);;All files (*)</source>
        <translation>算力账本设计文件 (*%1);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Save Design As</source>
        <translation>设计另存为</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ClusterLedger designs (*%1)</source>
        <translation>算力账本设计文件 (*%1)</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Revert</source>
        <translation>还原</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Discard all changes since the last save?</source>
        <translation>放弃自上次保存以来的所有更改？</translation>
    </message>
    <message>
        <location line="+10" />
        <source>New cluster</source>
        <translation>新集群</translation>
    </message>
    <message>
        <location line="+44" />
        <source>Design Open Elsewhere</source>
        <translation>设计已在别处打开</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is open in another ClusterLedger window (process %2 on %3). Two windows saving one file overwrite each other's work.</source>
        <translation>%1 已在另一个 ClusterLedger 窗口中打开（%3 上的进程 %2）。两个窗口保存同一个文件会互相覆盖对方的工作。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Open it read-only to look (saving asks for another name), or open it anyway if that window is gone.</source>
        <translation>以只读方式打开查看（保存时会要求另起名称）；如果那个窗口已不存在，也可以仍然打开。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Open Read-Only</source>
        <translation>以只读方式打开</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Open Anyway</source>
        <translation>仍然打开</translation>
    </message>
    <message>
        <location line="+30" />
        <source>%1 was changed on disk by another window or program, and you have unsaved changes here. Reload it and lose yours?</source>
        <translation>%1 已被另一个窗口或程序在磁盘上修改，而您这里有未保存的更改。要重新加载并放弃您的更改吗？</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 was changed on disk by another window or program. Reload it?</source>
        <translation>%1 已被另一个窗口或程序在磁盘上修改。要重新加载吗？</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Keeping this version: saving asks before it overwrites the file.</source>
        <translation>保留当前版本：保存时会先询问是否覆盖该文件。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Keep This Version</source>
        <translation>保留当前版本</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Reloaded %1</source>
        <translation>已重新加载 %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 changed on disk and cannot be read now: kept this version</source>
        <translation>%1 已在磁盘上被修改，但目前无法读取：保留当前版本</translation>
    </message>
    <message>
        <location line="+25" />
        <location line="+18" />
        <source>Recover Unsaved Work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <location line="-17" />
        <source>an untitled design</source>
        <translation>一个未命名的设计</translation>
    </message>
    <message>
        <location line="+2" />
        <source>ClusterLedger kept unsaved changes to %1 that were not saved when it last closed. Recover them?</source>
        <translation>ClusterLedger 上次关闭时，%1 有尚未保存的修改已被自动保留。要恢复这些修改吗？</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Written automatically on %1.</source>
        <translation>自动保存于 %1。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Recover</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The autosaved copy could not be read: %1</source>
        <translation>无法读取自动保存的副本：%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Recovered unsaved changes to %1</source>
        <translation>已恢复 %1 的未保存修改</translation>
    </message>
</context>
<context>
    <name>cl::FloorView</name>
    <message>
        <location filename="../app/canvas/floorview.cpp" line="+162" />
        <source>No racks on the floor yet</source>
        <translation>机房里还没有机柜</translation>
    </message>
    <message>
        <location line="+12" />
        <location line="+84" />
        <source>cold aisle</source>
        <translation>冷通道</translation>
    </message>
    <message>
        <location line="-84" />
        <location line="+85" />
        <source>hot aisle</source>
        <translation>热通道</translation>
    </message>
    <message>
        <location line="-84" />
        <source> (contained)</source>
        <translation>（封闭）</translation>
    </message>
    <message>
        <location line="+62" />
        <source>Row %1</source>
        <translation>第 %1 排</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rows %1–%2</source>
        <translation>第 %1–%2 排</translation>
    </message>
    <message>
        <location line="+15" />
        <source>under 60 % of usable power</source>
        <translation>低于可用功率的 60 %</translation>
    </message>
    <message>
        <location line="+1" />
        <source>60–80 %</source>
        <translation>60–80 %</translation>
    </message>
    <message>
        <location line="+1" />
        <source>80–100 %</source>
        <translation>80–100 %</translation>
    </message>
    <message>
        <location line="+1" />
        <source>over</source>
        <translation>超出</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cable tray</source>
        <translation>线槽</translation>
    </message>
    <message>
        <location line="+59" />
        <source>%1 of %2 usable</source>
        <translation>%1 / 可用 %2</translation>
    </message>
</context>
<context>
    <name>cl::Inspector</name>
    <message>
        <location filename="../app/gui/inspector.cpp" line="+249" />
        <location line="+18" />
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="-17" />
        <source>Feeds</source>
        <translation>供电回路数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Voltage (V)</source>
        <translation>电压（V）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Breaker (A)</source>
        <translation>断路器（A）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Phase</source>
        <translation>相数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Derating</source>
        <translation>降额系数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Redundancy</source>
        <translation>冗余方式</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Budget cap (kW, 0 = none)</source>
        <translation>功率上限（kW，0 表示不限）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Usable power</source>
        <translation>可用功率</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cooling</source>
        <translation>制冷</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cooling limit (kW, 0 = not stated)</source>
        <translation>制冷上限（kW，0 = 未注明）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Of it to liquid (kW, 0 = not stated)</source>
        <translation>其中液冷（kW，0 = 未注明）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Heat at max load</source>
        <translation>满载发热</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Scale-up domain</source>
        <translation>超节点域</translation>
    </message>
    <message>
        <location line="+1" />
        <source>none: each server scales up alone</source>
        <translation>无：每台服务器各自互联</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Racks with the same name form one NVLink or UB domain (GB200 NVL72: one rack; CloudMatrix 384: its 16 racks). Only rack-scale trays join it.</source>
        <translation>名称相同的机柜组成一个 NVLink 或 UB 超节点域（GB200 NVL72：一个机柜；CloudMatrix 384：其 16 个机柜）。只有机柜级托盘会加入。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Model</source>
        <comment>device model</comment>
        <translation>型号</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rating</source>
        <translation>额定</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Ends</source>
        <translation>两端</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fabric</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Media</source>
        <translation>介质</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message numerus="yes">
        <location line="+25" />
        <source>%n object(s) selected</source>
        <translation><numerusform>已选中 %n 个对象</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>Select one object to edit it.</source>
        <translation>选中一个对象即可编辑。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Rack %1</source>
        <translation>机柜 %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 kW usable, %2 kW at max load</source>
        <translation>可用 %1 kW，满载 %2 kW</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 kW to air, %2 kW to liquid</source>
        <translation>风冷 %1 kW，液冷 %2 kW</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Device %1</source>
        <translation>设备 %1</translation>
    </message>
    <message>
        <location line="+24" />
        <source>%1 kW at %2 °C facility water, %3 L/min, %4 kW input</source>
        <translation>%1 kW（设施冷却水 %2 °C），%3 L/min，输入功率 %4 kW</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Cable %1</source>
        <translation>线缆 %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>From the floor: %1 m</source>
        <translation>按机房布局：%1 m</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Site</source>
        <translation>站点</translation>
    </message>
    <message>
        <location line="+17" />
        <source>A rack needs a name.</source>
        <translation>机柜需要一个名称。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>A scale-up domain name cannot hold control characters.</source>
        <translation>超节点域名称不能包含控制字符。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A scale-up domain name holds at most %1 bytes of UTF-8.</source>
        <translation>超节点域名称最多 %1 字节（UTF-8）。</translation>
    </message>
    <message>
        <location line="+20" />
        <source>The liquid part cannot pass the rack's cooling limit.</source>
        <translation>液冷部分不能超过机柜的制冷上限。</translation>
    </message>
    <message>
        <location line="+14" />
        <source>2N needs an even number of feeds: half of them carry the load alone.</source>
        <translation>2N 需要偶数路供电：其中一半要能单独承担负载。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>N+1 needs at least two feeds.</source>
        <translation>N+1 至少需要两路供电。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Edit Rack</source>
        <translation>编辑机柜</translation>
    </message>
    <message>
        <location line="+15" />
        <source>A device needs a name.</source>
        <translation>设备需要一个名称。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Edit Device</source>
        <translation>编辑设备</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Edit Cable</source>
        <translation>编辑线缆</translation>
    </message>
</context>
<context>
    <name>cl::JobFields</name>
    <message>
        <location filename="../app/ledger/jobfields.cpp" line="+115" />
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Prompts</source>
        <translation>请求数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Team</source>
        <translation>团队</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Priority</source>
        <translation>优先级</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Earliest start (day)</source>
        <translation>最早开始（第几天）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Deadline (day, 0 = none)</source>
        <translation>截止期限（第几天，0 = 无）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs on</source>
        <translation>运行在</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Preemptible</source>
        <translation>可抢占</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Training or fine-tuning</source>
        <translation>训练或微调</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Evaluation or batch inference</source>
        <translation>评测或批量推理</translation>
    </message>
    <message>
        <location line="+1" />
        <source>An evaluation or batch-inference job serves its prompts at the serving model's full throughput on the GPUs it gets</source>
        <translation>评测或批量推理作业在分到的 GPU 上，以推理模型的满负荷吞吐处理其全部请求</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Prompts the job runs, each of the input and output tokens below</source>
        <translation>作业要处理的请求数，每条的输入与输出 token 数见下方</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Any island that fits</source>
        <translation>任一可容纳的孤岛</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Any GPU</source>
        <translation>任意 GPU</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Only islands of this GPU run the job: its kernels, its memory, or the GPUs its budget was approved for</source>
        <translation>只在该型号 GPU 的孤岛上运行此作业：因其算子、显存，或预算批准的就是这种 GPU</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Jobs take whole servers: the GPUs are rounded up to them</source>
        <translation>作业占用整台服务器：GPU 数按整机向上取整</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Higher runs first; equal priorities go by the team's fair share, then the earlier deadline</source>
        <translation>优先级高的先运行；优先级相同时按团队的公平份额，再按较早的截止期限</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Counted from day 0 of the schedule, as the earliest start is</source>
        <translation>与最早开始一样，从排期的第 0 天算起</translation>
    </message>
    <message>
        <location line="+1" />
        <source>may borrow serving's idle servers</source>
        <translation>可借用推理服务的空闲服务器</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs on serving servers the load curve leaves idle, at the share of the day they are idle</source>
        <translation>在负载曲线让推理服务器空闲时运行，按每天空闲的时间比例计算</translation>
    </message>
    <message>
        <location line="+74" />
        <source>Not taken: the deadline (day %1) must come after the earliest start (day %2).</source>
        <translation>未采纳：截止期限（第 %1 天）必须晚于最早开始（第 %2 天）。</translation>
    </message>
</context>
<context>
    <name>cl::LedgerPanel</name>
    <message>
        <location filename="../app/ledger/ledgerdock.cpp" line="+38" />
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <location line="+2" />
        <source>fits, under 10 % to spare</source>
        <translation>可容纳，余量不足 10%</translation>
    </message>
    <message>
        <location line="+1" />
        <source>fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <location line="+133" />
        <source>The ledger of the training run:</source>
        <translation>训练任务的账本：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The ledger of the design's training run, not of job %1: the schedule sizes each job on the GPUs it gets (its line in the Targets panel and the Schedule tab):</source>
        <translation>这是设计中训练任务的账本，不是作业 %1 的：排期按每个作业分到的 GPU 估算它（见“训练目标”面板中该作业下的说明和“排期”标签页）：</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The ledger of serving %1 (required at its load; the energy row's second figure is at maximum throughput):</source>
        <translation>推理 %1 的账本（“需求”按其负载计算；能耗行的第二个数为最大吞吐时的值）：</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Serving %1: %2 output tokens/s on %3 GPUs (%4) · TTFT %5 ms · TPOT %6 ms · limited by %7</source>
        <translation>推理 %1：%3 块 GPU（%4）上每秒输出 %2 个 token · 首 token %5 ms · 每 token %6 ms · 受限于%7</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Blue figures explain themselves: hover for the formula and its inputs, click to keep it open.</source>
        <translation>蓝色数字可以自我解释：悬停查看公式及其输入，点击可保持显示。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Required</source>
        <translation>需求</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Datasheet</source>
        <translation>标称</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Calibrated</source>
        <translation>实测校准</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Available, from datasheets and the efficiency profile</source>
        <translation>可用值，按数据手册和效率档案估算</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Available, as measured on your GPU by the probe</source>
        <translation>可用值，按探针在你的 GPU 上实测</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Available, as calibrated from your own files: %1</source>
        <translation>可用量，按你自己的文件校准：%1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>PUE = %1 for air, %2 for liquid</source>
        <translation>风冷 PUE = %1，液冷 %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CDUs = %1, %2 capacity, drawing %3</source>
        <translation>CDU = %1 台，冷量 %2，功耗 %3</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Computing the ledger…</source>
        <translation>正在计算账本…</translation>
    </message>
    <message>
        <location line="+23" />
        <source> (deadline %1)</source>
        <translation>（截止期限 %1）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Days to train: %1%2</source>
        <translation>训练天数：%1%2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>MFU %1 · %2 model TFLOP/s per GPU</source>
        <translation>MFU %1 · 每卡模型算力 %2 TFLOP/s</translation>
    </message>
    <message>
        <location line="+3" />
        <source>GPU-hours: %1</source>
        <translation>GPU 时：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Memory per GPU: %1 of %2 (%3)</source>
        <translation>每卡显存：%1 / %2（%3）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Layout: %1</source>
        <translation>并行方案：%1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Software stack: %1</source>
        <translation>软件栈：%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Bottleneck: %1</source>
        <translation>瓶颈：%1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>GPUs x days to train x 24</source>
        <translation>GPU 数 × 训练天数 × 24</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPUs = %1</source>
        <translation>GPU 数 = %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>days = %1</source>
        <translation>天数 = %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No training estimate: see the diagnostics.</source>
        <translation>没有训练估算：请查看诊断。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Estimated on %1</source>
        <translation>估算基于 %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Alone, %1</source>
        <translation>单独运行时，%1</translation>
    </message>
    <message>
        <location line="-128" />
        <source>Serving %1: does not fit</source>
        <translation>推理 %1：放不下</translation>
    </message>
    <message>
        <location line="+133" />
        <source>IT power %1 max, %2 typical · facility %3 (PUE %4)</source>
        <translation>IT 功率最大 %1、典型 %2 · 设施功率 %3（PUE %4）</translation>
    </message>
    <message>
        <location line="-91" />
        <source>racks = %1</source>
        <translation>机柜数 = %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>heat = %1 BTU/h, %2 cooling tons</source>
        <translation>散热 = %1 BTU/h，%2 冷吨</translation>
    </message>
    <message>
        <location line="+2" />
        <source>to liquid cooling = %1 (%2 of the heat), the rest to air</source>
        <translation>液冷带走 = %1（占热量的 %2），其余由风冷带走</translation>
    </message>
    <message>
        <location line="+88" />
        <source>sum of devices' max (nameplate) power; facility = air heat x PUE + liquid heat x partial PUE + CDUs</source>
        <translation>各设备最大（铭牌）功率之和；设施功率 = 风冷热量 × PUE + 液冷热量 × 局部 PUE + CDU</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Capex %1 · opex %2 per year</source>
        <translation>资本支出 %1 · 每年运营支出 %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>sum of the bill of materials at catalog prices</source>
        <translation>按目录价格汇总的物料清单</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This run: %1 owned</source>
        <translation>本次训练：自建 %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source> against %1 in the cloud</source>
        <translation>，云上 %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Owned: %1 per GPU-hour</source>
        <translation>自建：每 GPU 时 %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source> · cloud %1</source>
        <translation> · 云上 %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source> · the cloud is cheaper even at full utilisation</source>
        <translation> · 即使满负荷使用，云上也更便宜</translation>
    </message>
    <message>
        <location line="+2" />
        <source> · break-even at %1 utilisation</source>
        <translation> · 利用率达 %1 时回本</translation>
    </message>
    <message>
        <location line="+4" />
        <source>(capex / depreciation years + opex per year) / (GPUs x 8,760 h x utilisation)</source>
        <translation>（资本支出 / 折旧年限 + 每年运营支出）/（GPU 数 × 8760 小时 × 利用率）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>depreciation = %1 years</source>
        <translation>折旧 = %1 年</translation>
    </message>
    <message>
        <location line="+1" />
        <source>utilisation = %1</source>
        <translation>利用率 = %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>opex basis = %1</source>
        <translation>运营支出口径 = %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPU-hours x owned (or cloud) price per GPU-hour</source>
        <translation>GPU 时 × 自建（或云上）每 GPU 时价格</translation>
    </message>
</context>
<context>
    <name>cl::LoadCurveField</name>
    <message>
        <location filename="../app/ledger/loadcurvefield.cpp" line="+43" />
        <source>flat: the peak all the time</source>
        <translation>留空：始终为峰值负载</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shares of the peak load for each hour of a day (24) or of a week from Monday 00:00 (168), separated by commas or spaces; a column pasted from a spreadsheet reads too</source>
        <translation>每小时负载占峰值的比例：一天 24 个，或从周一 00:00 起一周 168 个，用逗号或空格分隔；也可直接粘贴表格中的一列</translation>
    </message>
    <message>
        <location line="+30" />
        <source>Not taken: "%1" is not a share of the peak from 0 to 1.</source>
        <translation>未采用：“%1”不是 0 到 1 之间的峰值占比。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Not taken: %1 shares; a day has 24 hours, a week 168.</source>
        <translation>未采用：共 %1 个值；一天应为 24 小时，一周应为 168 小时。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Not taken: at least one hour must be above 0 (the peak is the load above).</source>
        <translation>未采用：至少要有一个小时大于 0（峰值即上方填写的负载）。</translation>
    </message>
</context>
<context>
    <name>cl::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+122" />
        <location line="+1" />
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../app/gui/docklayout.cpp" line="+85" />
        <source>Summary</source>
        <translation>概览</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Diagnostics</source>
        <translation>诊断</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Undo History</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Palette</source>
        <translation>部件库</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Targets</source>
        <translation>训练目标</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Ledger</source>
        <translation>账本</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Floor</source>
        <translation>机房平面</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Schedule</source>
        <translation>排期</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Outline</source>
        <translation>大纲</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Layers</source>
        <comment>canvas</comment>
        <translation>图层</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Inspector</source>
        <translation>属性</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowactions.cpp" line="+40" />
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>New from &amp;Targets…</source>
        <translation>从目标新建(&amp;T)…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Size a complete cluster from a model, tokens, a deadline, kW per rack and a budget</source>
        <translation>根据模型、token 数、截止期限、单柜功率和预算测算出完整集群</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Re&amp;vert</source>
        <translation>还原(&amp;V)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>PDF &amp;Report…</source>
        <translation>PDF 报告(&amp;R)…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;BOM as CSV…</source>
        <translation>物料清单 CSV(&amp;B)…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Ledger as JSON…</source>
        <translation>账本 JSON(&amp;L)…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Cable Schedule as CSV…</source>
        <translation>线缆清单 CSV(&amp;C)…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>D&amp;uplicate</source>
        <translation>复制一份(&amp;U)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Replicate ×N…</source>
        <translation>批量复制 ×N…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Repeat the selected racks, their contents and the cables among them</source>
        <translation>复制所选机柜及其中的设备和它们之间的线缆</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Fit All</source>
        <translation>显示全部(&amp;F)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Fit &amp;Selection</source>
        <translation>显示所选(&amp;S)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Build &amp;Fabric…</source>
        <translation>生成网络拓扑(&amp;F)…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Lay out leaves, spines and cores with their racks and cables, to join the servers</source>
        <translation>布置叶、脊和核心交换机及其机柜与线缆，把服务器连接起来</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Compare GPUs…</source>
        <translation>GPU 对比(&amp;C)…</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Calibrate Against This &amp;GPU…</source>
        <translation>用本机 GPU 校准(&amp;G)…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Calibrate From &amp;Files…</source>
        <translation>从文件校准(&amp;F)…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Calibrate from nccl-tests outputs, training logs, telemetry and probe reports your team already has</source>
        <translation>用团队已有的 nccl-tests 输出、训练日志、遥测和探针报告进行校准</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Plan Against &amp;Actual…</source>
        <translation>计划与实际对照(&amp;A)…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The running cluster's telemetry beside the plan: utilization, memory, power and energy per period</source>
        <translation>运行中集群的遥测与计划并列：按周期对照利用率、显存、功耗和能耗</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Share Idle Cards…</source>
        <translation>共享闲置显卡(&amp;S)…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>What the design's GPUs would earn on a sharing platform, less their electricity</source>
        <translation>设计中的 GPU 挂到共享平台能挣多少，扣除电费之后</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Import Probe Report…</source>
        <translation>导入探针报告(&amp;I)…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;About ClusterLedger</source>
        <translation>关于算力账本(&amp;A)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Select</source>
        <translation>选择</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Connect</source>
        <translation>连线</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Draw a cable: click one device, then the other</source>
        <translation>绘制线缆：先点一台设备，再点另一台</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Enforce Power Budgets</source>
        <translation>强制功率预算</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Refuse drops that would pass a rack's usable power (hold Alt or Shift to override once)</source>
        <translation>拒绝超出机柜可用功率的放置（按住 Alt 或 Shift 可单次强制）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>System Language</source>
        <translation>跟随系统语言</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+88" />
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Compute</source>
        <comment>fabric</comment>
        <translation>计算网</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Storage</source>
        <comment>fabric</comment>
        <translation>存储网</translation>
    </message>
    <message>
        <location line="+1" />
        <source>In-band</source>
        <comment>fabric</comment>
        <translation>带内管理</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Out-of-band</source>
        <comment>fabric</comment>
        <translation>带外管理</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Show %1 cables</source>
        <translation>显示%1线缆</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+84" />
        <source>%1[*] — ClusterLedger</source>
        <translation>%1[*] — 算力账本 ClusterLedger</translation>
    </message>
    <message>
        <location line="+10" />
        <source>A stored calibration could not be read: %1</source>
        <translation>无法读取已保存的校准：%1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Import Probe Report</source>
        <translation>导入探针报告</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Probe reports (*.json *.jsonl);;All files (*)</source>
        <translation>探针报告 (*.json *.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/diagnosticspresenter.cpp" line="+78" />
        <source>No problems found</source>
        <translation>未发现问题</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n error(s)</source>
        <translation><numerusform>%n 个错误</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n warning(s)</source>
        <translation><numerusform>%n 个警告</numerusform></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="-118" />
        <source>Autosave kept the last copy: %1</source>
        <translation>自动保存保留了上一份副本：%1</translation>
    </message>
    <message>
        <location line="+97" />
        <source>%1[*] (read-only) — ClusterLedger</source>
        <translation>%1[*]（只读）— ClusterLedger</translation>
    </message>
    <message>
        <location line="+39" />
        <source>Calibrate %1 from %2</source>
        <translation>用 %2 校准 %1</translation>
    </message>
    <message>
        <location line="+59" />
        <source>About ClusterLedger</source>
        <translation>关于算力账本</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;h3&gt;ClusterLedger %1&lt;/h3&gt;&lt;p&gt;The compute ledger: plan AI training clusters with racks, power, network, training time and cost in one live picture.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;算力账本 ClusterLedger %1&lt;/h3&gt;&lt;p&gt;把机柜、供电、网络、训练时间和成本放进同一张实时账本，规划 AI 训练集群。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Select racks or devices to copy</source>
        <translation>请选择要复制的机柜或设备</translation>
    </message>
    <message>
        <location line="+64" />
        <source>Build Fabric</source>
        <translation>生成网络拓扑</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fabric built: %1 switches and %2 cables added</source>
        <translation>网络已生成：新增 %1 台交换机、%2 根线缆</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Replicate Racks</source>
        <translation>批量复制机柜</translation>
    </message>
    <message>
        <location line="+1" />
        <source>How many copies in all (the selection counts as one)?</source>
        <translation>一共需要多少份（所选的算一份）？</translation>
    </message>
</context>
<context>
    <name>cl::NewFromTargetsDialog</name>
    <message>
        <location filename="../app/gui/newfromtargetsdialog.cpp" line="+60" />
        <source>New from Targets</source>
        <translation>从目标新建</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Set the targets and search: every candidate is sized from a few servers to the largest cluster, each size a complete design.</source>
        <translation>设定目标后开始搜索：每个候选方案从几台服务器一直测算到最大规模，每个规模都是一份完整设计。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <location line="+0" />
        <location filename="../app/gui/newfromtargetsresults.cpp" line="+182" />
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Facility power</source>
        <translation>设施功率</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Pareto</source>
        <translation>帕累托</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Why not chosen</source>
        <translation>未选原因</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Create Design</source>
        <translation>生成设计</translation>
    </message>
    <message>
        <location line="+31" />
        <source> T tokens</source>
        <translation> T token</translation>
    </message>
    <message>
        <location line="+1" />
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <location line="+1" />
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <location line="+2" />
        <source> M USD</source>
        <translation> 百万美元</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+19" />
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <location line="-12" />
        <source>enter the rate</source>
        <translation>请输入汇率</translation>
    </message>
    <message>
        <location line="+9" />
        <source> %1 per USD</source>
        <translation> %1/美元</translation>
    </message>
    <message>
        <location line="+2" />
        <source> MW</source>
        <translation> MW</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Any (no market rules)</source>
        <translation>不限（不按市场规则筛选）</translation>
    </message>
    <message>
        <location line="+7" />
        <source> GPUs</source>
        <translation> 块 GPU</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPUs of the selected candidate already held: searched up to this many even where the market cannot buy more</source>
        <translation>所选候选已持有的 GPU 数量：即使该市场无法再采购，也在此数量以内搜索</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tokens</source>
        <translation>Token 数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Usable power per rack</source>
        <translation>单柜可用功率</translation>
    </message>
    <message>
        <location line="+1" />
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Capex budget</source>
        <translation>资本支出预算</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Site power cap</source>
        <translation>场地功率上限</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Market</source>
        <translation>采购市场</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Candidates</source>
        <translation>候选</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Held</source>
        <translation>已持有</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+56" />
        <source> — %1 held</source>
        <translation> —— 已持有 %1 块</translation>
    </message>
    <message>
        <location line="+2" />
        <source> — not buyable</source>
        <translation> —— 不可采购</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1: %2 (%3, since %4)</source>
        <translation>%1：%2（%3，自 %4 起）</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Enter the exchange rate: %1 per USD on the day the budget was set</source>
        <translation>请输入汇率：定预算当天每美元兑多少 %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <location filename="../app/gui/newfromtargetsresults.cpp" line="-147" />
        <source>%1: %2, %3, %4</source>
        <translation>%1：%2，%3，%4</translation>
    </message>
    <message>
        <location line="+27" />
        <source>not searched</source>
        <translation>未搜索</translation>
    </message>
    <message>
        <location line="+59" />
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Chosen: %1 (searched %2 options in %3 s)</source>
        <translation>已选：%1（%3 秒内比较了 %2 个方案）</translation>
    </message>
    <message>
        <location line="+7" />
        <source>No option meets every target. Nearest miss: %1 (%2)</source>
        <translation>没有方案满足全部目标。最接近的是：%1（%2）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Search stopped.</source>
        <translation>搜索已停止。</translation>
    </message>
    <message>
        <location line="+0" />
        <source>No option could be sized.</source>
        <translation>没有可测算的方案。</translation>
    </message>
    <message>
        <location filename="../app/gui/newfromtargetsdialog.cpp" line="-21" />
        <location filename="../app/gui/newfromtargetsresults.cpp" line="+4" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/newfromtargetsresults.cpp" line="+2" />
        <source>nothing meets the targets</source>
        <translation>没有方案满足目标</translation>
    </message>
    <message>
        <location line="+2" />
        <source>What if: </source>
        <translation>假如：</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Days against capex (bubbles: facility power up to %1, %2, %3)</source>
        <translation>工期与资本支出（气泡：设施功率不超过 %1、%2、%3）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Pareto set</source>
        <translation>帕累托集</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Other options</source>
        <translation>其他方案</translation>
    </message>
    <message>
        <location line="-12" />
        <source>Capex (M USD)</source>
        <translation>资本支出（百万美元）</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Chosen</source>
        <translation>已选</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 for %2 (from targets)</source>
        <translation>%1，用于 %2（按目标生成）</translation>
    </message>
</context>
<context>
    <name>cl::Palette</name>
    <message>
        <location filename="../app/gui/palette.cpp" line="+131" />
        <source>Search the catalog…</source>
        <translation>搜索部件库…</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1U, cooling up to %2 kW, %3 kW of it to liquid</source>
        <translation>%1U，制冷上限 %2 kW，其中液冷 %3 kW</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1U, cooling up to %2 kW</source>
        <translation>%1U，制冷上限 %2 kW</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPU servers</source>
        <translation>GPU 服务器</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+6" />
        <source>%1U, %2 kW max</source>
        <translation>%1U，最大 %2 kW</translation>
    </message>
    <message>
        <location line="-5" />
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <location line="+3" />
        <source>PDUs</source>
        <translation>PDU</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 V, %2 A</source>
        <translation>%1 V，%2 A</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Coolant distribution units</source>
        <translation>冷量分配单元（CDU）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>in-row, %1 kW at %2 °C facility water</source>
        <translation>列间式，%1 kW（设施冷却水 %2 °C）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>in-rack %1U, %2 kW at %3 °C facility water</source>
        <translation>机柜内置 %1U，%2 kW（设施冷却水 %3 °C）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Cables and optics</source>
        <translation>线缆与光模块</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+2" />
        <source>draw cables with the connect tool</source>
        <translation>用连线工具绘制线缆</translation>
    </message>
</context>
<context>
    <name>cl::PlanActualDialog</name>
    <message>
        <location filename="../app/ledger/planactualdialog.cpp" line="+36" />
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message numerus="yes">
        <location line="+13" />
        <source>%n GPU(s)</source>
        <translation><numerusform>%n 块 GPU</numerusform></translation>
    </message>
    <message>
        <location line="+19" />
        <location line="+71" />
        <source>Plan Against Actual</source>
        <translation>计划与实际对照</translation>
    </message>
    <message>
        <location line="-67" />
        <source>The running cluster's bill: add one telemetry file per period (a week's nvidia-smi --query-gpu CSV, a day's dcgm-exporter scrapes). Each figure is set against what the ledger plans per GPU; drifts over the tolerance are marked.</source>
        <translation>运行中集群的账单：每个周期添加一个遥测文件（一周的 nvidia-smi --query-gpu CSV，或一天的 dcgm-exporter 抓取）。每项数据都与账本的每卡计划值对照，超出容差的偏差会被标出。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Add Files…</source>
        <translation>添加文件…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Remove Period</source>
        <translation>移除周期</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The --query-gpu list a CSV was written with when it has no header line (--format=csv,noheader)</source>
        <translation>CSV 没有表头行时（--format=csv,noheader），写入它所用的 --query-gpu 字段列表</translation>
    </message>
    <message>
        <location line="+6" />
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1" />
        <source>from the timestamps</source>
        <translation>按时间戳</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Seconds between the scrapes of a Prometheus file without timestamps (curl in a loop writes none): gives the file a span and the NIC counters a rate</source>
        <translation>没有时间戳的 Prometheus 文件（循环调用 curl 不写时间戳）两次抓取之间的秒数：用来确定文件时长和网卡计数器速率</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Mark drifts over:</source>
        <translation>标出偏差超过：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Scrape interval:</source>
        <translation>抓取间隔：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fields of a CSV without header:</source>
        <translation>无表头 CSV 的字段：</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Telemetry (*.csv *.prom *.txt);;All files (*)</source>
        <translation>遥测 (*.csv *.prom *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location line="+46" />
        <source>Plan per GPU</source>
        <translation>每卡计划值</translation>
    </message>
    <message>
        <location line="+10" />
        <source>over each period</source>
        <translation>按各周期时长</translation>
    </message>
    <message>
        <location line="+2" />
        <source>not planned</source>
        <translation>无计划值</translation>
    </message>
    <message>
        <location line="+5" />
        <source>not read</source>
        <translation>未读取</translation>
    </message>
    <message>
        <location line="+3" />
        <source>plan %1</source>
        <translation>计划 %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Drifts %1 from the plan: more than the %2 tolerance</source>
        <translation>与计划偏差 %1：超过 %2 的容差</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The design plans no training run: the files are shown as observed.</source>
        <translation>本设计没有计划训练任务：文件按实测显示。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 saw %2 of the plan's %3 GPUs: per-GPU figures compare directly, energy is for the GPUs seen.</source>
        <translation>%1 观测到计划 %3 块 GPU 中的 %2 块：每卡数据可直接对照，能耗只计观测到的 GPU。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1: GPU %2 lags the others (%3 %4, %5): one slow card paces the whole synchronous job.</source>
        <translation>%1：GPU %2 落后于其他卡（%4 %3，%5）：一张慢卡会拖慢整个同步任务。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>power not read</source>
        <translation>未读取功耗</translation>
    </message>
    <message>
        <location line="+4" />
        <source>No telemetry yet.</source>
        <translation>尚未添加遥测。</translation>
    </message>
</context>
<context>
    <name>cl::PortfolioDialog</name>
    <message>
        <location filename="../app/ledger/portfoliodialog.cpp" line="+110" />
        <source>Teams, Phases and Cloud</source>
        <translation>团队、扩容分期与云</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Teams share the cluster: fair share orders equal priorities by GPU-days used over the share; a quota holds a team's jobs back.</source>
        <translation>各团队共享集群：优先级相同时按已用 GPU 天除以份额的公平份额排序；配额会让团队的作业等待。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Team</source>
        <translation>团队</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Share</source>
        <translation>份额</translation>
    </message>
    <message>
        <location line="+0" />
        <source>GPUs at once</source>
        <translation>同时 GPU 数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPU-hours per period</source>
        <translation>每周期 GPU 时</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Period (days)</source>
        <translation>周期（天）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add Team</source>
        <translation>添加团队</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove Team</source>
        <translation>移除团队</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Teams</source>
        <translation>团队</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Racks in a phase arrive on its day (counted from day 0 of the schedule); racks in none are there from day 0.</source>
        <translation>某一期扩容的机柜在该期的日期到货（从排期第 0 天起算）；不属于任何一期的机柜从第 0 天起就在。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Phase</source>
        <comment>hardware phase</comment>
        <translation>扩容期</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Arrival (day)</source>
        <translation>到货（第几天）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The racks of the phase picked; a rack arrives in one phase at most</source>
        <translation>所选这一期的机柜；一个机柜最多属于一期</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Add Phase</source>
        <translation>添加一期</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove Phase</source>
        <translation>移除这一期</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Phases</source>
        <translation>扩容分期</translation>
    </message>
    <message>
        <location line="+5" />
        <source>rent what the owned cluster cannot finish by its deadline or has no room for</source>
        <translation>租用自有集群无法按期完成或容纳不下的作业</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 per GPU-hour</source>
        <translation>%1/GPU 时</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the site's cloud price</source>
        <translation>站点的云价格</translation>
    </message>
    <message>
        <location line="+2" />
        <source>none (on-demand or reserved)</source>
        <translation>无（按需或预留实例）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Spot capacity: interruptions per day, each a restart from the last checkpoint</source>
        <translation>竞价实例：每天的中断次数，每次从上一个检查点重启</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+3" />
        <source>Cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <location line="-2" />
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Spot interruptions per day</source>
        <translation>竞价实例每天中断次数</translation>
    </message>
    <message>
        <location line="+62" />
        <location line="+3" />
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+42" />
        <source>Team %1</source>
        <translation>团队 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+15" />
        <source>Team %1 is named by %n job(s) or serving fleet(s): give them another team first.</source>
        <translation><numerusform>团队 %1 仍被 %n 个作业或推理服务使用：请先为它们指定其他团队。</numerusform></translation>
    </message>
    <message>
        <location line="+15" />
        <source>Phase %1</source>
        <translation>第 %1 期</translation>
    </message>
    <message>
        <location line="+35" />
        <source>Arrives in %1</source>
        <translation>随“%1”到货</translation>
    </message>
    <message>
        <location line="+35" />
        <source>Team %1 needs a name.</source>
        <translation>团队 %1 需要名称。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Team %1's name is longer than a name may be.</source>
        <translation>团队 %1 的名称超过允许的长度。</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Phase %1 needs a name.</source>
        <translation>第 %1 期需要名称。</translation>
    </message>
    <message>
        <location line="+54" />
        <source>The cloud price must be above 0 and at most 1000 USD per GPU-hour in the site's currency.</source>
        <translation>云价格须大于 0，且折算后每 GPU 时不超过 1000 美元（按站点货币填写）。</translation>
    </message>
</context>
<context>
    <name>cl::ReportSettingsDialog</name>
    <message>
        <location filename="../app/report/exportdialog.cpp" line="+17" />
        <source>PDF Report</source>
        <translation>PDF 报告</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Site currency (%1)</source>
        <translation>站点币种（%1）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>US dollars</source>
        <translation>美元</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Paper</source>
        <translation>纸张</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Money in</source>
        <translation>金额币种</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Sections</source>
        <translation>章节</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Cover with the headline ledger and open problems</source>
        <translation>封面：主要账目和待解决的问题</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rack elevations</source>
        <translation>机柜立面图</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Power and cooling</source>
        <translation>供电与制冷</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Training ledger</source>
        <translation>训练账本</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cable schedule</source>
        <translation>布线清单</translation>
    </message>
</context>
<context>
    <name>cl::SchedulePanel</name>
    <message>
        <location filename="../app/ledger/schedulepanel.cpp" line="+135" />
        <source>This design has no portfolio. A portfolio lists the teams that share the cluster, the jobs they queue and the hardware that arrives later (docs/schedule.md); the lab-portfolio example has one.</source>
        <translation>此设计没有作业组合。作业组合列出共享集群的团队、他们排队的作业以及后续到货的硬件（docs/schedule.md）；示例 lab-portfolio 含有一个。</translation>
    </message>
    <message numerus="yes">
        <location line="+8" />
        <source>All jobs done by day %1; %n deadline(s) missed.</source>
        <translation><numerusform>全部作业在第 %1 天完成；错过 %n 个截止期限。</numerusform></translation>
    </message>
    <message>
        <location line="+13" />
        <source>Teams, Phases and Cloud…</source>
        <translation>团队、扩容分期与云…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The teams that share the cluster and their quotas, the racks that arrive later and the cloud the schedule may rent</source>
        <translation>共享集群的团队及其配额、后续到货的机柜，以及排期可租用的云</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+6" />
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <location line="-5" />
        <source>Teams</source>
        <translation>团队</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+3" />
        <source>Team</source>
        <translation>团队</translation>
    </message>
    <message>
        <location line="-3" />
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+0" />
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Priority</source>
        <translation>优先级</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Island</source>
        <translation>孤岛</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Start (day)</source>
        <translation>开始（第几天）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>End (day)</source>
        <translation>结束（第几天）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Why it waited</source>
        <translation>等待原因</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Share</source>
        <translation>份额</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Quota</source>
        <translation>配额</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPU-days</source>
        <translation>GPU 天</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Mean wait (days)</source>
        <translation>平均等待（天）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Deadlines missed</source>
        <translation>错过的截止期限</translation>
    </message>
    <message>
        <location line="+20" />
        <location line="+72" />
        <source>Cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <location line="-49" />
        <source>%1, %2 GPUs, team %3</source>
        <translation>%1，%2 张 GPU，团队 %3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Deadline day %1: met</source>
        <translation>截止期限第 %1 天：赶上</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Deadline day %1: missed</source>
        <translation>截止期限第 %1 天：错过</translation>
    </message>
    <message>
        <location line="+48" />
        <source>%1 (met)</source>
        <translation>%1（赶上）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (missed)</source>
        <translation>%1（错过）</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Set %1's GPUs to %2</source>
        <translation>将 %1 的 GPU 数设为 %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Set %1's priority to %2</source>
        <translation>将 %1 的优先级设为 %2</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Edit Teams, Phases and Cloud</source>
        <translation>编辑团队、扩容分期与云</translation>
    </message>
</context>
<context>
    <name>cl::ServingConfigureDialog</name>
    <message>
        <location filename="../app/ledger/servingconfiguredialog.cpp" line="+60" />
        <source>Configure Serving</source>
        <translation>推理配置</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Cheapest by</source>
        <translation>最省标准</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cost per hour (owned)</source>
        <translation>每小时成本（自有）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>fewest GPUs</source>
        <translation>GPU 最少</translation>
    </message>
    <message>
        <location line="+1" />
        <source>lowest power</source>
        <translation>功耗最低</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <location line="+0" />
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0" />
        <source>USD/h</source>
        <translation>美元/小时</translation>
    </message>
    <message>
        <location line="+0" />
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <location line="+1" />
        <source>TTFT P90</source>
        <translation>首 token 延迟 P90</translation>
    </message>
    <message>
        <location line="+0" />
        <source>TPOT P99</source>
        <translation>每 token 延迟 P99</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location line="+12" />
        <location line="+153" />
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location line="-142" />
        <source>The workload has no GPUs to size against yet: add servers to the design, then configure.</source>
        <translation>该任务还没有可用于测算的 GPU：请先在设计中添加服务器，再进行配置。</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Give the workload a load (requests per second or concurrent sequences): the configurator sizes each layout for it.</source>
        <translation>请为任务设定负载（每秒请求数或并发序列数）：配置器按此负载测算每种部署方案。</translation>
    </message>
    <message>
        <location line="+22" />
        <location line="+1" />
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+25" />
        <source>%1 layouts sized. The pick: %2 on %3 GPUs; Apply writes its engine and layout into the workload.</source>
        <translation>共测算 %1 种部署方案。推荐：%2，共 %3 块 GPU；点击“应用”将其引擎与并行布局写入该任务。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 layouts sized. The pick: %2 on %3 GPUs.</source>
        <translation>共测算 %1 种部署方案。推荐：%2，共 %3 块 GPU。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>This island has %1 of them: Apply adds %2 %3 GPUs in their usual servers as a new island and runs the workload there.</source>
        <translation>本孤岛只有 %1 张：应用将以常用服务器新增 %2 张 %3 GPU，作为一个新孤岛，并把该负载放到那里运行。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>It runs on %1, not on this island's %2: Apply adds %3 of them in their usual servers as a new island and runs the workload there (select a row of the island's own GPU to keep the hardware).</source>
        <translation>它运行在 %1 上，而不是本孤岛的 %2：应用将以常用服务器新增 %3 张，作为一个新孤岛，并把该负载放到那里运行（若要保留现有硬件，请选择本孤岛 GPU 的一行）。</translation>
    </message>
    <message>
        <location line="+101" />
        <source>The hardware for this layout could not be made: %1</source>
        <translation>无法为该部署方案生成硬件：%1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Apply Serving Configuration with Hardware</source>
        <translation>应用推理配置并新增硬件</translation>
    </message>
    <message>
        <location line="-100" />
        <source>%1 layouts sized; none meets the targets at the load on the cards ticked.</source>
        <translation>共测算 %1 种部署方案；在所选加速卡上没有方案能在该负载下达到目标。</translation>
    </message>
    <message>
        <location line="+30" />
        <source>Add Hardware and Apply</source>
        <translation>新增硬件并应用</translation>
    </message>
    <message>
        <location line="+34" />
        <source>Apply Serving Configuration</source>
        <translation>应用推理配置</translation>
    </message>
</context>
<context>
    <name>cl::ServingForm</name>
    <message>
        <location filename="../app/ledger/servingform.cpp" line="+232" />
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+26" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="-25" />
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="+1" />
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Input tokens</source>
        <translation>输入 token 数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Amount</source>
        <translation>数量</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs on</source>
        <translation>运行在</translation>
    </message>
    <message>
        <location line="+1" />
        <source>TTFT target, P90</source>
        <translation>TTFT 目标（P90）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>TPOT target, P99</source>
        <translation>TPOT 目标（P99）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Serving engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Prefill/decode</source>
        <translation>预填充/解码</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Prefill GPUs</source>
        <translation>预填充 GPU</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Decode GPUs</source>
        <translation>解码 GPU</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Prefix cache hits</source>
        <translation>前缀缓存命中率</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cached prefix tokens</source>
        <translation>缓存前缀 token 数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Load by hour</source>
        <translation>分时负载</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Latency targets</source>
        <translation>延迟目标</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Deployment</source>
        <translation>部署</translation>
    </message>
    <message>
        <location line="+6" />
        <source>maximum throughput</source>
        <translation>最大吞吐</translation>
    </message>
    <message>
        <location line="+0" />
        <source>concurrent sequences</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <location line="+0" />
        <source>requests per second</source>
        <translation>每秒请求数</translation>
    </message>
    <message>
        <location line="+2" />
        <source>engine chooses</source>
        <translation>由引擎选择</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The largest island</source>
        <translation>最大的计算岛</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A served model stays inside one compute island: the one with the most GPUs, or the one named here</source>
        <translation>推理模型只在一个计算岛内运行：GPU 最多的那个，或此处指定的那个</translation>
    </message>
    <message>
        <location line="+2" />
        <source>INT4 and INT8 weights are dequantised to the activation precision for the GEMMs: decode reads the narrow weights from HBM, prefill runs at the activation precision's rate</source>
        <translation>INT4 和 INT8 权重在 GEMM 中反量化为激活精度：解码时从 HBM 读取低位宽权重，预填充按激活精度的速率运行</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+2" />
        <location line="+6" />
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-7" />
        <source>the GPU's usual engine</source>
        <translation>该 GPU 常用的引擎</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Mixture-of-experts models: the routed experts spread over this many GPUs per instance, attention data-parallel over them (DeepSeek, SGLang)</source>
        <translation>混合专家模型：每个实例的路由专家分布在这么多块 GPU 上，注意力在其上数据并行（DeepSeek、SGLang 的做法）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>on separate GPUs (disaggregated)</source>
        <translation>分离部署在不同 GPU 上（PD 分离）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>balanced</source>
        <translation>自动均衡</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Share of requests whose first tokens (system prompt, earlier turns) are already in the KV cache</source>
        <translation>开头部分（系统提示词、之前的对话轮次）已在 KV 缓存中的请求占比</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Configure…</source>
        <translation>配置…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Search GPUs, engines, TP/EP and aggregated or disaggregated serving for the cheapest that meets the targets at the load</source>
        <translation>在 GPU、推理引擎、TP/EP 以及合并或 PD 分离部署中搜索，找出在该负载下达标且最省的方案</translation>
    </message>
    <message>
        <location line="+88" />
        <source>On %1 × %2 (%3, %4 replicas): %5 output tokens/s, TTFT %6 ms, TPOT %7 ms; limited by %8.</source>
        <translation>在 %1 × %2 上（%3，%4 个副本）：每秒输出 %5 个 token，首 token %6 ms，每 token %7 ms；受限于%8。</translation>
    </message>
    <message>
        <location line="+128" />
        <source>Serving %1</source>
        <translation>推理 %1</translation>
    </message>
    <message>
        <location line="-136" />
        <source>Does not fit on %1 × %2 at TP %3: see the diagnostics.</source>
        <translation>在 TP %3 下放不进 %1 × %2：见诊断。</translation>
    </message>
    <message>
        <location line="-126" />
        <source>TTFT target, mean</source>
        <translation>TTFT 目标（均值）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>TPOT target, mean</source>
        <translation>TPOT 目标（均值）</translation>
    </message>
    <message>
        <location line="+142" />
        <source>Per GPU: weights %1, workspace %2, KV cache for %3 sequences.</source>
        <translation>每卡：权重 %1，工作区 %2，KV 缓存可容纳 %3 条序列。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The load at the targets needs %1 GPUs.</source>
        <translation>在目标延迟下，该负载需要 %1 块 GPU。</translation>
    </message>
    <message>
        <location line="+64" />
        <source>Edit Serving Workload</source>
        <translation>编辑推理任务</translation>
    </message>
    <message>
        <location line="+56" />
        <source>Add Serving Workload</source>
        <translation>添加推理任务</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Remove Serving Workload</source>
        <translation>移除推理任务</translation>
    </message>
</context>
<context>
    <name>cl::SharingDialog</name>
    <message>
        <location filename="../app/ledger/sharingdialog.cpp" line="+54" />
        <source>Share Idle Cards</source>
        <translation>共享闲置显卡</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Each card rented out on a GPU-sharing platform when the design does not use it: what it costs in electricity, what the platforms pay after their fee, and when it pays for itself. Amounts in %1.</source>
        <translation>把设计中不用的每张显卡挂到算力共享平台出租：它要花多少电费、平台扣除分成后付多少钱、多久回本。金额单位：%1。</translation>
    </message>
    <message>
        <location line="+16" />
        <source>A shared card runs around the clock: the site's tariff over a flat day</source>
        <translation>共享的显卡全天运行：按全天平均的机房电价计算</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Share of the day a renter uses the card. No consumer platform publishes it; 34 % is Akash Network's GPU utilisation in Q1 2026 (Messari).</source>
        <translation>一天中显卡被租用的时间占比。消费级平台都不公布这个数；34 % 是 Akash Network 2026 年第一季度的 GPU 利用率（Messari）。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Board power</source>
        <translation>板卡功耗</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Each card's draw at load, capped as nvidia-smi -pl caps it</source>
        <translation>每张卡满载时的功耗，按 nvidia-smi -pl 设置的上限封顶</translation>
    </message>
    <message>
        <location line="+6" />
        <source>What the rest of each machine draws while it stays on to be rented (CPU, board, fans): an assumption, 70–100 W for a desktop</source>
        <translation>整机其余部分（CPU、主板、风扇）为了随时接单而一直开机的功耗：这是一个假设，台式机约 70–100 W</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Electricity</source>
        <translation>电价</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rented</source>
        <translation>出租时长占比</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Power limit per card</source>
        <translation>每卡功耗上限</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rest of the machine</source>
        <translation>整机其余部分</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <location line="+0" />
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Platforms take it</source>
        <translation>平台是否接收</translation>
    </message>
    <message>
        <location line="+1" />
        <source>W at load</source>
        <translation>满载功耗（W）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>kWh a day</source>
        <translation>每天耗电（度）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Electricity a day</source>
        <translation>每天电费</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Income a day</source>
        <translation>每天收入</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Net a day</source>
        <translation>每天净收益</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Breaks even</source>
        <translation>回本所需出租率</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Before you share</source>
        <translation>共享之前</translation>
    </message>
    <message>
        <location line="+37" />
        <source>never</source>
        <translation>无法回本</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1, card %2</source>
        <translation>%1 第 %2 张卡</translation>
    </message>
    <message>
        <location line="+17" />
        <source>All cards that platforms take: net %1 – %2 %3 a day, %4 – %5 a month</source>
        <translation>平台接收的全部显卡：每天净收益 %1 – %2 %3，每月 %4 – %5</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No sharing platform in the catalog rents these cards.</source>
        <translation>部件库中没有出租这些显卡的共享平台。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Prices: %1</source>
        <translation>价格：%1</translation>
    </message>
</context>
<context>
    <name>cl::SiteForm</name>
    <message>
        <location filename="../app/gui/siteform.cpp" line="+143" />
        <source>Site name</source>
        <translation>站点名称</translation>
    </message>
    <message>
        <location line="+1" />
        <source>PUE (air)</source>
        <translation>PUE（风冷）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Liquid partial PUE</source>
        <translation>液冷局部 PUE</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Electricity</source>
        <translation>电价</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Units per USD</source>
        <translation>每美元兑换</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rate date</source>
        <translation>汇率日期</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Depreciation (years)</source>
        <translation>折旧年限（年）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cloud price</source>
        <translation>云上价格</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Colocation</source>
        <translation>机房托管</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Row pitch</source>
        <translation>列间距</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cable slack</source>
        <translation>线缆余量</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Aisle containment</source>
        <translation>通道封闭</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Market</source>
        <translation>采购市场</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPUs held</source>
        <translation>已持有 GPU</translation>
    </message>
    <message>
        <location line="+1" />
        <source>As the PUE</source>
        <translation>同 PUE</translation>
    </message>
    <message>
        <location line="+2" />
        <source>None: pay for energy</source>
        <translation>无：按电费计</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A colocation price per kW of IT power per month: when set, the site's yearly opex is this price on the racks' maximum IT power, paid whether the GPUs are busy or not, instead of the energy bill</source>
        <translation>按每 kW IT 功率每月计的机房托管价格：设置后，场地的年度运营成本按机柜最大 IT 功率乘以此价格计算，无论 GPU 是否繁忙都要支付，取代电费</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Facility watts per watt of heat the cold plates take (The Green Grid's partial PUE): the water plant without the CDUs placed in the design, whose own power is added. Warm-water plants without chillers reach 1.04-1.10; air heat stays at the PUE.</source>
        <translation>冷板每带走 1 W 热量所需的设施功率（The Green Grid 的局部 PUE）：指冷却水系统，不含设计中放置的 CDU，其功耗另行计入。无冷机的温水系统可达 1.04-1.10；风冷热量仍按 PUE 计。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Centre to centre of adjacent rack rows (rack depth plus one aisle): cables between rows run this far per row</source>
        <translation>相邻两列机柜中心线之间的距离（机柜深度加一条通道）：跨列线缆每跨一列走这么长</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Added to every cable routed over the floor: service loops and dressing</source>
        <translation>按机房布局走线的每根线缆都加上的长度：检修余量和理线</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Time of Use…</source>
        <translation>峰谷电价…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Peak, flat and valley prices by hour (峰谷电价): the energy cost follows them over the day</source>
        <translation>按小时的峰、平、谷电价（峰谷电价）：电费随一天中的用电分布计算</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The day the exchange rate was taken: budgets and tariffs stay as entered, their USD value follows the rate</source>
        <translation>汇率的取值日期：预算和电价按输入的币种保存，折合美元随汇率变化</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cold aisle</source>
        <translation>冷通道</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hot aisle</source>
        <translation>热通道</translation>
    </message>
    <message>
        <location line="-20" />
        <location line="+21" />
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Not said</source>
        <translation>未指定</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Where the parts are bought: GPUs that market cannot buy are flagged beyond the count held</source>
        <translation>采购所在市场：该市场无法采购的 GPU，超出已持有数量的部分会被标出</translation>
    </message>
    <message>
        <location line="+60" />
        <source>Install GPUs to price them in the cloud</source>
        <translation>先安装 GPU 才能设置云上价格</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cloud price of %1</source>
        <translation>%1 的云上价格</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Install GPUs to say how many are held</source>
        <translation>安装 GPU 后才能填写已持有数量</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPUs of %1 already on hand: not flagged where the market cannot buy more</source>
        <translation>已到手的 %1 数量：即使该市场无法再采购也不标为问题</translation>
    </message>
    <message>
        <location line="+86" />
        <location line="+40" />
        <source>Edit Site</source>
        <translation>编辑站点</translation>
    </message>
    <message>
        <location line="-20" />
        <source>Edit Tariff</source>
        <translation>编辑电价</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Change Currency</source>
        <translation>更改币种</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+4" />
        <source>Edit Targets</source>
        <translation>编辑训练目标</translation>
    </message>
</context>
<context>
    <name>cl::SummaryPanel</name>
    <message>
        <location filename="../app/gui/summarypanel.cpp" line="+77" />
        <source>compute %1, storage %2, in-band %3, out-of-band %4</source>
        <translation>计算网 %1，存储网 %2，带内管理 %3，带外管理 %4</translation>
    </message>
    <message>
        <location line="+8" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Racks: %2&lt;br&gt;GPU servers: %3&lt;br&gt;GPUs: %4%5&lt;br&gt;Switches: %6&lt;br&gt;Cables: %7 (%8)&lt;br&gt;IT power, max: %9 kW&lt;br&gt;IT power, typical: %10 kW&lt;br&gt;Usable rack power: %11 kW&lt;br&gt;Facility power at max (PUE %12): %13 kW</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;机柜：%2&lt;br&gt;GPU 服务器：%3&lt;br&gt;GPU：%4%5&lt;br&gt;交换机：%6&lt;br&gt;线缆：%7（%8）&lt;br&gt;IT 最大功率：%9 kW&lt;br&gt;IT 典型功率：%10 kW&lt;br&gt;机柜可用功率：%11 kW&lt;br&gt;满载设施功率（PUE %12）：%13 kW</translation>
    </message>
</context>
<context>
    <name>cl::TargetsPanel</name>
    <message>
        <location filename="../app/ledger/targetspanel.cpp" line="+224" />
        <source>Training: %1</source>
        <translation>训练：%1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Serving: %1</source>
        <translation>推理：%1</translation>
    </message>
    <message>
        <location line="+44" />
        <source>Site</source>
        <translation>站点</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Designed for</source>
        <translation>设计目标</translation>
    </message>
    <message>
        <location line="+1" />
        <source>In the queue</source>
        <translation>排队设置</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add Serving</source>
        <translation>添加推理</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add a model served from the design's GPUs</source>
        <translation>添加一个用本设计 GPU 提供服务的模型</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add Job</source>
        <translation>添加作业</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+89" />
        <source>Edit Job %1</source>
        <translation>编辑作业 %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Job %1</source>
        <translation>作业 %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Add Job %1</source>
        <translation>添加作业 %1</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Remove Job %1</source>
        <translation>移除作业 %1</translation>
    </message>
    <message>
        <location line="-102" />
        <source>Planner's choice: %1</source>
        <translation>规划器的选择：%1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Your layout: %1</source>
        <translation>你的方案：%1</translation>
    </message>
    <message>
        <location line="-2" />
        <source>No layout runs: see the diagnostics</source>
        <translation>没有可运行的方案：请查看诊断</translation>
    </message>
    <message>
        <location line="-272" />
        <source>Team 1</source>
        <translation>团队 1</translation>
    </message>
    <message>
        <location line="+188" />
        <source>Job: %1</source>
        <translation>作业：%1</translation>
    </message>
    <message>
        <location line="+45" />
        <source>Add a job to the portfolio's queue: it starts as a copy of the training run, and its Kind makes it an evaluation or batch inference</source>
        <translation>向作业组合的队列添加作业：初始为训练任务的副本，其“类别”可将其改为评测或批量推理</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Remove the served model or the job picked</source>
        <translation>移除所选的推理模型或作业</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The design's workloads: the training run, the models it serves and the portfolio's jobs. The ledger and the charts follow the run or the model picked; the Schedule tab plans the jobs.</source>
        <translation>设计的工作负载：训练任务、所服务的模型以及作业组合中的作业。账本和图表随所选的训练任务或模型切换；“排期”标签页为作业排期。</translation>
    </message>
    <message>
        <location line="+23" />
        <source>The schedule is being worked out.</source>
        <translation>正在计算排期。</translation>
    </message>
    <message>
        <location line="+34" />
        <source>Edit Targets</source>
        <translation>编辑训练目标</translation>
    </message>
</context>
<context>
    <name>cl::TariffDialog</name>
    <message>
        <location filename="../app/gui/tariffdialog.cpp" line="+32" />
        <source>Electricity Tariff</source>
        <translation>分时电价</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Price per kWh by time of use, in %1. Hours are whole hours from 0 to 24; a period past midnight is two ranges (23-24, 00-07).</source>
        <translation>按用电时段的每千瓦时电价，币种 %1。时段为 0 到 24 的整点；跨午夜的时段分两段填写（23-24, 00-07）。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Period</source>
        <translation>时段</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Price (%1)</source>
        <translation>电价（%1）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Hours</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Add Period</source>
        <translation>添加时段</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Remove Period</source>
        <translation>移除周期</translation>
    </message>
    <message>
        <location line="+64" />
        <source>row %1: hours as 08-11, 18-23 (whole hours, from before to, 0 to 24), not "%2"</source>
        <translation>第 %1 行：时间应写作 08-11, 18-23（0 到 24 的整点，起点小于终点），而不是“%2”</translation>
    </message>
    <message>
        <location line="+7" />
        <source>row %1 has no hours</source>
        <translation>第 %1 行没有填写时间</translation>
    </message>
    <message>
        <location line="+4" />
        <source>add at least one period</source>
        <translation>请至少添加一个时段</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 has no price</source>
        <translation>%1 没有电价</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is in two periods</source>
        <translation>%1 同时属于两个时段</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Over the day: %1</source>
        <translation>全天：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Not yet a tariff: %1</source>
        <translation>电价尚不完整：%1</translation>
    </message>
</context>
<context>
    <name>cl::TopologyView</name>
    <message>
        <location filename="../app/canvas/topologyview.cpp" line="+157" />
        <source>Servers: %1</source>
        <translation>服务器：%1</translation>
    </message>
    <message>
        <location line="-8" />
        <location line="+8" />
        <location line="+76" />
        <source>GPUs: %1</source>
        <translation>GPU：%1</translation>
    </message>
    <message>
        <location line="-99" />
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 GPUs each · %2 %3 per GPU</source>
        <translation>每域 %1 块 GPU · 每 GPU %2 %3</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Scale-up (inside a domain)</source>
        <translation>纵向互联（超节点域内）</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n domain(s)</source>
        <translation><numerusform>%n 个超节点域</numerusform></translation>
    </message>
    <message>
        <location line="+11" />
        <source>Leaves: %1</source>
        <translation>叶交换机：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Spines: %1</source>
        <translation>脊交换机：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cores: %1</source>
        <translation>核心交换机：%1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>No compute switches yet: Tools → Build Fabric lays them out</source>
        <translation>还没有计算网络交换机：工具 → 生成网络拓扑 可自动布置</translation>
    </message>
    <message numerus="yes">
        <location line="+56" />
        <source>Servers: %1 in %n group(s)</source>
        <translation><numerusform>服务器：%1 台，共 %n 组</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>Leaves: %1 in %n group(s)</source>
        <translation><numerusform>叶交换机：%1 台，共 %n 组</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Spines: %1 in %n group(s)</source>
        <translation><numerusform>脊交换机：%1 台，共 %n 组</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Cores: %1 in %n group(s)</source>
        <translation><numerusform>核心交换机：%1 台，共 %n 组</numerusform></translation>
    </message>
    <message>
        <location line="+8" />
        <source>Cables up: %1</source>
        <translation>上行线缆：%1 根</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Scale-out (network) ↑</source>
        <translation>横向扩展（网络）↑</translation>
    </message>
    <message>
        <location line="-29" />
        <source>%1:1 to the tier above</source>
        <translation>对上一层 %1:1</translation>
    </message>
</context>
<context>
    <name>cl::TrainingForm</name>
    <message>
        <location filename="../app/ledger/trainingform.cpp" line="+202" />
        <source>Custom architecture</source>
        <translation>自定义架构</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Parameter count only</source>
        <translation>只给参数量</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Global batch (sequences, 0 = ~4M tokens)</source>
        <translation>全局批大小（序列数，0 表示约 4M token）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mode</source>
        <translation>训练方式</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Software stack</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Runs on</source>
        <translation>运行在</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Parallel layout</source>
        <translation>并行方案</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Micro-batch</source>
        <translation>微批大小</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Interleave</source>
        <translation>交错段数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sequence parallel</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Goodput</source>
        <translation>有效训练率</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Checkpoints</source>
        <translation>检查点</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Team profile</source>
        <translation>团队水平</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Deadline (days, 0 = none)</source>
        <translation>截止期限（天，0 表示不限）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Budget (0 = none)</source>
        <translation>预算（0 表示不限）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>GPU's default</source>
        <translation>按 GPU 默认</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The software that runs the training: it sets the kernels' efficiency, the overlap of communication and the host overhead</source>
        <translation>运行训练的软件：它决定算子效率、通信与计算的重叠程度以及主机端开销</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The fastest island</source>
        <translation>最快的孤岛</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A design whose servers fall into several compute islands trains on one: the fastest, or the one named here</source>
        <translation>服务器分成多个计算孤岛的设计只能在其中一个上训练：最快的那个，或此处指定的那个</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Modelled</source>
        <translation>按模型估算</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Share of wall time that trains; 0 models it from interruptions (Llama 3's rate) and checkpoints</source>
        <translation>真正用于训练的时间占比；0 表示按中断率（Llama 3 的数据）和检查点开销建模</translation>
    </message>
    <message>
        <location line="+5" />
        <source>asynchronous</source>
        <translation>异步</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Checkpoints copied to host memory and written while training goes on: training stops only for the copy</source>
        <translation>检查点先拷贝到主机内存，在训练继续进行时写入：训练只在拷贝时暂停</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Published best</source>
        <translation>已发表最佳水平</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Typical team</source>
        <translation>典型团队</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The engine's figures are what the best published stacks and teams reach; a typical self-built cluster reaches about half of it (the seeds: 20–35 % MFU where the best reach 40–60 %), with a wider band</source>
        <translation>引擎的估算对应已发表的最佳软件栈和团队；典型自建集群大约只能达到其一半（种子文章：最佳团队 MFU 40–60 %，自建集群 20–35 %），误差区间也更宽</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Let the planner choose</source>
        <translation>由规划器选择</translation>
    </message>
    <message>
        <location line="+1" />
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Compute-optimal ≈ 20 tokens per parameter: %1 → %2 tokens</source>
        <translation>算力最优约为每个参数 20 个 token：%1 → %2 token</translation>
    </message>
</context>
<context>
    <name>cl::canvas::ClusterScene</name>
    <message>
        <location filename="../app/canvas/clusterscene.cpp" line="+114" />
        <source>no trays</source>
        <translation>无托盘</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Scale-up domain %1 · %2 · %n GPU(s)</source>
        <translation><numerusform>超节点域 %1 · %2 · %n 块 GPU</numerusform></translation>
    </message>
</context>
<context>
    <name>cl::canvas::ClusterView</name>
    <message>
        <location filename="../app/canvas/clusterview.cpp" line="+101" />
        <source>No racks yet.</source>
        <translation>还没有机柜。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Drag a rack from the palette on the left onto this canvas, then servers, GPUs and switches into it; or open an example with File &gt; Open (a DGX SuperPOD unit, the mixed Mozi cluster, a 4 x RTX 4090 workstation).</source>
        <translation>从左侧部件库把机柜拖到画布上，再把服务器、GPU 和交换机拖进机柜；或者用“文件 &gt; 打开”打开一个示例（一个 DGX SuperPOD 单元、混合的墨子集群、一台 4 × RTX 4090 工作站）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The ledger on the right follows every change.</source>
        <translation>右侧的账本会随每次修改实时更新。</translation>
    </message>
    <message>
        <location line="+219" />
        <source>Cables are drawn with the connect tool</source>
        <translation>线缆请用连线工具绘制</translation>
    </message>
</context>
<context>
    <name>cl::canvas::LayersPanel</name>
    <message>
        <location filename="../app/canvas/layerspanel.cpp" line="+65" />
        <source>Layer</source>
        <translation>图层</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Shown</source>
        <translation>显示</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Locked</source>
        <translation>锁定</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Compute cables</source>
        <translation>计算网线缆</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Storage cables</source>
        <translation>存储网线缆</translation>
    </message>
    <message>
        <location line="+1" />
        <source>In-band cables</source>
        <translation>带内管理网线缆</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Out-of-band cables</source>
        <translation>带外管理网线缆</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Scale-up domains</source>
        <translation>超节点域</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Rack names and kW</source>
        <translation>机柜名称与 kW</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Power fill</source>
        <translation>功率着色</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Locked: drawn, but a click passes through it</source>
        <translation>锁定：照常绘制，但点击会穿过它</translation>
    </message>
</context>
<context>
    <name>clw::CountSpinBox</name>
    <message>
        <location filename="../widgets/quantityspinbox.cpp" line="+200" />
        <source>Expected a whole number, got %1</source>
        <translation>应为整数，实际为 %1</translation>
    </message>
</context>
<context>
    <name>clw::DiagnosticList</name>
    <message>
        <location filename="../widgets/diagnosticlist.cpp" line="+84" />
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Where</source>
        <translation>位置</translation>
    </message>
</context>
<context>
    <name>clw::QuantitySpinBox</name>
    <message>
        <location filename="../widgets/quantityspinbox.cpp" line="-136" />
        <source>%1 to %2%3</source>
        <translation>%1 至 %2%3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Type a value from %1</source>
        <translation>请输入 %1 之间的数值</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Not a number: type digits, with a unit if you like (%1)</source>
        <translation>不是数字：请输入数字，可带单位（%1）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>"%1" is not a unit here: use %2</source>
        <translation>“%1”不是此处可用的单位：请使用 %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>A negative value is not possible here: expected %1</source>
        <translation>此处不能为负值：应为 %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Too large: expected %1</source>
        <translation>数值过大：应为 %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 is outside the range: expected %2</source>
        <translation>%1 超出范围：应为 %2</translation>
    </message>
    <message>
        <location line="+35" />
        <source>%1 = %2%3</source>
        <translation>%1 = %2%3</translation>
    </message>
</context>
</TS>
