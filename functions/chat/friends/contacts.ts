/**
 * Contacts (spec §2.5 contacts tab, §3 "Contacts response"): colleagues of the caller's company and teams, friends
 * by the caller's groups, special and ungrouped friends, the A-Z index list, the blacklist and the selectors that
 * add friends to a group or a team. Every list is a few Queries and one BatchGet of the people, never a read per row.
 */
import type { Membership } from '../../../shared/schemas/account.js';
import type { Contact, ContactStatus, ContactsResponse, SelectableFriend } from '../../../shared/schemas/chat-friends.js';
import { getMember, getOrg, liveMemberships, type MemberItem, membershipsOf, membersOf as orgMembersOf, publicPeople, type PublicPerson } from '../../account/public.js';
import { fail } from '../../lib/errors.js';
import { getGroup, getMembership, membersOf as groupMembersOf } from '../groups/store.js';
import { compareByIndex, indexLetter } from './index-letter.js';
import { friendGroupsOf, friendsOf, type FriendItem } from './store.js';

const statusOf = (person: PublicPerson, resigned = false): ContactStatus =>
  person.status === 'CANCELLED' ? '已注销' : resigned ? '已离职' : '';

export const toContact = (person: PublicPerson, friend: FriendItem | undefined, extra: { teamId?: string; resigned?: boolean } = {}): Contact => {
  const remark = friend?.remark ?? '';
  return {
    userId: person.userId,
    teamId: extra.teamId ?? '',
    nickname: person.nickname,
    friendRemark: remark,
    first: indexLetter(remark || person.nickname),
    headPortrait: person.headPortrait ?? '',
    sex: person.sex ?? '',
    userStatus: statusOf(person, extra.resigned),
  };
};

/** The search of spec §2.5: nickname or remark, case-insensitive; no search keeps everyone. */
const searchFilter = (searchName: string | undefined) => {
  const query = searchName?.trim().toLowerCase();
  return (c: Contact): boolean => !query || c.nickname.toLowerCase().includes(query) || c.friendRemark.toLowerCase().includes(query);
};

const sorted = <T extends Contact>(contacts: T[]): T[] =>
  contacts.sort((a, b) => compareByIndex({ first: a.first, name: a.friendRemark || a.nickname }, { first: b.first, name: b.friendRemark || b.nickname }));

/** The caller's friends as contacts (people from one BatchGet), A-Z then '#'. */
const friendContacts = async (me: string, pick: (f: FriendItem) => boolean = () => true): Promise<{ friend: FriendItem; contact: Contact }[]> => {
  const friends = (await friendsOf(me)).filter(pick);
  const people = await publicPeople(friends.map((f) => f.friendId));
  return friends.flatMap((friend) => {
    const person = people.get(friend.friendId);
    return person ? [{ friend, contact: toContact(person, friend) }] : [];
  });
};

export const contacts = async (me: string, searchName?: string): Promise<ContactsResponse> => {
  const [memberships, friends, groups] = await Promise.all([membershipsOf(me), friendsOf(me), friendGroupsOf(me)]);
  const orgs: Membership[] = await liveMemberships(memberships);
  const company = orgs.find((o) => o.type === 'COMPANY');
  const teams = orgs.filter((o) => o.type === 'TEAM');
  const members = new Map<string, MemberItem[]>(
    await Promise.all([...(company ? [company] : []), ...teams].map(async (o) => [o.orgId, await orgMembersOf(o.orgId)] as const)),
  );
  const colleagueIds = [...members.values()].flat().map((m) => m.userId);
  const people = await publicPeople([...colleagueIds, ...friends.map((f) => f.friendId)].filter((id) => id !== me));
  const friendOf = new Map(friends.map((f) => [f.friendId, f]));
  const keep = searchFilter(searchName);

  const colleagues = (orgId: string, teamId?: string): Contact[] =>
    sorted(
      (members.get(orgId) ?? []).flatMap((m) => {
        const person = m.userId === me ? undefined : people.get(m.userId);
        return person ? [toContact(person, friendOf.get(m.userId), { teamId, resigned: m.status === 'RESIGNED' })] : [];
      }),
    ).filter(keep);

  const friendList = friends.flatMap((f) => {
    const person = people.get(f.friendId);
    return person ? [{ friend: f, contact: toContact(person, f) }] : [];
  });
  const ownGroups = new Set(groups.map((g) => g.groupId));
  const friendsWhere = (pick: (f: FriendItem) => boolean): Contact[] => sorted(friendList.filter((x) => pick(x.friend)).map((x) => x.contact)).filter(keep);

  return {
    companyName: company?.name ?? '',
    companyPartner: company ? colleagues(company.orgId) : [],
    teamUser: teams.map((t) => ({ teamId: t.orgId, teamName: t.name, teamPartner: colleagues(t.orgId, t.orgId) })),
    groupFriend: groups.map((g) => ({ groupId: g.groupId, groupName: g.name, groupPartner: friendsWhere((f) => (f.groupIds ?? []).includes(g.groupId)) })),
    specialFriend: friendsWhere((f) => f.strongReminder),
    notGroupFriend: friendsWhere((f) => !(f.groupIds ?? []).some((id) => ownGroups.has(id))),
  };
};

/** The index list of all friends (spec §7.4 show-friend): A-Z, then '#'. */
export const showFriends = async (me: string, searchName?: string): Promise<Contact[]> =>
  sorted((await friendContacts(me)).map((x) => x.contact)).filter(searchFilter(searchName));

/** The friends the caller blacklisted. */
export const blacklist = async (me: string): Promise<Contact[]> => sorted((await friendContacts(me, (f) => f.blacklist)).map((x) => x.contact));

const selectable = async (me: string, inside: Set<string>, searchName?: string): Promise<SelectableFriend[]> =>
  (await showFriends(me, searchName)).map((c) => ({ ...c, inGroup: inside.has(c.userId) }));

/** Spec §5 contact selector of a group: the caller's friends, those already members flagged; members only. */
export const friendsForGroup = async (me: string, groupId: string, searchName?: string): Promise<SelectableFriend[]> => {
  const [group, membership] = await Promise.all([getGroup(groupId), getMembership(groupId, me)]);
  if (!group) throw fail('GROUP_NOT_FOUND');
  if (!membership) throw fail('NOT_GROUP_MEMBER');
  const members = await groupMembersOf(groupId);
  return selectable(me, new Set(members.map((m) => m.userId)), searchName);
};

/** Inviting friends to a team: the caller's friends, those already active members flagged; team members only. */
export const friendsForTeam = async (me: string, teamId: string, searchName?: string): Promise<SelectableFriend[]> => {
  const [team, membership] = await Promise.all([getOrg(teamId), getMember(teamId, me)]);
  if (team?.type !== 'TEAM' || team.status !== 'ACTIVE' || membership?.status !== 'ACTIVE') throw fail('NOT_FOUND', '团队不存在或您不是该团队成员');
  const members = await orgMembersOf(teamId);
  return selectable(me, new Set(members.filter((m) => m.status === 'ACTIVE').map((m) => m.userId)), searchName);
};
