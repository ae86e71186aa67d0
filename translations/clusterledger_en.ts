<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Diagnostics</name>
    <message>
        <location filename="../app/text/diagnostictext.cpp" line="+27" />
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
        <location line="+22" />
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
        <location line="+9" />
        <source>line %1, column %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::DesignOverview</name>
    <message>
        <location filename="../app/gui/designoverview.cpp" line="+76" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Model</source>
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
        <location line="+0" />
        <source>Power load</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location line="+10" />
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
        <location line="+14" />
        <source>row %1, #%2 · %3/%4 U</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>%1 / %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+20" />
        <source>Not placed</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::Document</name>
    <message>
        <location filename="../app/document/document.cpp" line="+22" />
        <source>Untitled</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+158" />
        <source>&amp;File</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&amp;New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Open &amp;Recent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Save &amp;As…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Re&amp;vert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>System Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&amp;About ClusterLedger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
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
        <location line="+14" />
        <source>%1[*] — ClusterLedger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+24" />
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
        <location line="+1" />
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform><numerusform>%n warnings</numerusform></translation>
    </message>
    <message>
        <location line="+11" />
        <source>Cannot Open Design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1 could not be opened. The current design is unchanged.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>Could not open %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+15" />
        <source>Cannot Save Design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1 could not be saved: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Saved %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+25" />
        <source>Unsaved Changes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>%1 has unsaved changes. Save them first?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
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
        <location line="+0" />
        <source>Discard all changes since the last save?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+16" />
        <source>About ClusterLedger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&lt;h3&gt;ClusterLedger %1&lt;/h3&gt;&lt;p&gt;The compute ledger: plan AI training clusters with racks, power, network, training time and cost in one live picture.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::SummaryPanel</name>
    <message>
        <location filename="../app/gui/summarypanel.cpp" line="+74" />
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
    <name>clw::DiagnosticList</name>
    <message>
        <location filename="../widgets/diagnosticlist.cpp" line="+61" />
        <source>Problem</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Where</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>
