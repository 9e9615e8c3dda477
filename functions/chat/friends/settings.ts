/**
 * What a person keeps about their friends (spec §2.5 person detail): friend groups, the settings of one friend
 * (remark, description, groups, reminders, blacklist) and the person detail that shows them. Each side's
 * settings are its own: nothing here reads or writes another person's groups or settings.
 */
import { strangerName } from '../../../shared/masking.js';
import { SPECIAL_CONCERN_GROUP, type FriendGroup, type FriendSettingsInput, type UserDetail } from '../../../shared/schemas/chat-friends.js';
import { liveMemberships, type MemberItem, membershipsOf, publicPeople } from '../../account/public.js';
import { ERRORS } from '../../../shared/errors.js';
import { fail } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { createFriendGroup, friendGroupsOf, getFriendship, ownFriendGroupIds, updateFriendSettings } from './store.js';

export const addFriendGroup = async (me: string, name: string): Promise<FriendGroup> => {
  const groupId = newId();
  await createFriendGroup({ userId: me, groupId, name, createTime: Date.now() });
  return { id: groupId, name };
};

export const listFriendGroups = async (me: string): Promise<FriendGroup[]> => (await friendGroupsOf(me)).map((g) => ({ id: g.groupId, name: g.name }));

/** Changes the caller's side only; group ids must be the caller's own groups (pecialConcern is not one). */
export const editFriendSettings = async (me: string, { friendId, groupIds, ...settings }: FriendSettingsInput): Promise<void> => {
  const wanted = groupIds && [...new Set(groupIds)].filter((id) => id !== SPECIAL_CONCERN_GROUP);
  if (wanted?.length) {
    const own = await ownFriendGroupIds(me, wanted);
    if (wanted.some((id) => !own.has(id))) throw fail('FRIEND_GROUP_NOT_FOUND');
  }
  await updateFriendSettings(me, friendId, { ...settings, groupIds: wanted });
};

/** `userId`'s memberships in the organisations where `me` is a live member: how the two are colleagues. */
export const sharedOrgs = async (me: string, userId: string, theirs?: readonly MemberItem[]): Promise<MemberItem[]> => {
  if (userId === me) return [];
  const [mine, their] = await Promise.all([membershipsOf(me).then(liveMemberships), theirs ?? membershipsOf(userId)]);
  return their.filter((m) => mine.some((o) => o.orgId === m.orgId));
};

/**
 * Spec §5 '已离职': a person who is not the caller's friend and has left every organisation the two shared is a
 * former colleague (COMPANY: 该员工已离职; TEAM: 该成员已离职): shown so and not to be written to. Strangers who
 * never shared one are not; friends keep talking after either leaves.
 */
export const formerColleague = (shared: readonly MemberItem[], isFriend: boolean): 'COMPANY' | 'TEAM' | undefined =>
  !isFriend && shared.length > 0 && shared.every((m) => m.status === 'RESIGNED') ? (shared.some((m) => m.orgType === 'COMPANY') ? 'COMPANY' : 'TEAM') : undefined;

/**
 * Person `userId` as the caller sees them (spec §3 "User detail"). `userType` and '已离职' describe how they relate
 * to the caller: a shared company (COMPANY) or team (TEAM) in which they are, or were, a member.
 */
export const userDetail = async (me: string, userId: string): Promise<UserDetail> => {
  const [people, mine, shared] = await Promise.all([
    publicPeople([me, userId]),
    userId === me ? Promise.resolve(undefined) : getFriendship(me, userId),
    sharedOrgs(me, userId),
  ]);
  const person = people.get(userId);
  // A read of a person who does not exist (or of an id that names no person): 404, as for any thing.
  if (!person) throw fail('NOT_FOUND', ERRORS.USER_NOT_FOUND.msg);
  const isFriend = mine !== undefined;
  const resigned = formerColleague(shared, isFriend) !== undefined;
  const nickname = isFriend || userId === me ? person.nickname : strangerName(person.nickname, person.sex);
  return {
    friendId: userId,
    isFriend,
    userStatus: person.status === 'CANCELLED' ? '已注销' : resigned ? '已离职' : '',
    userType: shared.some((m) => m.orgType === 'COMPANY') ? 'COMPANY' : shared.length ? 'TEAM' : 'PERSONAGE',
    userId,
    friendRemark: mine?.remark ?? '',
    friendRemark2: mine?.remark || nickname,
    head: person.headPortrait ?? '',
    selfSex: people.get(me)?.sex ?? '',
    userSex: person.sex ?? '',
    nickname,
    userNo: person.userNo,
    sameTeamList: shared.filter((m) => m.orgType === 'TEAM' && m.status === 'ACTIVE').map((m) => ({ teamName: m.orgName })),
    groupIds: mine?.groupIds ?? [],
    description: mine?.description ?? '',
    messageDisturb: mine?.messageDisturb ?? false,
    strongReminder: mine?.strongReminder ?? false,
    topChat: mine?.topChat ?? false,
    blacklist: mine?.blacklist ?? false,
  };
};
