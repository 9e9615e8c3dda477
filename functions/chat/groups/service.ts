/**
 * Groups (spec §3, §6, §7.4): creating one, the caller's list, detail and members, the owner's management
 * (rename, add, remove, dissolve, hand over), leaving, the caller's own settings, and search by number.
 * Only members read a group; the search by number shows anyone its public summary.
 */
import {
  defaultGroupName,
  GROUP_HEADER_COUNT,
  GROUP_MEMBER_CAP,
  GROUP_MESSAGES,
  GROUP_REQUEST_STATUS,
  type GroupDetail,
  type GroupMember,
  type GroupSummary,
  type GroupToJoin,
  type MyGroup,
} from '../../../shared/schemas/chat-groups.js';
import { colleaguesAmong, publicPeople, type PublicPerson } from '../../account/public.js';
import { AppError, fail, fieldError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { logger } from '../../lib/logger.js';
import { table, transact, type TransactItems } from '../../lib/store/client.js';
import { blacklistedBy, friendshipsOf } from '../friends/store.js';
import { groupMemberKey } from '../keys.js';
import { changeMembers } from './membership.js';
import { renameFromMembers } from './naming.js';
import { decideRequestItems, pendingPointerOf, pendingRequestsFor, redirectRequestItem } from './request-store.js';
import {
  dissolveItem,
  getGroup,
  getGroupByNumber,
  getMembership,
  groupsById,
  membersOf,
  membershipsOf,
  newGroupItems,
  newGroupNumber,
  newMember,
  NEW_OWNER_ITEM,
  publicGroupName,
  renameItem,
  setMemberSettings,
  turnoverItems,
  GROUP_NUMBER_ITEM,
  type GroupItem,
  type MemberItem,
} from './store.js';

const TRANSACTION_ITEMS = 100;
/** Items of a create transaction that are not members: the group, its number and its thread head. */
const CREATE_FIXED_ITEMS = 3;

const chunk = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

// ---------------------------------------------------------------- guards

/** The active group and the caller's membership, or the refusal a non-member gets. */
export const requireMember = async (groupId: string, me: string): Promise<{ group: GroupItem; member: MemberItem }> => {
  const [group, member] = await Promise.all([getGroup(groupId), getMembership(groupId, me)]);
  if (!group) throw fail('GROUP_NOT_FOUND');
  if (!member) throw fail('NOT_GROUP_MEMBER');
  return { group, member };
};

/** Spec §6: a project's group keeps the members and name its project gives it; nobody leaves, hands over or dissolves it. */
const requireNotProject = (group: GroupItem): void => {
  if (group.projectId) throw fail('PROJECT_GROUP_LOCKED');
};

/**
 * The owner's management of a group that is not a project's. Spec §6: a project's group keeps the members and the
 * name its project gives it (docs/cooperation.md "The project group"), so every member asking is told so
 * (PROJECT_GROUP_LOCKED) before the owner rule; a stranger still gets 403.
 */
const requireOwner = async (groupId: string, me: string): Promise<GroupItem> => {
  const { group } = await requireMember(groupId, me);
  requireNotProject(group);
  if (group.ownerId !== me) throw fail('NOT_GROUP_OWNER');
  return group;
};

/** The people to add: they must exist and not have cancelled their account. */
const requirePeople = async (userIds: readonly string[]): Promise<Map<string, PublicPerson>> => {
  const people = await publicPeople(userIds);
  const missing = userIds.find((u) => people.get(u)?.status === undefined || people.get(u)?.status === 'CANCELLED');
  if (missing) throw fail('USER_NOT_FOUND', '所选联系人不存在或已注销', { userId: missing });
  return people;
};

/**
 * Spec §2.5 /selectContacts: a group takes the owner's contacts only, their friends and their colleagues (an active
 * member of a company or team the owner is active in). A stranger never finds themself in a group they did not
 * choose (its messages reaching them, their full nickname on its member list); they join by applying. Nor does a
 * person who has blacklisted the owner (their side of the friendship): the owner's messages must not reach them
 * through a group either, so they are refused as any non-contact. One BatchGet of the owner's sides of the
 * friendships and one of the other sides, at once, then, for the rest, one of the colleagues' member items.
 */
const requireContacts = async (me: string, userIds: readonly string[]): Promise<void> => {
  const [friends, blocking] = await Promise.all([friendshipsOf(me, userIds), blacklistedBy(me, userIds)]);
  const blocker = userIds.find((u) => blocking.has(u));
  if (blocker) throw fail('NOT_CONTACT', undefined, { userId: blocker });
  const others = userIds.filter((u) => !friends.has(u));
  if (others.length === 0) return;
  const colleagues = await colleaguesAmong(me, others);
  const stranger = others.find((u) => !colleagues.has(u));
  if (stranger) throw fail('NOT_CONTACT', undefined, { userId: stranger });
};

/** The people to add, checked as people (USER_NOT_FOUND first: no such person) and as contacts, read at once. */
const requireAddable = async (me: string, userIds: readonly string[]): Promise<Map<string, PublicPerson>> => {
  const [people, contacts] = await Promise.allSettled([requirePeople(userIds), requireContacts(me, userIds.filter((u) => u !== me))]);
  if (people.status === 'rejected') throw people.reason;
  if (contacts.status === 'rejected') throw contacts.reason;
  return people.value;
};

const pickContactsRefusal = () =>
  fieldError('userIds', GROUP_MESSAGES.pickContacts);

// ---------------------------------------------------------------- views

const avatarsOf = (group: GroupItem, people: Map<string, PublicPerson>): string[] =>
  (group.headerIds ?? []).slice(0, GROUP_HEADER_COUNT).map((u) => people.get(u)?.headPortrait ?? '');

const summaryOf = (group: GroupItem, people: Map<string, PublicPerson>, joined: boolean): GroupSummary => ({
  id: group.groupId,
  // A default name is made of members' nicknames: only members see it; others see what the owner named it.
  name: publicGroupName(group, joined),
  number: group.number,
  total: group.total,
  // The group's picture is public, as its name and count are (docs/SECURITY.md "Masking").
  groupHeaders: avatarsOf(group, people),
  group: joined,
  createTime: group.createTime,
});

// ---------------------------------------------------------------- create

class NumberTaken extends Error {}

/**
 * Creates a group of the caller (its owner) and the chosen people. Up to 97 members it is one transaction (group,
 * number, thread head, members); a larger group is created with its first 97 and the rest are added in whole
 * steps of 99 (membership.ts), each moving `total` with its members.
 */
export const createGroup = async (me: string, userIds: readonly string[]): Promise<string> => {
  const others = [...new Set(userIds)].filter((u) => u !== me);
  if (others.length === 0) throw pickContactsRefusal();
  if (others.length + 1 > GROUP_MEMBER_CAP) throw fail('GROUP_FULL');
  const people = await requireAddable(me, [me, ...others]);
  const now = Date.now();
  const groupId = newId();
  const everyone = [me, ...others];
  const [first, ...rest] = chunk(others, TRANSACTION_ITEMS - CREATE_FIXED_ITEMS - 1);
  const initial = [me, ...(first ?? [])];
  const members = initial.map((u) => newMember(groupId, u, u === me ? 'OWNER' : 'MEMBER', now, 0));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const group: GroupItem = {
      groupId,
      name: defaultGroupName(everyone.map((u) => people.get(u)?.nickname ?? '')),
      number: newGroupNumber(),
      ownerId: me,
      total: initial.length,
      createTime: now,
      updateTime: now,
      status: 'ACTIVE',
      headerIds: initial.slice(0, GROUP_HEADER_COUNT),
    };
    try {
      await transact(newGroupItems(group, members), (index) => (index === GROUP_NUMBER_ITEM ? new NumberTaken() : fail('STALE_DATA')));
      for (const step of rest) await changeMembers(groupId, { add: step, ownerIs: me });
      return groupId;
    } catch (error) {
      // Two groups drawing the same 8-digit number is rare; draw again.
      if (!(error instanceof NumberTaken)) throw error;
    }
  }
  throw new AppError({ code: 500, status: 500, msg: '创建群聊失败，请稍后再试' });
};

// ---------------------------------------------------------------- reads

/** The caller's groups: one Query of memberships, one BatchGet of groups, one of the avatars' people. */
export const groupList = async (me: string, searchName?: string): Promise<MyGroup[]> => {
  const memberships = await membershipsOf(me);
  const groups = await groupsById(memberships.map((m) => m.groupId));
  const rows = memberships.flatMap((member) => {
    const group = groups.get(member.groupId);
    return group?.status === 'ACTIVE' ? [{ member, group }] : [];
  });
  const needle = searchName?.trim().toLowerCase();
  const found = needle
    ? rows.filter(({ member, group }) => group.name.toLowerCase().includes(needle) || (member.remark ?? '').toLowerCase().includes(needle))
    : rows;
  const people = await publicPeople(found.flatMap(({ group }) => group.headerIds ?? []));
  return found
    .sort((a, b) => Number(b.member.stick) - Number(a.member.stick) || b.member.joinTime - a.member.joinTime)
    .map(({ member, group }) => ({
      ...summaryOf(group, people, true),
      remark: member.remark ?? '',
      stick: member.stick,
      groupUserId: group.ownerId,
      ...(group.projectId ? { projectId: group.projectId } : {}),
    }));
};

export const groupDetail = async (me: string, groupId: string): Promise<GroupDetail> => {
  const { group, member } = await requireMember(groupId, me);
  return {
    groupId: group.groupId,
    name: group.name,
    total: group.total,
    groupUserId: group.ownerId,
    projectId: group.projectId ?? null,
    number: group.number,
    stick: member.stick,
    remark: member.remark ?? '',
    createTime: group.createTime,
  };
};

/** The members, owner first then by joining: one Query, one BatchGet of people, one of the caller's friendships. */
export const groupMembers = async (me: string, groupId: string): Promise<GroupMember[]> => {
  const { group } = await requireMember(groupId, me);
  const members = await membersOf(groupId);
  const ids = members.map((m) => m.userId);
  const [people, friends] = await Promise.all([publicPeople(ids), friendshipsOf(me, ids.filter((u) => u !== me))]);
  return members
    .sort((a, b) => Number(b.userId === group.ownerId) - Number(a.userId === group.ownerId) || a.joinTime - b.joinTime)
    .map((m) => {
      const person = people.get(m.userId);
      return {
        id: m.userId,
        nickname: person?.nickname ?? '',
        sex: person?.sex ?? '',
        headPortrait: person?.headPortrait ?? '',
        friend: friends.has(m.userId),
        owner: m.userId === group.ownerId,
      };
    });
};

const activeByNumber = async (number: string): Promise<GroupItem | undefined> => {
  const group = await getGroupByNumber(number);
  return group?.status === 'ACTIVE' ? group : undefined;
};

/**
 * Search by number: anyone sees the public summary; null when no live group has it. A project's group is not public:
 * its members are the project's people, nobody joins it by applying, so to anyone else it does not exist.
 */
export const findGroup = async (me: string, number: string): Promise<GroupSummary | null> => {
  const group = await activeByNumber(number);
  if (!group) return null;
  const [member, people] = await Promise.all([getMembership(group.groupId, me), publicPeople(group.headerIds ?? [])]);
  if (group.projectId && !member) return null;
  return summaryOf(group, people, Boolean(member));
};

export const findGroupToJoin = async (me: string, number: string): Promise<GroupToJoin | null> => {
  const group = await activeByNumber(number);
  if (!group) return null;
  const [member, pointer, people] = await Promise.all([
    getMembership(group.groupId, me),
    pendingPointerOf(me, group.groupId),
    publicPeople(group.headerIds ?? []),
  ]);
  if (group.projectId && !member) return null;
  return { ...summaryOf(group, people, Boolean(member)), applying: Boolean(pointer) };
};

// ---------------------------------------------------------------- the owner's management

export const renameGroup = async (me: string, groupId: string, name: string): Promise<void> => {
  await requireOwner(groupId, me);
  await transact([renameItem(groupId, me, name)], () => fail('STALE_DATA'));
};

export const editMembers = async (me: string, groupId: string, add: boolean, userIds: readonly string[]): Promise<void> => {
  const group = await requireOwner(groupId, me);
  if (add) {
    const others = [...new Set(userIds)].filter((u) => u !== me);
    if (others.length === 0) throw pickContactsRefusal();
    await requireAddable(me, others);
    await changeMembers(groupId, { add: others, ownerIs: me });
    await renameAfterChange(group);
    return;
  }
  if (userIds.includes(me)) throw fail('OWNER_CANNOT_EXIT');
  await changeMembers(groupId, { remove: userIds, ownerIs: me });
  await renameAfterChange(group);
};

/** Pending requests to the group, decided as refused (the group is going away). */
const closeRequestItems = async (ownerId: string, groupId: string): Promise<TransactItems> =>
  (await pendingRequestsFor(ownerId, groupId)).flatMap((r) => decideRequestItems(r, ownerId, GROUP_REQUEST_STATUS.refused));

/**
 * Dissolves the group: first marked DISSOLVED (so nobody reads or joins it any more), then every member item and
 * pending request is removed in transactions of 100.
 */
export const dissolveGroup = async (me: string, groupId: string): Promise<void> => {
  await requireOwner(groupId, me);
  await transact([dissolveItem(groupId, me)], () => fail('STALE_DATA'));
  const members = await membersOf(groupId);
  const deletes: TransactItems = members.map((m) => ({ Delete: { TableName: table(), Key: groupMemberKey(groupId, m.userId) } }));
  const closes = await closeRequestItems(me, groupId);
  for (const step of chunk(deletes, TRANSACTION_ITEMS)) await transact(step);
  // A request's decision and its pointer go together: steps of 50 pairs.
  for (const step of chunk(closes, TRANSACTION_ITEMS)) await transact(step);
};

export const exitGroup = async (me: string, groupId: string): Promise<void> => {
  const { group } = await requireMember(groupId, me);
  requireNotProject(group);
  if (group.ownerId === me) throw fail('OWNER_CANNOT_EXIT');
  await changeMembers(groupId, { remove: [me], ownerIsNot: me });
  await renameAfterChange(group);
};

/** A group named after its members is named again from its members now (./naming.ts); the change is done whatever happens here. */
const renameAfterChange = async (group: GroupItem): Promise<void> => {
  await renameFromMembers(group).catch((error: unknown) => logger.warn('group not renamed after its members changed', { groupId: group.groupId, error: (error as Error).message }));
};

/** Hands the group to another member; the requests waiting for the old owner follow the group. */
export const turnoverGroup = async (me: string, groupId: string, newOwnerId: string): Promise<void> => {
  await requireOwner(groupId, me);
  if (newOwnerId === me) return;
  await transact(turnoverItems(groupId, me, newOwnerId), (index) =>
    index === NEW_OWNER_ITEM ? fail('TARGET_NOT_MEMBER') : fail('STALE_DATA'),
  );
  const pending = await pendingRequestsFor(me, groupId);
  // Best effort: a request decided meanwhile simply stays where it is.
  await Promise.allSettled(pending.map((r) => transact([redirectRequestItem(r, me, newOwnerId)])));
};

// ---------------------------------------------------------------- the caller's own settings

const asMember = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw fail('NOT_GROUP_MEMBER');
    throw error;
  }
};

export const setGroupRemark = async (me: string, groupId: string, remark: string): Promise<void> => {
  await requireMember(groupId, me);
  await asMember(() => setMemberSettings(groupId, me, { remark }));
};

export const stickGroup = async (me: string, groupId: string, stick: boolean): Promise<void> => {
  await requireMember(groupId, me);
  await asMember(() => setMemberSettings(groupId, me, { stick }));
};
