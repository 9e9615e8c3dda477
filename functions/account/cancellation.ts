/**
 * A personal account's cancellation as a process of the account domain (shared/process/account.ts,
 * docs/processes.md): cancelling starts it and sets its timer, restoring within the restore period drops the timer,
 * and the timer, ACCOUNT_RESTORE_DAYS after the cancellation, deletes or anonymises the person's personal information
 * as the privacy policy says (隐私政策 7.2). The account domain's sweep fires it (on AWS the account unit's schedule,
 * locally the cloud's scheduler or the test clock's `account.devSweep`); the firing re-reads the person and is
 * conditional on the cancellation still being in its restore period, so it erases once however often it runs. The
 * erasure's transaction also starts its second step, what the person left outside the account domain, which the
 * project domain's sweep carries out right after (shared/process/erasure.ts; docs/data-model.md "Erasure of a
 * cancelled account").
 */
import { decide } from '../../shared/process/engine.js';
import { accountRegistry, projectRegistry } from '../../shared/process/registries.js';
import { implementProcesses, type TimerFire } from '../lib/process/implementations.js';
import { mustDecide, timerWrites } from '../lib/process/run.js';
import { userPartition } from '../lib/store/partitions.js';
import { sweepDomain } from '../lib/timers/sweep.js';
import { adoptCancellation, cancelPerson, erasePerson, restorePerson, startLateErasure } from './cancellation-store.js';
import { getPerson, type CancellationItem, type ErasureItem, type PersonItem } from './store.js';

type CancellationState = CancellationItem['state'];

const timersOf = (person: Pick<PersonItem, 'userId'>, cancellation: CancellationItem, from: CancellationState | undefined, to: CancellationState, now: number) =>
  timerWrites(accountRegistry.of('cancellation', cancellation), { pk: userPartition(person.userId), id: person.userId, attributes: {} }, from, to, now);

/** The erasure's second step starting beside the person: its timer, due at the erasure's time (shared/process/erasure.ts). */
const secondStepTimers = (userId: string, erasure: ErasureItem, now: number) =>
  timerWrites(projectRegistry.of('erasure', erasure), { pk: userPartition(userId), id: userId, attributes: { erasedTime: now } }, undefined, erasure.state, now);

/** Cancels a live personal account: its status, a new cancellation on the newest version, and its erasure timer. */
export const cancelAccount = async (userId: string, now = Date.now()): Promise<void> => {
  const cancellation: CancellationItem = accountRegistry.start('cancellation');
  await cancelPerson(userId, cancellation, now, timersOf({ userId }, cancellation, undefined, cancellation.state, now));
};

/** Restores a cancelled account in its restore period: the cancellation restored, its erasure timer dropped. */
export const restoreAccount = async (person: PersonItem, now = Date.now()): Promise<void> => {
  const current = person.cancellation;
  if (!current) return restorePerson(person.userId, undefined, now, []);
  const transition = mustDecide(accountRegistry.of('cancellation', current), 'restore', { state: current.state, roles: ['person'] });
  const next: CancellationItem = { ...current, state: transition.to ?? current.state };
  await restorePerson(person.userId, next, now, timersOf(person, current, current.state, next.state, now));
};

/** The erasure's timer: the person re-read, erased only while their cancellation is still in its restore period. */
const fireErase: TimerFire = async (timer, now) => {
  const person = await getPerson(timer.objectId);
  const current = person?.cancellation;
  if (!person || !current || person.status !== 'CANCELLED') return;
  if (!decide(accountRegistry.of('cancellation', current), 'erase', { state: current.state, roles: ['platform'] }).ok) return;
  const next: CancellationItem = { ...current, state: 'ERASED' };
  // The avatar leaves the person item now; its stored file goes with the second step, which others' uses are checked by.
  const erasure: ErasureItem = { ...projectRegistry.start('erasure'), ...(person.headPortrait ? { files: [person.headPortrait] } : {}) };
  await erasePerson(person, next, erasure, now, [...timersOf(person, current, current.state, next.state, now), ...secondStepTimers(person.userId, erasure, now)]);
};

export const accountImplementations = implementProcesses(accountRegistry, {
  cancellation: {
    // The erasure's writes are its timer's own transaction (cancellation-store.ts erasePerson).
    effects: { anonymise: erasePerson },
    timers: { erase: fireErase },
  },
});

/** What the operators' catch-up did for one cancelled account (`npm run ops -- erasures`). */
export type CatchUp = 'cancellation' | 'second-step' | 'none';

/**
 * The operators' catch-up for an account cancelled before the process (or its second step) existed, idempotent:
 * one with no cancellation gets one in its restore period, with its erasure's timer due the restore period (15 days)
 * after its `cancelTime` (or now, when that has passed: the next sweep erases it); one erased before the second step
 * existed gets the second step (its avatar's URL was already taken off, so only what the other domains hold is
 * found). Anything else — live, restored, in its period, erased with its second step — is left as it is ('none').
 */
export const catchUpCancelled = async (userId: string, now = Date.now()): Promise<CatchUp> => {
  const person = await getPerson(userId);
  if (!person || person.status !== 'CANCELLED') return 'none';
  if (!person.cancellation) {
    const cancellation: CancellationItem = accountRegistry.start('cancellation');
    // The erasure's timer is due `after` its start: started at the cancellation, or as late as makes it due now.
    const after = accountRegistry.of('cancellation', cancellation).transitions.find((t) => t.name === 'erase')?.timer?.after ?? 0;
    const start = Math.max(person.cancelTime ?? now, now - after);
    return (await adoptCancellation(userId, cancellation, timersOf(person, cancellation, undefined, cancellation.state, start))) ? 'cancellation' : 'none';
  }
  if (person.cancellation.state === 'ERASED' && !person.erasure) {
    const erasure: ErasureItem = projectRegistry.start('erasure');
    return (await startLateErasure(userId, erasure, secondStepTimers(userId, erasure, now))) ? 'second-step' : 'none';
  }
  return 'none';
};

/**
 * Fires every account timer due at `now` (only those of the people `userIds` when given: the test clock's route,
 * which reads those people's partitions only); answers how many fired and how many failed (left for the next sweep).
 */
export const sweepAccountTimers = async (now = Date.now(), userIds?: readonly string[]): Promise<{ fired: number; failed: number }> => {
  const { fired, failed } = await sweepDomain(accountImplementations, now, userIds?.map(userPartition));
  return { fired, failed };
};
