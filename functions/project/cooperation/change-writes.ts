/**
 * A demand change's writes (./changes.ts): the change with its lapse timer, the writes that put it in force (the
 * phases rewritten, the cooperation's terms and money, its matter closed) and those that close it without effect.
 */
import { CHANGE_LIMITS } from '../../../shared/limits.js';
import { CHANGE_OPEN, type ChangeState } from '../../../shared/process/change.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type { ChangeEscrow } from '../../../shared/schemas/cooperation-change.js';
import { timerWrites } from '../../lib/process/run.js';
import { projectKey } from '../keys.js';
import type { Step } from '../store.js';
import { resumedPhaseSteps, withoutMatter } from './matters.js';
import { changePut } from './change-store.js';
import type { CooperationItem, PhaseItem } from './model.js';
import { begun, DAY } from './starting.js';
import { fundedAfter, type ChangeItem } from './change-terms.js';
import { changeRecords } from './change-told.js';
import { cooperationStep, overdueTimerSteps, phaseSteps, recordStep } from './store.js';

export const timerObject = (change: ChangeItem) => ({ pk: projectKey(change.projectId).pk, id: change.projectId, attributes: change as unknown as Record<string, unknown> });

/** The change's next revision, written over the one read (or as new), with its timers. */
export const changeSteps = (previous: ChangeItem | undefined, next: ChangeItem, now: number): Step[] => {
  const process = projectRegistry.of('demandChange', next);
  const item: ChangeItem = { ...next, rev: (previous?.rev ?? 0) + 1 };
  return [
    changePut(item as unknown as Record<string, unknown>, previous?.rev),
    ...timerWrites(process, timerObject(item), previous?.state ?? 'NONE', item.state, now).map((t) => ({ item: t })),
  ];
};

export const lapseOf = (state: ChangeState, now: number): number | undefined => (CHANGE_OPEN.includes(state) ? now + CHANGE_LIMITS.answerDays * DAY : undefined);

// ---------------------------------------------------------------- taking effect

/**
 * The writes that put a change in force at `now`, with the escrow as `escrow` says: each phase of the new terms
 * written (changed in place: a begun phase's deadline moves by the days changed; added after the highest number,
 * funded when every phase was funded at once), each removed phase marked removed (its documents kept read-only), the
 * running phase replaced by the first phase left when it was removed, its timers set again (./matters.ts), and the
 * cooperation's total, phase count, terms' version, money and matter; the change and its records.
 */
export const effectWrites = (coop: CooperationItem, phases: readonly PhaseItem[], change: ChangeItem, next: ChangeItem, escrow: ChangeEscrow, now: number): { steps: Step[]; coop: CooperationItem; started?: PhaseItem } => {
  const byIndex = new Map(phases.map((p) => [p.index, p]));
  const steps: Step[] = [];
  const written: PhaseItem[] = [];
  const removedRunning = change.removed.includes(coop.current);
  const current = removedRunning ? change.after[0]!.index : coop.current;
  let started: PhaseItem | undefined;
  for (const p of change.after) {
    const old = byIndex.get(p.index);
    const terms = { name: p.name, amount: p.amount, days: p.days, deliverables: p.deliverables };
    if (!old) {
      const added: PhaseItem = { pk: '', sk: '', projectId: coop.projectId, index: p.index, ...terms, ...projectRegistry.start('phase'), funded: fundedAfter(coop, phases, p, undefined), rounds: 0, rev: 0, updateTime: now };
      const item = p.index === current ? { ...added, ...begun(added, coop, now) } : added;
      if (p.index === current) started = item as PhaseItem;
      const w = phaseSteps(undefined, item, now);
      steps.push(...w.steps);
      written.push(w.item);
      continue;
    }
    // A begun phase's deadline moves by the days changed (the first deadline, when a postponement kept it, too).
    const shift = (p.days - old.days) * DAY;
    const changed: PhaseItem = {
      ...old,
      ...terms,
      ...(old.dueTime ? { dueTime: old.dueTime + shift } : {}),
      ...(old.plannedDueTime ? { plannedDueTime: old.plannedDueTime + shift } : {}),
      updateTime: now,
    };
    if (p.index === current && removedRunning) {
      // The running phase was removed: this one begins now (待托管, or 编写中 when funded).
      const item = { ...changed, ...begun(changed, coop, now) } as PhaseItem;
      started = item;
      const w = phaseSteps(old, item, now);
      steps.push(...w.steps);
      written.push(w.item);
      continue;
    }
    // The running phase goes on: a delivery waiting for acceptance gets its full time again (./matters.ts).
    const resumed = p.index === current ? resumedPhaseSteps(changed, now) : { steps: [] };
    if (resumed.item) {
      steps.push(...resumed.steps);
      written.push(resumed.item);
    } else {
      const w = phaseSteps(old, changed, now);
      steps.push(...w.steps);
      if (shift) steps.push(...overdueTimerSteps(w.item));
      written.push(w.item);
    }
  }
  for (const index of change.removed) {
    const old = byIndex.get(index)!;
    const w = phaseSteps(old, { ...old, removal: { changeId: change.id, since: old.removal?.since ?? now, done: now }, updateTime: now }, now);
    steps.push(...w.steps);
    written.push(w.item);
  }
  const all = phases.map((p) => written.find((w) => w.index === p.index) ?? p).concat(written.filter((w) => !byIndex.has(w.index)));
  const { item: nextCoop, step } = cooperationStep(coop, {
    ...withoutMatter(coop, change.id, now),
    total: change.totalAfter,
    phaseCount: Math.max(...all.map((p) => p.index)),
    termsVersion: change.version,
    current,
    funded: coop.funded + escrow.supplement,
    refunded: coop.refunded + escrow.refund,
    updateTime: now,
  });
  steps.push(step, ...changeSteps(change, next, now));
  steps.push(recordStep(coop.projectId, changeRecords.effective(next, escrow), now + 1));
  return { steps, coop: nextCoop, ...(started ? { started } : {}) };
};

/**
 * The writes that close a change without effect at `now` (refused, cancelled, lapsed): the phases it would remove get
 * their documents back, the cooperation's matter closes and its running phase's timers are set again (./matters.ts).
 */
export const releaseWrites = (coop: CooperationItem, phases: readonly PhaseItem[], change: ChangeItem, next: ChangeItem, now: number): Step[] => {
  const steps: Step[] = [];
  const running = phases.find((p) => p.index === coop.current);
  const resumed = resumedPhaseSteps(running, now);
  steps.push(...resumed.steps);
  for (const p of phases) {
    if (p.removal?.changeId !== change.id || p.removal.done || (resumed.item && p.index === resumed.item.index)) continue;
    const { removal: _kept, ...restored } = p;
    steps.push(...phaseSteps(p, { ...restored, updateTime: now }, now).steps);
  }
  steps.push(cooperationStep(coop, withoutMatter(coop, change.id, now)).step, ...changeSteps(change, next, now));
  return steps;
};
