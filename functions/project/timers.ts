/**
 * Firing the project processes' timers (docs/processes.md "Timers"): the sweeper reads what is due and runs each
 * timer's platform transition through the domain's implementations (./process-implementations.ts); each one re-reads
 * its object and does nothing when the object moved on, so a timer fires once however often it is read. A timer is
 * deleted after its transition ran (or found nothing to do).
 */
import { dueTimers, dueTimersOf } from '../lib/timers/store.js';
import { logger } from '../lib/logger.js';
import { timerFireOf } from '../lib/process/implementations.js';
import { phaseTimerPk } from './cooperation/model.js';
import { negotiationKey, projectKey, requestKey } from './keys.js';
import { projectImplementations } from './process-implementations.js';
import { commit, remove } from './store.js';

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
    const fire = timerFireOf(projectImplementations, timer);
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
