/**
 * One domain's sweep of its processes' timers (docs/processes.md "Timers"): reads what is due in the domain's own
 * partitions (or, for named objects, in their partitions) and fires each timer through the domain's implementations
 * (../process/implementations.ts). Each firing re-reads its object and does nothing when the object moved on, so a
 * timer fires once however often it is read; it is deleted after its transition ran (or found nothing to do). A timer
 * the domain does not know — a process or timed transition it has no implementation of — is neither fired nor
 * deleted: it is logged and left for the code that knows it.
 */
import type { DomainImplementations } from '../process/implementations.js';
import { timerFireOf } from '../process/implementations.js';
import { logger } from '../logger.js';
import { dueTimers, dueTimersOf, removeFiredTimer, type TimerItem } from './store.js';

export interface SweepOutcome {
  /** Timers that fired (or whose object had moved on), then deleted. */
  fired: number;
  /** Timers whose firing failed: left for the next sweep. */
  failed: number;
  /** Timers the domain does not know: logged and left. */
  unknown: number;
}

/** What a log line says of a timer: never more than its names, its object's id and when it was due. */
const described = (timer: TimerItem) => ({ domain: timer.domain, process: timer.process, transition: timer.transition, objectId: timer.objectId, due: timer.due });

/**
 * Fires every timer of the domain due at `now`: those of its partitions, or only those of the objects whose
 * partitions are named (`objectPks`: the local stage's sweep of named objects, which reads those partitions only).
 */
export const sweepDomain = async (impl: DomainImplementations, now = Date.now(), objectPks?: readonly string[]): Promise<SweepOutcome> => {
  const known = (timer: TimerItem) => timerFireOf(impl, timer) !== undefined;
  const due = objectPks ? await dueTimersOf(impl.domain, objectPks, now) : await dueTimers(impl.domain, now, undefined, known);
  const outcome: SweepOutcome = { fired: 0, failed: 0, unknown: 0 };
  for (const timer of due) {
    const fire = timerFireOf(impl, timer);
    if (!fire) {
      outcome.unknown += 1;
      logger.warn('timer left: its domain knows no such timer', described(timer));
      continue;
    }
    try {
      await fire(timer, now);
      await removeFiredTimer(timer);
      outcome.fired += 1;
    } catch (error) {
      outcome.failed += 1;
      // A concurrent change that kept winning is no fault: the timer stays and the next sweep fires it.
      const busy = (error as { code?: number }).code === 100002;
      (busy ? logger.warn : logger.error).call(logger, busy ? 'timer postponed: its object kept changing' : 'timer failed', {
        ...described(timer),
        error: (error as Error).message,
      });
    }
  }
  return outcome;
};
