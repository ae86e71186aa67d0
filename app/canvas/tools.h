// SPDX-License-Identifier: GPL-3.0-or-later
// Canvas tools (Tiled's AbstractTool, QGIS's map tools): the view forwards mouse events to the
// active one. Select moves devices and racks (rubber band and Ctrl-toggle come from the view);
// Connect draws a cable from one device to another.
#pragma once

#include "model/enums.h"

#include <QPointF>
#include <QString>

class QMouseEvent;

namespace cl::canvas {

class ClusterView;

class AbstractTool
{
public:
    virtual ~AbstractTool() = default;
    /** Returns true when the tool took the event (the view then does nothing else with it). */
    virtual bool mousePress(ClusterView *view, QMouseEvent *event) = 0;
    virtual bool mouseMove(ClusterView *view, QMouseEvent *event) = 0;
    virtual bool mouseRelease(ClusterView *view, QMouseEvent *event) = 0;
    virtual void deactivate(ClusterView *) { }
};

class SelectTool : public AbstractTool
{
public:
    bool mousePress(ClusterView *view, QMouseEvent *event) override;
    bool mouseMove(ClusterView *view, QMouseEvent *event) override;
    bool mouseRelease(ClusterView *view, QMouseEvent *event) override;

private:
    enum class Drag { None, Device, Rack } mDrag = Drag::None;
    QString mId;
    QPointF mPressScene;
    QPointF mGrabOffset;
    int mGrabUnits = 0; ///< how many U above the device's lowest U it was grabbed
    bool mMoved = false;
};

class ConnectTool : public AbstractTool
{
public:
    void setFabric(Fabric fabric) { mFabric = fabric; }
    Fabric fabric() const { return mFabric; }
    bool mousePress(ClusterView *view, QMouseEvent *event) override;
    bool mouseMove(ClusterView *view, QMouseEvent *event) override;
    bool mouseRelease(ClusterView *view, QMouseEvent *event) override;
    void deactivate(ClusterView *view) override;

private:
    Fabric mFabric = Fabric::Compute;
    QString mFrom;
};

} // namespace cl::canvas
