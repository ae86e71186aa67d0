// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/design.h"

#include <QDialog>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QTableWidget;

namespace cl {

/**
 * What the portfolio holds besides its jobs (model/portfolio.h), edited together as one undo
 * step from the Schedule tab: the teams (name, share, GPUs at once, GPU-hours per period), the
 * hardware phases (name, arrival day, the racks that arrive then) and the cloud it may rent
 * (allowed, price per GPU-hour, spot interruptions). A team that jobs or serving fleets name
 * cannot be removed until they name another, and every name must be given: the dialog says which
 * row and why, and keeps what was entered.
 */
class PortfolioDialog : public QDialog
{
    Q_OBJECT

public:
    PortfolioDialog(const Design &design, QWidget *parent = nullptr);

    /** The design's portfolio with the dialog's teams, phases and cloud (its jobs as they were),
     *  or nothing while a field is refused (refusal() says why). */
    std::optional<Portfolio> result() const;
    QString refusal() const;

    QTableWidget *teamsTable() const { return mTeams; }
    QTableWidget *phasesTable() const { return mPhases; }
    QListWidget *phaseRacks() const { return mRacks; }

    void accept() override;

private:
    void addTeam();
    void removeTeam();
    void addPhase();
    void removePhase();
    /** The racks list shows the phase picked: its racks checked, other phases' racks disabled. */
    void showPhaseRacks();
    void takeRackCheck(int rack);
    void setTeamRow(int row, const PortfolioTeam &team);
    void setPhaseRow(int row, const HardwarePhase &phase);
    std::optional<std::vector<PortfolioTeam>> readTeams(QString *why) const;
    std::optional<std::vector<HardwarePhase>> readPhases(QString *why) const;
    /** Jobs and serving fleets that name the team. */
    int usesOfTeam(const std::string &id) const;
    void showRefusal(const QString &why);

    const Design &mDesign;
    Portfolio mBase;
    std::vector<std::vector<std::string>> mPhaseRacks; ///< per phase row: rack ids
    QTableWidget *mTeams = nullptr;
    QTableWidget *mPhases = nullptr;
    QListWidget *mRacks = nullptr;
    QCheckBox *mCloudAllowed = nullptr;
    QDoubleSpinBox *mCloudPrice = nullptr; ///< 0: the site's cloud price
    QDoubleSpinBox *mInterruptions = nullptr;
    QLabel *mRefusal = nullptr;
    bool mFilling = false;
};

} // namespace cl
