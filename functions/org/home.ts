/**
 * A unit's management home (`org.home`; /company/comSystem, /team/teamSystem, docs/projects.md "A unit's
 * pages"): the session's team or company, its administrator, its staff counts and the caller's seat in it, for any
 * active member. Three reads whatever the unit's size: the organisation, its members (one Query), and the one or two
 * people it names (one BatchGet). The authorised person is named to the administrator only, as `org.certigier` does.
 */
import type { OrgHome, OrgHomePerson } from '../../shared/schemas/org-home.js';
import { getOrg, membersOf, publicPeople, type MemberItem } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';

export const orgHome = async (claims: TokenClaims): Promise<OrgHome> => {
  const orgId = claims.orgId;
  // Refused alike whether the unit is not theirs or they left it (a former member's team session ended with it).
  if (!orgId || claims.accountType === 'PERSONAGE') throw fail('FORBIDDEN');
  const [org, members] = await Promise.all([getOrg(orgId), membersOf(orgId)]);
  const me = members.find((m) => m.userId === claims.userId);
  if (!org || org.status !== 'ACTIVE' || me?.status !== 'ACTIVE') throw fail('FORBIDDEN');
  const active = members.filter((m) => m.status === 'ACTIVE');
  const isLeader = (m: MemberItem) => m.role === 'ADMIN' || m.projectLeader === true;
  // The authorised person while still the very membership it was given to (account's certigierOf, from the members read).
  const certigier = org.certigierId ? active.find((m) => m.userId === org.certigierId && m.joinTime === org.certigierSince) : undefined;
  const admin = me.role === 'ADMIN';
  const named = [org.adminUserId, ...(admin && certigier ? [certigier.userId] : [])];
  const people = await publicPeople(named);
  const person = (userId: string): OrgHomePerson => ({
    userId,
    nickname: (people.get(userId)?.nickname as string | undefined) ?? '',
    headPortrait: (people.get(userId)?.headPortrait as string | undefined) ?? '',
  });
  return {
    orgId,
    type: org.type,
    name: org.name,
    headPortrait: org.headPortrait ?? '',
    createTime: org.createTime,
    admin: person(org.adminUserId),
    ...(admin && certigier ? { certigier: person(certigier.userId) } : {}),
    staff: { active: active.length, leaders: active.filter(isLeader).length, resigned: members.length - active.length },
    me: { role: me.role, certigier: certigier?.userId === me.userId, projectLeader: isLeader(me), joinTime: me.joinTime },
  };
};
