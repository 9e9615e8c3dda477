/**
 * Firing the project processes' timers (docs/processes.md "Timers"): the sweeper reads what is due and runs each
 * timer's platform transition; each one re-reads its object and does nothing when the object moved on, so a timer
 * fires once however often it is read. A timer is deleted after its transition ran (or found nothing to do).
 */
import { dueTimers, dueTimersOf, type TimerItem } from '../lib/timers/store.js';
import { logger } from '../lib/logger.js';
import { firePhaseTimer } from './cooperation/service.js';
import { closeAtDeadline } from './demands.js';
import { expireFee } from './negotiations.js';
import { expireInvitation } from './requests.js';
import { phaseTimerPk } from './cooperation/model.js';
import { negotiationKey, projectKey, requestKey } from './keys.js';
import { commit, remove } from './store.js';

const FIRE: Record<string, (timer: TimerItem, now: number) => Promise<void>> = {
  'project:close': (t, now) => closeAtDeadline(t.objectId, now),
  'invitation:expire': (t) => expireInvitation(t.objectId),
  'negotiation:feeExpired': (t) => expireFee(t.objectId),
  'phase:autoAccept': (t, now) => firePhaseTimer(t.objectId, 'autoAccept', now),
  'phase:remind': (t, now) => firePhaseTimer(t.objectId, 'remind', now),
  'phase:remindLast': (t, now) => firePhaseTimer(t.objectId, 'remindLast', now),
};

/** The partitions an object's timers can live in, by its id: a project's, its phases', a request's, a negotiation's. */
const timerPartitionsOf = (objectId: string): string[] => [projectKey(objectId).pk, phaseTimerPk(objectId), requestKey(objectId).pk, negotiationKey(objectId).pk];

/**
 * Fires every timer due at `now` (only those of `objectIds` when given: the local stage's sweep route, which reads
 * those objects' partitions only); answers how many fired and how many failed (left for the next sweep).
 */
export const sweepTimers = async (now = Date.now(), objectIds?: readonly string[]): Promise<{ fired: number; failed: number }> => {
  let fired = 0;
  let failed = 0;
  for (const timer of await (objectIds ? dueTimersOf(objectIds.flatMap(timerPartitionsOf), now) : dueTimers(now))) {
    const fire = FIRE[`${timer.process}:${timer.transition}`];
    try {
      if (fire) await fire(timer, now);
      // Deleted only if still the one read (a newer timer for the same transition may have replaced it).
      await commit([remove({ pk: timer.pk, sk: timer.sk }, 'due = :due', { ':due': timer.due })]).catch(() => undefined);
      fired += 1;
    } catch (error) {
      failed += 1;
      // A concurrent change that kept winning is no fault: the timer stays and the next sweep fires it.
      const busy = (error as { code?: number }).code === 100002;
      (busy ? logger.warn : logger.error).call(logger, busy ? 'timer postponed: its object kept changing' : 'timer failed', {
        process: timer.process,
        transition: timer.transition,
        objectId: timer.objectId,
        error: (error as Error).message,
      });
    }
  }
  return { fired, failed };
};

/** The scheduled sweeper's Lambda (EventBridge every minute on AWS; the local cloud's scheduler on one machine). */
export const handler = async (): Promise<{ fired: number; failed: number }> => sweepTimers();
