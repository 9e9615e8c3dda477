/**
 * Project groups (docs/cooperation.md "The project group", spec §6): the messenger group of a cooperation, opened and
 * kept by the project domain through functions/chat/public.ts. It carries its project's id; its members follow the
 * project (the project names them, these functions make the group match), so the owner's add, remove, rename,
 * hand-over and dissolve and a member's leave are refused (PROJECT_GROUP_LOCKED, groups/service.ts), and nobody
 * outside finds it or applies to it. Deliberately small: the project function bundles this file, not the group
 * service (friends, organisations, requests).
 */
import { GROUP_HEADER_COUNT, GROUP_MEMBER_CAP } from '../../../shared/schemas/chat-groups.js';
import { TEXT_LIMITS } from '../../../shared/limits.js';
import { AppError, fail } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { logger } from '../../lib/logger.js';
import { pushToOnline, radioFrame } from '../../lib/socket/push.js';
import { transact } from '../../lib/store/client.js';
import { changeMembers } from './membership.js';
import {
  getGroup,
  membersOf,
  newGroupItems,
  newGroupNumber,
  newMember,
  projectGroupClaim,
  projectGroupIdOf,
  GROUP_NUMBER_ITEM,
  type GroupItem,
} from './store.js';

/** Items of the create transaction that are not members: the group, its number, its thread head, the project's claim. */
const CREATE_FIXED_ITEMS = 4;
const TRANSACTION_ITEMS = 100;
const ATTEMPTS = 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ProjectGroupInput {
  projectId: string;
  /** The project's name; the group's name (cut to the group-name limit). */
  name: string;
  /** The group's owner (party A's contact): always a member, never removed by a sync. */
  ownerId: string;
  /** Everyone else the project puts in the group (the owner may be among them). */
  memberIds: readonly string[];
}

/** What a sync changed. */
export interface ProjectGroupChange {
  groupId: string;
  added: string[];
  removed: string[];
}

class NumberTaken extends Error {}
class ProjectHasGroup extends Error {}

const groupNameOf = (projectName: string): string => Array.from(projectName.trim()).slice(0, TEXT_LIMITS.groupName).join('') || '项目群';

/**
 * The people a membership change concerns hear of it as of a new message (BANG_RADIO naming the group: their counts
 * and lists are read again). Their chat sockets need nothing: every push to a group goes only to its members of the
 * moment (docs/SECURITY.md "Chat socket"), so a removed member hears nothing more even on a socket already open.
 */
const tellChanged = async (groupId: string, userIds: readonly string[]): Promise<void> => {
  if (userIds.length === 0) return;
  await pushToOnline(userIds, radioFrame('BANG_RADIO', { joinUserId: groupId })).catch((error: unknown) =>
    logger.warn('project group change not told', { error: error as Error }),
  );
};

/**
 * Makes the project's group hold exactly the owner and `memberIds`: adds who is missing and removes who is not
 * named, in conditional membership transactions (a Put only for a non-member, a Delete only for a member, the group
 * still active and still the owner's; a change that lost a race is read again and retried: groups/membership.ts).
 * Nothing when the project has no group.
 */
export const syncProjectGroup = async (projectId: string, memberIds: readonly string[]): Promise<ProjectGroupChange | undefined> => {
  const groupId = await projectGroupIdOf(projectId);
  if (!groupId) return undefined;
  const [group, members] = await Promise.all([getGroup(groupId), membersOf(groupId)]);
  if (!group) return undefined;
  const wanted = new Set([group.ownerId, ...memberIds]);
  const present = new Set(members.map((m) => m.userId));
  const added = [...wanted].filter((u) => !present.has(u));
  const removed = [...present].filter((u) => !wanted.has(u) && u !== group.ownerId);
  if (added.length === 0 && removed.length === 0) return { groupId, added, removed };
  await changeMembers(groupId, { add: added, remove: removed, ownerIs: group.ownerId });
  await tellChanged(groupId, [...added, ...removed]);
  return { groupId, added, removed };
};

/**
 * Opens the project's group: the owner and the members, named after the project and carrying its id. One group per
 * project, claimed in the create transaction (`UNIQUE#PROJGROUP#<projectId>`): a second call, or a call racing the
 * first, answers the same group and makes its members match `memberIds` (so a call after a half-done opening —
 * a group larger than one transaction — completes it).
 */
export const openProjectGroup = async (input: ProjectGroupInput): Promise<string> => {
  const others = [...new Set(input.memberIds)].filter((u) => u !== input.ownerId);
  if (others.length + 1 > GROUP_MEMBER_CAP) throw fail('GROUP_FULL');
  const first = others.slice(0, TRANSACTION_ITEMS - CREATE_FIXED_ITEMS - 1);
  const initial = [input.ownerId, ...first];
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const existing = await projectGroupIdOf(input.projectId);
    if (existing) {
      await syncProjectGroup(input.projectId, input.memberIds);
      return existing;
    }
    const now = Date.now();
    const groupId = newId();
    const group: GroupItem = {
      groupId,
      name: groupNameOf(input.name),
      // The name is the project's, not made of members' nicknames.
      named: true,
      number: newGroupNumber(),
      ownerId: input.ownerId,
      projectId: input.projectId,
      total: initial.length,
      createTime: now,
      updateTime: now,
      status: 'ACTIVE',
      headerIds: initial.slice(0, GROUP_HEADER_COUNT),
    };
    const members = initial.map((u) => newMember(groupId, u, u === input.ownerId ? 'OWNER' : 'MEMBER', now, 0));
    const items = [...newGroupItems(group, members), projectGroupClaim(input.projectId, groupId)];
    const claimIndex = items.length - 1;
    try {
      await transact(items, (index) => (index === GROUP_NUMBER_ITEM ? new NumberTaken() : index === claimIndex ? new ProjectHasGroup() : fail('STALE_DATA')));
    } catch (error) {
      // A number drawn twice: draw again. Another opening of the same project won (its claim is there, or its
      // transaction held the claim at the same moment): the next round finds its group and answers it.
      if (error instanceof NumberTaken || error instanceof ProjectHasGroup) continue;
      if ((error as Error).name === 'TransactionCanceledException') {
        await pause(20 * 2 ** attempt + Math.random() * 20);
        continue;
      }
      throw error;
    }
    // The rest of a large group, in whole steps (each moves `total` with its members).
    if (others.length > first.length) await changeMembers(groupId, { add: others.slice(first.length), ownerIs: input.ownerId });
    await tellChanged(groupId, others);
    return groupId;
  }
  throw new AppError({ code: 500, status: 500, msg: '创建项目群失败，请稍后再试' });
};
