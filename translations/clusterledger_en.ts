<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>DeviceItem</name>
    <message>
        <location filename="../app/canvas/items.cpp" line="+159" />
        <source>%1 kW</source>
        <translation type="unfinished" />
    </message>
</context>
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
    <name>EditOperations</name>
    <message>
        <location filename="../app/document/editoperations.cpp" line="+64" />
        <location line="+48" />
        <location line="+43" />
        <source>Drop it on a rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-89" />
        <source>This part has no rack height in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>It runs past the top of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Those rack units in %1 are taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>%1 would draw %2 kW, over its usable %3 kW (hold Alt to place it anyway)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>No free GPU slot in this server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>This GPU does not fit this server's slots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <location line="+54" />
        <source>GPUs go into GPU servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-52" />
        <source>This server already holds another GPU model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+12" />
        <source>Unknown rack model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>Add Rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+16" />
        <source>No free rack units in %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>Add %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location line="+20" />
        <source>Install %n GPU(s)</source>
        <translation>
            <numerusform>Install %n GPU</numerusform><numerusform>Install %n GPUs</numerusform></translation>
    </message>
    <message>
        <location line="+20" />
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
        <location line="+16" />
        <location line="+5" />
        <source>Move Rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+16" />
        <source>No GPU server has a free slot of this form factor</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>There is no rack yet: add one first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+9" />
        <source>Cables are drawn with the connect tool</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>Connect two different devices</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+20" />
        <source>%1 has no free port on this fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+16" />
        <source>Connect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+3" />
        <source>Nothing selected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>Select racks or devices to duplicate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Duplicate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+14" />
        <source>Select racks and a count of two or more</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>Replicate ×%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>The clipboard holds no ClusterLedger objects</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Paste</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RackItem</name>
    <message>
        <location filename="../app/canvas/items.cpp" line="-54" />
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
    <name>Tools</name>
    <message>
        <location filename="../app/canvas/tools.cpp" line="+107" />
        <source>Drop it on a rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+16" />
        <source>Click a device to start a cable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+6" />
        <source>Now click the device at the other end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Cable added</source>
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
    <name>cl::Inspector</name>
    <message>
        <location filename="../app/gui/inspector.cpp" line="+195" />
        <source>Site name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>PUE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Electricity (USD/kWh)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Display currency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Units per USD</source>
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
        <location line="+9" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-8" />
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
        <location line="+2" />
        <source>Model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>GPU model</source>
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
        <location line="+22" />
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
        <location line="+11" />
        <source>%1 kW usable, %2 kW at max load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Device %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+22" />
        <source>Cable %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+10" />
        <source>Site</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+34" />
        <source>Edit Site</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+14" />
        <source>A rack needs a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+13" />
        <source>2N needs an even number of feeds: half of them carry the load alone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>N+1 needs at least two feeds.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+5" />
        <source>Edit Rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+14" />
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
    <name>cl::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+263" />
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
        <location line="+1" />
        <source>Palette</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Outline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Inspector</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Tools</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Copy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Paste</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>D&amp;uplicate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Select &amp;All</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Replicate ×N…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Repeat the selected racks, their contents and the cables among them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Zoom &amp;In</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Zoom &amp;Out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Fit All</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Fit &amp;Selection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Select</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Connect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Draw a cable: click one device, then the other</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Compute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Storage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>In-band</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+0" />
        <source>Out-of-band</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+4" />
        <source>Show %1 cables</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
        <source>Enforce Power Budgets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>Refuse drops that would pass a rack's usable power (hold Alt to override once)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+14" />
        <source>%1[*] — ClusterLedger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+25" />
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
        <location line="+11" />
        <source>New cluster</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+7" />
        <source>About ClusterLedger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>&lt;h3&gt;ClusterLedger %1&lt;/h3&gt;&lt;p&gt;The compute ledger: plan AI training clusters with racks, power, network, training time and cost in one live picture.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+26" />
        <source>Select racks or devices to copy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+44" />
        <source>Replicate Racks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+1" />
        <source>How many copies in all (the selection counts as one)?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+11" />
        <location line="+9" />
        <source>Restore Unsaved Work</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="-8" />
        <source>ClusterLedger did not close cleanly last time. Restore the design it saved automatically?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+8" />
        <source>The autosaved copy could not be read: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cl::Palette</name>
    <message>
        <location filename="../app/gui/palette.cpp" line="+118" />
        <source>Search the catalog…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+15" />
        <source>Racks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location line="+2" />
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
    <name>cl::canvas::ClusterView</name>
    <message>
        <location filename="../app/canvas/clusterview.cpp" line="+235" />
        <source>Cables are drawn with the connect tool</source>
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
