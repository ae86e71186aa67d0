// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/workload.h"

#include <QObject>

#include <optional>

class QComboBox;
class QFormLayout;
class QSpinBox;
class QWidget;

namespace cl {

/**
 * The Targets panel's custom-architecture rows: the dimensions and the local attention (sliding
 * window, chunks, linear state; format 12). An edit keeps what the rows do not show (experts,
 * head size) from the architecture loaded.
 */
class ArchitectureFields : public QObject
{
    Q_OBJECT

public:
    explicit ArchitectureFields(QWidget *parent);

    /** Appends a row per field, labels filled by retranslate(). */
    void addRows(QFormLayout *form);
    void retranslate(QFormLayout *form);
    void setShown(QFormLayout *form, bool shown);
    void load(const Architecture &a);
    /** The loaded architecture with the fields' values; nullopt where they contradict each other
     *  (heads must divide the hidden size, KV heads the heads). */
    std::optional<Architecture> read() const;

signals:
    /** A field was edited by the user: its number (for the undo stack's merging). */
    void edited(int field);

private:
    void updateAttentionRows();

    QFormLayout *mForm = nullptr;
    Architecture mLoaded;
    bool mLoading = false;
    QSpinBox *mLayers = nullptr;
    QSpinBox *mHidden = nullptr;
    QSpinBox *mHeads = nullptr;
    QSpinBox *mKvHeads = nullptr;
    QSpinBox *mFfn = nullptr;
    QComboBox *mFfnType = nullptr;
    QSpinBox *mVocab = nullptr;
    QComboBox *mLocal = nullptr;
    QSpinBox *mWindow = nullptr;
    QSpinBox *mFullEvery = nullptr;
};

} // namespace cl
