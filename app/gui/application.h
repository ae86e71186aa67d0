// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QSize;
class QString;

namespace cl {

class MainWindow;

/** Everything main() does, in the library so tests can drive it: arguments, language, window. */
int runApplication(int argc, char **argv);

/** Lays the window out at 1600x1000 and writes a PNG of it; false if the file cannot be written. */
bool writeScreenshot(MainWindow &window, const QString &fileName, const QSize &size);

} // namespace cl
