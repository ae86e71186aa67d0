// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/jsonwording.h"

namespace cl {

/**
 * The JSON output's sentences from this layer's wording, in whatever language is installed (the
 * CLI installs none: English). One source for each sentence: the GUI shows the same words.
 */
JsonWording textWording();

} // namespace cl
