// SPDX-License-Identifier: GPL-3.0-or-later
// The report's look in one place: colours, type sizes and spacing (in millimetres; Layout::mm
// turns them into device units). Sections use these names, not literals.
#pragma once

#include <QColor>

namespace cl::report::style {

// Ink.
inline const QColor kInk(0x30, 0x30, 0x30); ///< device faces' labels
inline const QColor kMuted(0x55, 0x5b, 0x66); ///< notes, footers, captions
inline const QColor kRule(0xb0, 0xb6, 0xbe); ///< table and chart lines
inline const QColor kPanel(0xf4, 0xf5, 0xf7); ///< empty rack space
inline const QColor kRail(0x5a, 0x5f, 0x66);
inline const QColor kError(0xb0, 0x2a, 0x22);
inline const QColor kWarning(0x8a, 0x5a, 0x00);
inline const QColor kHighlight(0xff, 0xb3, 0x00); ///< this design on the scaling curve

// Device faces on the elevations.
inline const QColor kServerFace(0x2f, 0x5d, 0x8a);
inline const QColor kSwitchFace(0x2e, 0x7d, 0x6b);

// Type sizes (points).
constexpr double kTitlePt = 14;
constexpr double kHeadingPt = 10;
constexpr double kBodyPt = 9;
constexpr double kNotePt = 8;
constexpr double kFooterPt = 7.5;

// Spacing (millimetres).
constexpr double kTitleMm = 10; ///< a section title's line
constexpr double kTitleBlockMm = 12; ///< from a page's top to the content under its title
constexpr double kGapMm = 6; ///< between blocks on a page
constexpr double kSmallGapMm = 4;

} // namespace cl::report::style
