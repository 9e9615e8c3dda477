/**
 * Firing the order domain's timers (docs/processes.md "Timers"): the sweep reads what is due in the domain's own
 * partitions (`TIMERS#order#<shard>`) and fires each through ./process-implementations.ts; each firing re-reads its
 * order or refund and does nothing when it moved on. Invoked by the order unit's schedule (infra/stack/timers.ts;
 * every 5 seconds in the local cloud) and, in a cloud started for tests, by the test clock for named objects.
 */
import { sellerTimerPartition } from '../../shared/process/seller-name.js';
import { sweepDomain } from '../lib/timers/sweep.js';
import { orderKey, refundKey } from './keys.js';
import { orderImplementations } from './process-implementations.js';

/**
 * Fires every order timer due at `now`; only those of the named orders, refunds and renamed sellers (shared/process/seller-name.ts)
 * when `objectIds` is given.
 */
export const sweepOrderTimers = async (now = Date.now(), objectIds?: readonly string[]): Promise<{ fired: number; failed: number }> => {
  const { fired, failed } = await sweepDomain(orderImplementations, now, objectIds?.flatMap((id) => [orderKey(id).pk, refundKey(id).pk, sellerTimerPartition(id)]));
  return { fired, failed };
};
