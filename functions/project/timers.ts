/**
 * Firing the project domain's timers (docs/processes.md "Timers"): the domain's sweep reads what is due in its own
 * partitions and fires each timer through the domain's implementations (./process-implementations.ts); each firing
 * re-reads its object and does nothing when the object moved on, so a timer fires once however often it is read. A
 * timer is deleted after its transition ran (or found nothing to do); one the domain does not know is logged and left.
 */
import { orgKey } from '../account/public.js';
import { userPartition } from '../lib/store/partitions.js';
import { sweepDomain } from '../lib/timers/sweep.js';
import { phaseTimerPk, terminationTimerPk } from './cooperation/model.js';
import { negotiationKey, projectKey, requestKey } from './keys.js';
import { projectImplementations } from './process-implementations.js';

/**
 * The partitions an object's timers can live in, by its id: a project's, its phases', a request's, a negotiation's,
 * its termination's, a person's (the second step of their erasure: shared/process/erasure.ts) and an organisation's (its members leaving:
 * shared/process/departure.ts).
 */
const timerPartitionsOf = (objectId: string): string[] => [
  projectKey(objectId).pk,
  phaseTimerPk(objectId),
  terminationTimerPk(objectId),
  requestKey(objectId).pk,
  negotiationKey(objectId).pk,
  userPartition(objectId),
  orgKey(objectId).pk,
];

/**
 * Fires every project timer due at `now` (only those of `objectIds` when given: the local stage's sweep route, which
 * reads those objects' partitions only); answers how many fired and how many failed (left for the next sweep).
 */
export const sweepTimers = async (now = Date.now(), objectIds?: readonly string[]): Promise<{ fired: number; failed: number }> => {
  const { fired, failed } = await sweepDomain(projectImplementations, now, objectIds?.flatMap(timerPartitionsOf));
  return { fired, failed };
};

/** The scheduled sweeper's Lambda (EventBridge every minute on AWS; the local cloud's scheduler on one machine). */
export const handler = async (): Promise<{ fired: number; failed: number }> => sweepTimers();
