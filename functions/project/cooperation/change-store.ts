/**
 * Reading and writing demand changes (./changes.ts): `PROJECT#<projectId>` / `CHANGE#<id>`, ids ULIDs so a
 * cooperation's changes read in time order. A change's every write moves its `rev` under a condition on the one read.
 */
import { fail } from '../../lib/errors.js';
import { getItem, queryAll } from '../../lib/store/client.js';
import { projectKey } from '../keys.js';
import { put, type Step } from '../store.js';
import { TASK_PREFIX } from './model.js';

export const CHANGE_PREFIX = 'CHANGE#';
export const changeKey = (projectId: string, id: string) => ({ pk: projectKey(projectId).pk, sk: `${CHANGE_PREFIX}${id}` });

export const getChangeItem = <T>(projectId: string, id: string): Promise<T | undefined> => getItem<T>(changeKey(projectId, id), { consistent: true });

/** The cooperation's changes, newest first: one Query. */
export const changeItemsOf = async <T>(projectId: string): Promise<T[]> =>
  (
    await queryAll<T>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': projectKey(projectId).pk, ':p': CHANGE_PREFIX },
      ConsistentRead: true,
    })
  ).reverse();

/** A change's write: new (none read), or over the revision read (100002 when it moved meanwhile). */
export const changePut = (item: Record<string, unknown>, previousRev: number | undefined): Step =>
  put(item, previousRev === undefined ? { expression: 'attribute_not_exists(pk)' } : { expression: 'rev = :rev', values: { ':rev': previousRev } }, () => fail('STALE_DATA'));

/** How many document tasks each phase holds: one Query of the cooperation's tasks (keys and states only). */
export const documentCounts = async (projectId: string): Promise<Map<number, number>> => {
  const tasks = await queryAll<{ sk: string; state?: string }>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': projectKey(projectId).pk, ':p': TASK_PREFIX },
    ProjectionExpression: 'sk, #st',
    ExpressionAttributeNames: { '#st': 'state' },
    ConsistentRead: true,
  });
  const counts = new Map<number, number>();
  for (const t of tasks) {
    if (!t.state) continue;
    const phase = Number(t.sk.slice(TASK_PREFIX.length, TASK_PREFIX.length + 2));
    counts.set(phase, (counts.get(phase) ?? 0) + 1);
  }
  return counts;
};
