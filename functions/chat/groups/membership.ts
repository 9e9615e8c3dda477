/**
 * Membership changes (add, remove, leave, join by request): each is a transaction that moves the members and the
 * group's `total` together, `total` by ADD under the members' own conditions (a Put only for a non-member, a
 * Delete only for a member), so the count and the 500 cap stay exact and changes of different members do not
 * conflict. A change larger than one transaction (100 items) is written in steps of up to 99 members; each step
 * is whole, so a failure between steps leaves a consistent group with the members written so far. The avatar ids
 * are refreshed after the change when it touched them.
 */
import { GROUP_HEADER_COUNT, GROUP_MEMBER_CAP } from '../../../shared/schemas/chat-groups.js';
import type { AppError } from '../../lib/errors.js';
import { fail } from '../../lib/errors.js';
import { transact, type TransactItems } from '../../lib/store/client.js';
import { getGroup, groupSeq, membersAmong, membershipItems, newMember, refreshHeaderIds, type GroupItem } from './store.js';

const TRANSACTION_ITEMS = 100;
const ATTEMPTS = 5;

/** A write lost a race (the group or one of these members changed since read): read again and retry. */
class LostRace extends Error {}

export interface MembershipChange {
  add?: readonly string[];
  remove?: readonly string[];
  /** Only this person, still the owner, may make the change. */
  ownerIs?: string;
  /** The person leaving must not be the owner (OWNER_CANNOT_EXIT). */
  ownerIsNot?: string;
  /** Items that must commit with the first step (a request's decision), and the refusal when one of them fails. */
  with?: { items: TransactItems; refusal: (index: number) => AppError };
}

/** Whether a change moves the group's avatar ids: it removes one of them, or adds to a group showing fewer than 9. */
export const touchesHeaders = (headers: readonly string[], added: number, removed: readonly string[]): boolean =>
  removed.some((u) => headers.includes(u)) || (added > 0 && headers.length < GROUP_HEADER_COUNT);

const chunk = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Refusals of a group that changed under the caller: gone, handed over, or its owner now the one leaving. */
const guard = (group: GroupItem | undefined, change: MembershipChange): GroupItem => {
  if (!group) throw fail('GROUP_NOT_FOUND');
  if (change.ownerIs && group.ownerId !== change.ownerIs) throw fail('NOT_GROUP_OWNER');
  if (change.ownerIsNot && group.ownerId === change.ownerIsNot) throw fail('OWNER_CANNOT_EXIT');
  return group;
};

/** One try; answers whether the avatar ids need a refresh. */
const attempt = async (groupId: string, change: MembershipChange): Promise<boolean> => {
  const group = guard(await getGroup(groupId), change);
  const wanted = [...(change.add ?? []), ...(change.remove ?? [])];
  const members = wanted.length ? await membersAmong(groupId, wanted) : new Set<string>();
  const add = [...new Set(change.add ?? [])].filter((u) => !members.has(u));
  const remove = [...new Set(change.remove ?? [])].filter((u) => members.has(u));
  if (group.total + add.length - remove.length > GROUP_MEMBER_CAP) throw fail('GROUP_FULL');
  const extra = change.with?.items ?? [];
  if (add.length === 0 && remove.length === 0 && extra.length === 0) return false;

  const now = Date.now();
  const seq = add.length ? await groupSeq(groupId) : 0;
  // Step 0 carries the extra items; every step carries the group update.
  const ops: ({ add: string } | { remove: string })[] = [...add.map((u) => ({ add: u })), ...remove.map((u) => ({ remove: u }))];
  const steps = ops.length ? chunk(ops, TRANSACTION_ITEMS - 1 - extra.length) : [[]];
  for (const [index, step] of steps.entries()) {
    const [groupUpdate, ...memberItems] = membershipItems({
      groupId,
      add: step.flatMap((op) => ('add' in op ? [newMember(groupId, op.add, 'MEMBER', now, seq)] : [])),
      remove: step.flatMap((op) => ('remove' in op ? [op.remove] : [])),
      cap: GROUP_MEMBER_CAP,
      ownerIs: change.ownerIs,
      ownerIsNot: change.ownerIsNot,
    });
    const carried = index === 0 ? extra : [];
    await transact([groupUpdate!, ...carried, ...memberItems], (failed) => {
      if (failed >= 1 && failed <= carried.length && change.with) return change.with.refusal(failed - 1);
      return new LostRace();
    });
  }
  return touchesHeaders(group.headerIds ?? [], add.length, remove);
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies a membership change, re-reading and retrying (with a jittered pause) when a concurrent change won. */
export const changeMembers = async (groupId: string, change: MembershipChange): Promise<void> => {
  for (let i = 0; i < ATTEMPTS; i += 1) {
    try {
      if (await attempt(groupId, change)) await refreshHeaderIds(groupId, GROUP_HEADER_COUNT);
      return;
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
      await pause(10 * 2 ** i + Math.random() * 20);
    }
  }
  throw fail('STALE_DATA');
};
