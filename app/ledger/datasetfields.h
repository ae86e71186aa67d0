// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/workload.h"

#include <QObject>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QSpinBox;
class QWidget;

namespace cl {

/**
 * The Targets panel's dataset rows (format 13): what the loaders read (pre-tokenised shards, raw
 * text, image-text pairs, video), their workers per GPU, and the bytes and host time per token
 * where the kind's own figures (engine/datafeed.cpp) do not fit. A run left at the defaults
 * writes no `dataset`, as older files have none.
 */
class DatasetFields : public QObject
{
    Q_OBJECT

public:
    explicit DatasetFields(QWidget *parent);

    void addRows(QFormLayout *form);
    void retranslate(QFormLayout *form);
    void load(const std::optional<Dataset> &dataset);
    std::optional<Dataset> read() const;

signals:
    void edited(int field);

private:
    void updateHints();

    bool mLoading = false;
    std::optional<Dataset> mLoaded; ///< as the design had it
    double mShownBytes = 0; ///< what load() put in the boxes, as they round it
    double mShownCpu = 0;
    QComboBox *mKind = nullptr;
    QSpinBox *mWorkers = nullptr;
    QDoubleSpinBox *mBytes = nullptr;
    QDoubleSpinBox *mCpu = nullptr;
};

} // namespace cl
