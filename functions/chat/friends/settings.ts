/**
 * What a person keeps about their friends (spec §2.5 person detail): friend groups, the settings of one friend
 * (remark, description, groups, reminders, blacklist) and the person detail that shows them. Each side's
 * settings are its own: nothing here reads or writes another person's groups or settings.
 */
import { strangerName } from '../../../shared/masking.js';
import { SPECIAL_CONCERN_GROUP, type FriendGroup, type FriendSettingsInput, type UserDetail } from '../../../shared/schemas/chat-friends.js';
import { publicPeople } from '../../account/store.js';
import { fail } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { liveMemberships, membershipsOf } from '../../org/store.js';
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

/**
 * Person `userId` as the caller sees them (spec §3 "User detail"). `userType` and '已离职' describe how they relate
 * to the caller: a shared company (COMPANY) or team (TEAM) in which they are, or were, a member.
 */
export const userDetail = async (me: string, userId: string): Promise<UserDetail> => {
  const [people, mine, myMemberships, theirMemberships] = await Promise.all([
    publicPeople([me, userId]),
    userId === me ? Promise.resolve(undefined) : getFriendship(me, userId),
    membershipsOf(me),
    membershipsOf(userId),
  ]);
  const person = people.get(userId);
  if (!person) throw fail('USER_NOT_FOUND');
  const myOrgs = await liveMemberships(myMemberships);
  const shared = userId === me ? [] : theirMemberships.filter((m) => myOrgs.some((o) => o.orgId === m.orgId));
  const isFriend = mine !== undefined;
  const resigned = !isFriend && shared.length > 0 && shared.every((m) => m.status === 'RESIGNED');
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
