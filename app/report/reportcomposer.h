// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF report's composer, shared by its section files: it turns the design and its ledger into
// a list of pages, each a drawing function, laid out before anything is painted (so the page count
// is known and the paint pass never lays out twice). Internal to clreport.
#pragma once

#include "chartdata.h"
#include "engine/ledger.h"
#include "model/design.h"
#include "pdfreport.h"
#include "reporttable.h"

#include <QColor>
#include <QCoreApplication>
#include <QPainter>
#include <QRectF>

#include <functional>
#include <vector>

namespace cl::report {

/** A page is a drawing function over the content rectangle (device units). */
using PageFn = std::function<void(QPainter &, const QRectF &)>;

inline const std::vector<std::size_t> kNoDevices;

class Composer
{
    Q_DECLARE_TR_FUNCTIONS(PdfReport)

public:
    Composer(const Design &d, const Catalog &c, const DesignLedger &L, const ReportSettings &s,
             const Layout &layout, const QRectF &content)
        : d(d)
        , c(c)
        , L(L)
        , s(s)
        , lay(layout)
        , content(content)
    {
        if (!s.displayCurrency) {
            usdSite = d.site;
            usdSite.currency = "USD";
            usdSite.currencyPerUsd = 1.0;
        }
    }

    std::vector<PageFn> pages;

    QString money(double usd) const;

    void cover();

    double drawTable(QPainter &p, const QRectF &area, const Table &t, int first, int last);

    /** A table over as many pages as it needs, the header repeated, totals after the last row. */
    void paginatedTable(const QString &title, const Table &t, const QString &note = {});

    /** A full amount for a purchase order: "1,792.00" (the currency is in the column head). */
    QString amount(double usd) const;

    void bom();
    /** The cable schedule per fabric (or, for a big hall, the counts by medium and length). */
    void cables();
    /** Per rack (or racks built alike): its parts, the cable ends in it and its power. */
    void rackContents();

    QString categoryName(const std::string &category) const;

    /**
     * Racks built alike (same rack model and power, the same device models at the same U with
     * the same GPUs) share one drawing, captioned with every rack it stands for: a hall of
     * 17,408 racks reads as its 17 rack types, not 2,900 pages of copies.
     */
    struct ElevationGroup
    {
        std::size_t representative;
        std::vector<std::size_t> members;
    };

    std::string layoutKey(const Rack &rack, const std::vector<std::size_t> &indices) const;

    void elevations();

    /** "×1,024 racks built alike: R01, R01-2, …" under a shared drawing. */
    void drawAlike(QPainter &p, const QRectF &area, const ElevationGroup &group);

    void drawRack(QPainter &p, const QRectF &cell, const Rack &rack,
                  const std::vector<std::size_t> &indices);

    void power();

    /** Liquid racks against their loops, rows against their CDUs, the facility power of the
     *  cooling mix (reportcooling.cpp); nothing when all is air-cooled. */
    void cooling();

    void training();

    /** A design made from targets: the targets and the options weighed (the Pareto set). */
    void targets();

    /** The models served from the design's GPUs: throughput, latency, memory, cost. */
    void serving();

    /** The portfolio over time: jobs, teams, next phase, cloud (reportschedule.cpp). */
    void schedule();

    /** The compute islands, each with what it alone would achieve; nothing for one island. */
    double islands(QPainter &p, const QRectF &area);
    /** The calibrated time and which file each calibrated figure came from; returns the y below. */
    double calibrated(QPainter &p, const QRectF &area);
    double dataFeed(QPainter &p, const QRectF &area);
    double bar(QPainter &p, const QRectF &area, const QString &title, const QList<ChartPart> &parts,
               double whole, QString (*format)(double));

    void scaling(QPainter &p, const QRectF &area);

    void assumptions();

    const Design &d;
    const Catalog &c;
    const DesignLedger &L;
    const ReportSettings &s;
    const Layout &lay;
    QRectF content;
    Site usdSite;
};

} // namespace cl::report
