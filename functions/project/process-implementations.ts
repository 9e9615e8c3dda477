/**
 * The project domain's implementations of its processes' effects and timers (docs/processes.md "Effects and timers"),
 * by the names its declarations use (shared/process/project.ts, shared/process/cooperation.ts; every version of each
 * in shared/process/registries.ts). The timers are fired from here by the domain's sweep (./timers.ts). The effects
 * are carried out by the services inside the moves that have them — in the move's transaction or right after it —
 * with the functions named here; test/unit/process-implementations.test.ts fails when a declared effect or timer has
 * none, or one is named here that no declaration uses.
 */
import { projectRegistry } from '../../shared/process/registries.js';
import { implementProcesses } from '../lib/process/implementations.js';
import { countPlatform } from '../lib/store/counters.js';
import { closeNegotiations, closeRequests } from './closing.js';
import { escrowBacklog } from './cooperation/backlog.js';
import { syncCooperationGroup } from './cooperation/group.js';
import { acceptancePosting, acceptPhase, begun, escrowPosting, firePhaseTimer, movedPhase, newCooperation } from './cooperation/service.js';
import { overdueTimerSteps, phaseSteps } from './cooperation/store.js';
import { reopenTasks } from './cooperation/tasks.js';
import { fireOverdue, postpone } from './cooperation/overdue.js';
import { agreeChange, lapseChange, paySupplement, refuseChange, startChange } from './cooperation/changes.js';
import { toEvidence } from './cooperation/disputes/moves.js';
import { releaseSteps, tellEnded } from './cooperation/disputes/ending.js';
import { disputeSteps, entryStep } from './cooperation/disputes/store.js';
import { fireDisputeTimer } from './cooperation/disputes/timers.js';
import { fireTerminationTimer, terminateWithSplit } from './cooperation/termination.js';
import { recoverCooperation } from './cooperation/recovery.js';
import { escrowSplitPosting, resumedPhaseSteps, withMatter, withoutMatter } from './cooperation/matters.js';
import { terminationWrites } from './history/figures.js';
import { tell } from './events.js';
import { closeAtDeadline } from './deadlines.js';
import { eraseElsewhere, fireEraseElsewhere } from './erasure.js';
import { expireFee, feePosting, openingWrites } from './negotiations.js';
import { followNegotiations, projectWrites } from './projects.js';
import { expireInvitation } from './requests.js';
import { freeName } from './store.js';
import { reconcileDepartures } from './documents/departures.js';
import { fireFollowOrgName, followOrgName } from './org-names.js';
import { takeOverWrites, tellTakeOver } from './documents/takeover.js';

export const projectImplementations = implementProcesses(projectRegistry, {
  project: {
    effects: {
      // releaseProject counts the platform's projects on a first release.
      countProject: countPlatform,
      closeOthers: closeNegotiations,
      closeRequests,
      closeNegotiations,
      freeName,
      createPhases: newCooperation,
      createGroup: syncCooperationGroup,
      // The last phase's acceptance posting returns what escrow holds to party A.
      refundEscrowLeft: acceptancePosting,
      // Version 2: a cooperation terminated (its split in one posting) and recovered (the split reversed).
      settleEscrow: terminateWithSplit,
      reverseSettlement: recoverCooperation,
    },
    timers: { close: (timer, now) => closeAtDeadline(timer.objectId, now) },
  },
  invitation: {
    effects: { openNegotiation: openingWrites },
    timers: { expire: (timer) => expireInvitation(timer.objectId) },
  },
  application: {
    effects: { openNegotiation: openingWrites },
    timers: {},
  },
  negotiation: {
    effects: {
      payFee: feePosting,
      // The agreed project is written in the fee's posting; the other negotiations and requests end after it.
      agreeProject: projectWrites,
      projectBackIfLast: followNegotiations,
    },
    timers: { feeExpired: (timer) => expireFee(timer.objectId) },
  },
  phase: {
    effects: {
      askEscrow: escrowBacklog,
      escrowIn: escrowPosting,
      startClock: begun,
      reopenDocuments: reopenTasks,
      countRound: movedPhase,
      countCheckRound: movedPhase,
      restartClock: phaseSteps,
      payPhase: acceptancePosting,
      nextPhase: acceptPhase,
      remindPartyA: firePhaseTimer,
      // Version 3: the deadline passed before delivery (逾期).
      openOverdue: fireOverdue,
    },
    timers: {
      markOverdue: (timer, now) => fireOverdue(timer.objectId, now),
      autoAccept: (timer, now) => firePhaseTimer(timer.objectId, 'autoAccept', now),
      remind: (timer, now) => firePhaseTimer(timer.objectId, 'remind', now),
      remindLast: (timer, now) => firePhaseTimer(timer.objectId, 'remindLast', now),
    },
  },
  // Version 2's take-over (接管): the task's move in one transaction, then the writers told.
  documentTask: { effects: { moveWriter: takeOverWrites, tellWriters: tellTakeOver }, timers: {} },
  // An overdue phase's postponement (逾期延期), kept on the phase: party B asks, party A agrees or refuses.
  postponement: {
    effects: { tellPostpone: postpone, moveDeadline: overdueTimerSteps },
    timers: {},
  },
  // A demand change (需求变更, shared/process/change.ts): each effect is carried out by the call that takes it, in its
  // write (the terms and the money of taking effect in one posting: ./cooperation/changes.ts).
  demandChange: {
    effects: {
      holdPhases: startChange,
      tellChange: agreeChange,
      applyTerms: agreeChange,
      releasePhases: refuseChange,
      refundEscrow: escrowSplitPosting,
      supplementIn: paySupplement,
      resumePhases: resumedPhaseSteps,
    },
    timers: { lapse: (timer, now) => lapseChange(timer.objectId, now) },
  },
  // Termination by agreement, a dispute's decision, and recovery (functions/project/cooperation/termination.ts).
  termination: {
    effects: {
      openMatter: withMatter,
      tellOther: tell,
      tellBoth: tell,
      closeMatter: withoutMatter,
      settleSplit: escrowSplitPosting,
      terminateProject: terminateWithSplit,
      countHistory: terminationWrites,
      reverseSplit: recoverCooperation,
      recoverProject: recoverCooperation,
      uncountHistory: terminationWrites,
      resumePhases: resumedPhaseSteps,
    },
    timers: { expire: (timer, now) => fireTerminationTimer(timer.objectId, now) },
  },
  // A cooperation's dispute (纠纷): the desk asks for evidence and rules; timers answer for whoever is silent.
  dispute: {
    // The ruling's money is the acceptance's posting (acceptPhase) or the termination's (terminateWithSplit); its route is
    // the desk's (./cooperation/disputes/desk.ts decideDispute), which the timers never take.
    effects: { askEvidence: toEvidence, keepEvidence: entryStep, escalate: disputeSteps, rule: acceptPhase, release: releaseSteps, tellParties: tellEnded },
    timers: {
      autoTake: fireDisputeTimer,
      evidenceDue: fireDisputeTimer,
      closeSilent: fireDisputeTimer,
      escalate: fireDisputeTimer,
    },
  },
  // A member left an organisation (shared/process/departure.ts): its running cooperations follow its people at once.
  membersLeft: {
    effects: { leaveCooperations: reconcileDepartures },
    timers: { reconcile: (timer) => reconcileDepartures(timer.objectId) },
  },
  // A team or company renamed itself (shared/process/org-name.ts): the copies of its name that follow, follow.
  orgRenamed: {
    effects: { followName: followOrgName },
    timers: { followName: fireFollowOrgName },
  },
  // The second step of a cancelled person's erasure (shared/process/erasure.ts): its work is its timer's firing.
  erasure: {
    effects: { eraseElsewhere },
    timers: { eraseElsewhere: fireEraseElsewhere },
  },
});
