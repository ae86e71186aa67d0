<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Diagnostics</name>
    <message>
        <location filename="../app/text/diagnostictext.cpp" line="+27" />
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
        <location line="+22" />
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
        <location line="+9" />
        <source>line %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
</context>
<context>
    <name>cl::DesignOverview</name>
    <message>
        <location filename="../app/gui/designoverview.cpp" line="+76" />
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Model</source>
        <translation>型号</translation>
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
        <location line="+0" />
        <source>Power load</source>
        <translation>功率负载</translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
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
        <location line="+14" />
        <source>row %1, #%2 · %3/%4 U</source>
        <translation>第 %1 排，第 %2 位 · %3/%4 U</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Not placed</source>
        <translation>未上架</translation>
    </message>
</context>
<context>
    <name>cl::Document</name>
    <message>
        <location filename="../app/document/document.cpp" line="+22" />
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>cl::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+158" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Re&amp;vert</source>
        <translation>还原(&amp;V)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>System Language</source>
        <translation>跟随系统语言</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;About ClusterLedger</source>
        <translation>关于算力账本(&amp;A)</translation>
    </message>
    <message>
        <location line="+1" />
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
        <location line="+14" />
        <source>%1[*] — ClusterLedger</source>
        <translation>%1[*] — 算力账本 ClusterLedger</translation>
    </message>
    <message>
        <location line="+24" />
        <source>No problems found</source>
        <translation>未发现问题</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n error(s)</source>
        <translation><numerusform>%n 个错误</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n warning(s)</source>
        <translation><numerusform>%n 个警告</numerusform></translation>
    </message>
    <message>
        <location line="+11" />
        <source>Cannot Open Design</source>
        <translation>无法打开设计</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 could not be opened. The current design is unchanged.</source>
        <translation>无法打开 %1。当前设计保持不变。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Could not open %1</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Cannot Save Design</source>
        <translation>无法保存设计</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 could not be saved: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 has unsaved changes. Save them first?</source>
        <translation>%1 有未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <location line="+12" />
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
        <location line="+0" />
        <source>Discard all changes since the last save?</source>
        <translation>放弃自上次保存以来的所有更改？</translation>
    </message>
    <message>
        <location line="+16" />
        <source>About ClusterLedger</source>
        <translation>关于算力账本</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;h3&gt;ClusterLedger %1&lt;/h3&gt;&lt;p&gt;The compute ledger: plan AI training clusters with racks, power, network, training time and cost in one live picture.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;算力账本 ClusterLedger %1&lt;/h3&gt;&lt;p&gt;把机柜、供电、网络、训练时间和成本放进同一张实时账本，规划 AI 训练集群。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>cl::SummaryPanel</name>
    <message>
        <location filename="../app/gui/summarypanel.cpp" line="+74" />
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
    <name>clw::DiagnosticList</name>
    <message>
        <location filename="../widgets/diagnosticlist.cpp" line="+61" />
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Where</source>
        <translation>位置</translation>
    </message>
</context>
</TS>
