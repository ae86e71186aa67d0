// SPDX-License-Identifier: GPL-3.0-or-later
// The compute fabric as a logical diagram (core/fabric/topologysummary.h): a row per tier, a box
// per group (a unit's servers, its leaves, a pod's spines, the core), the cables between groups
// counted, each tier's oversubscription beside it; under a dashed line the scale-up side, one box
// per kind of domain (NVL72 racks, HGX boards). A click selects the group's devices.
#pragma once

#include "fabric/topologysummary.h"

#include <QRectF>
#include <QTimer>
#include <QWidget>

#include <vector>

class QPainter;

namespace cl {

class Document;

class TopologyView : public QWidget
{
    Q_OBJECT

public:
    explicit TopologyView(Document *document, QWidget *parent = nullptr);

    const TopologySummary &summary() const { return mSummary; }
    /** Each group's box in widget coordinates, as last laid out (index = summary group). */
    const std::vector<QRectF> &boxes() const { return mBoxes; }
    /** Each scale-up kind's box (index = summary().scaleUp), in the row under the servers. */
    const std::vector<QRectF> &scaleUpBoxes() const { return mScaleUpBoxes; }
    /** The scale-up row's name and totals, as the column left of it shows them. */
    QString scaleUpLabel() const;
    /** A tier's name and totals, as the column left of the diagram shows them (0: servers). */
    QString tierLabel(int tier) const;
    QSize sizeHint() const override { return {480, 240}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    void rebuild();
    void layoutBoxes();
    QString groupLabel(const TopologyGroup &group) const;
    QString scaleUpBoxLabel(const ScaleUpKind &kind) const;
    int rowCount() const;
    double rowTop(int tier) const;
    void drawTierLabels(QPainter &p) const;
    void paintScaleUp(QPainter &p) const;

    Document *mDocument;
    TopologySummary mSummary;
    std::vector<QRectF> mBoxes;
    std::vector<QRectF> mScaleUpBoxes;
    static constexpr int kAfterEditMs = 100;
    QTimer mLater; ///< the rebuild a moment after an edit
    bool mStale = true; ///< the design changed since the last rebuild
};

} // namespace cl
