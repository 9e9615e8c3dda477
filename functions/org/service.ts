/**
 * Organisations, the minimum the identity model needs: a company's administrator adds staff by phone and removes
 * them (已离职: their company session ends and they cannot log in as that company); a person creates a team, whose
 * members see each other, whose administrator removes members, and which a member may leave (已离职 as well).
 */
import type { Page } from '../../shared/envelope.js';
import { maskPhone } from '../../shared/masking.js';
import type { StaffMember } from '../../shared/schemas/account.js';
import { sessionOf } from '../lib/auth/session.js';
import { endSessionItem, noSessionForOrgItem } from '../lib/auth/session-store.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail, notYoursField } from '../lib/errors.js';
import { isOwnOpaqueUpload } from '../lib/s3/upload-owner.js';
import { newId } from '../lib/ids.js';
import { closeSessionSockets, pushToPerson, radioFrame } from '../lib/socket/push.js';
import { transact } from '../lib/store/client.js';
import { setTimer } from '../lib/timers/store.js';
import { MEMBERS_LEFT_TIMER } from '../../shared/process/departure.js';
import { getMember, isNameTaken, markProjectLeader, membersOf, newOrgItems, orgKey, peopleWithPhones, resignItems, type MemberItem, type OrgType } from '../account/public.js';
import { countPlatform } from '../lib/store/counters.js';

/** Tells a person's browsers that their organisations changed, so they reload what they may do (spec §4). */
export const refreshPrivileges = (
  userId: string,
  reason: 'staff-added' | 'staff-removed' | 'team-created' | 'team-joined' | 'team-left' | 'project-leader',
  orgId: string,
) => pushToPerson(userId, radioFrame('REFRESH_PRIVILEGES', { content: JSON.stringify({ reason, orgId }) }));

/** The session's organisation and the caller's membership of it, if the caller is an active member. */
export const ownMembership = async (claims: TokenClaims): Promise<{ orgId: string; member: MemberItem } | undefined> => {
  const orgId = claims.orgId;
  const member = orgId ? await getMember(orgId, claims.userId) : undefined;
  return orgId && member?.status === 'ACTIVE' ? { orgId, member } : undefined;
};

/** The session's organisation, if the caller administers it; anything else is refused. */
export const requireAdmin = async (claims: TokenClaims): Promise<string> => {
  const own = await ownMembership(claims);
  if (own?.member.role !== 'ADMIN') throw fail('NOT_ORG_ADMIN');
  return own.orgId;
};

/** The session's team, if the caller is an active member of it (administrator or not); anyone else is refused. */
export const requireTeamMember = async (claims: TokenClaims): Promise<{ orgId: string; member: MemberItem }> => {
  const own = await ownMembership(claims);
  if (!own) throw fail('NOT_TEAM_MEMBER');
  return own;
};

/** An organisation's members, page by page: the active ones first, each group in join order (resigned as 已离职). */
const memberPage = async (orgId: string, current: number, size: number): Promise<Page<StaffMember>> => {
  const members = await membersOf(orgId);
  const people = await peopleWithPhones(members.map((m) => m.userId));
  const all = members
    .sort((a, b) => Number(a.status === 'RESIGNED') - Number(b.status === 'RESIGNED') || a.joinTime - b.joinTime)
    .map((m): StaffMember => {
      const person = people.get(m.userId);
      return {
        userId: m.userId,
        nickname: person?.nickname ?? '',
        headPortrait: person?.headPortrait ?? '',
        phone: person ? maskPhone(person.phone) : '',
        role: m.role,
        projectLeader: m.role === 'ADMIN' || m.projectLeader === true,
        userStatus: m.status === 'RESIGNED' ? '已离职' : '',
        joinTime: m.joinTime,
      };
    });
  return { records: all.slice((current - 1) * size, current * size), total: all.length, pages: Math.ceil(all.length / size), current, size };
};

/**
 * The administrator names an active member a project leader, or stops: leaders act for the organisation on its
 * projects (functions/project/parties.ts); the member's open pages are told to refresh their privileges.
 */
export const setProjectLeader = async (claims: TokenClaims, userId: string, leader: boolean): Promise<void> => {
  const orgId = await requireAdmin(claims);
  const member = await getMember(orgId, userId);
  if (!member || member.status !== 'ACTIVE') throw fail(claims.accountType === 'COMPANY' ? 'CERTIGIER_NOT_STAFF' : 'NOT_TEAM_MEMBER', '只能指定本单位在职成员为项目负责人');
  if (member.role === 'ADMIN') return;
  await markProjectLeader(orgId, userId, leader);
  await refreshPrivileges(userId, 'project-leader', orgId);
};

/** company/staff-list: the company's administrator only. */
export const staffList = async (claims: TokenClaims, current: number, size: number): Promise<Page<StaffMember>> =>
  memberPage(await requireAdmin(claims), current, size);

/** user-team/staff-list: any active member of the session's team. */
export const teamStaffList = async (claims: TokenClaims, current: number, size: number): Promise<Page<StaffMember>> =>
  memberPage((await requireTeamMember(claims)).orgId, current, size);

/**
 * A member leaves the organisation (removed, or leaving): 已离职 with the time, and — all or nothing — for a company
 * its employer guard freed (a person works for one company at a time), and their session acting for this
 * organisation ended. The session is read first: one login per account type, so a person in several teams may be
 * logged in as another team, whose session stays (a check in the same transaction holds it to that). The ended
 * session's sockets are told `notify` (nothing when the person ends it themself, as on a logout) and closed after
 * the transaction (docs/SECURITY.md "Sessions and sockets").
 */
const endMembership = async (
  org: { orgId: string; type: OrgType },
  userId: string,
  { notify, reason }: { notify?: unknown; reason: 'staff-removed' | 'team-left' },
): Promise<void> => {
  const { orgId, type } = org;
  const session = await sessionOf(userId, type);
  const ending = session?.orgId === orgId ? session : undefined;
  await transact(
    [
      ...resignItems(org, userId),
      // The project domain reacts at once (shared/process/departure.ts): its sweep fires this beside the organisation.
      setTimer(orgKey(orgId).pk, { domain: 'project', ...MEMBERS_LEFT_TIMER, objectId: orgId, due: Date.now() }),
      // Not logged in as this organisation when read: still not, or the transaction is refused.
      ending ? endSessionItem(userId, type, ending.sessionId) : noSessionForOrgItem(userId, type, orgId),
    ],
    () => fail('STALE_DATA'),
  );
  if (ending) await closeSessionSockets(userId, [ending.sessionId], notify);
  await refreshPrivileges(userId, reason, orgId);
};

/**
 * The administrator removes an active member of their organisation (not an administrator): 已离职, and their
 * session for it ends, its sockets told SERVER_LOGIN_EXPIRED. A person who is not a member is not found.
 */
const removeMember = async (claims: TokenClaims, type: OrgType, userId: string): Promise<void> => {
  const orgId = await requireAdmin(claims);
  const member = await getMember(orgId, userId);
  const who = type === 'TEAM' ? '成员' : '员工';
  if (!member || member.status !== 'ACTIVE') throw fail('NOT_FOUND', `该${who}不存在或已离职`);
  if (member.role === 'ADMIN') throw fail('CANNOT_REMOVE_ADMIN', type === 'TEAM' ? '不能移除团队管理员' : undefined);
  await endMembership({ orgId, type }, userId, { notify: radioFrame('SERVER_LOGIN_EXPIRED'), reason: 'staff-removed' });
};

/** company/remove-staff: resigned, free to join another company, and logged out as this company. */
export const removeStaff = (claims: TokenClaims, userId: string): Promise<void> => removeMember(claims, 'COMPANY', userId);

/** user-team/remove-staff: resigned, and logged out as this team (a session for another team stays). */
export const removeTeamMember = (claims: TokenClaims, userId: string): Promise<void> => removeMember(claims, 'TEAM', userId);

/**
 * user-team/leave: an active member leaves the session's team (already 已离职 is refused as not a member); this
 * TEAM session ends with it. The administrator cannot leave the team they administer.
 */
export const leaveTeam = async (claims: TokenClaims): Promise<void> => {
  const { orgId, member } = await requireTeamMember(claims);
  if (member.role === 'ADMIN') throw fail('ADMIN_CANNOT_LEAVE');
  await endMembership({ orgId, type: 'TEAM' }, claims.userId, { reason: 'team-left' });
};

export const createTeam = async (userId: string, teamName: string, headPortrait?: string): Promise<{ teamId: string }> => {
  // A team's avatar is one its creator uploaded as an avatar (its key's proof is the creator's).
  if (headPortrait !== undefined && !(await isOwnOpaqueUpload(headPortrait, 'avatar', userId))) throw notYoursField('headPortrait', '团队头像地址不正确，请重新上传');
  if (await isNameTaken('TEAM', teamName)) throw fail('NAME_TAKEN', '该团队名称已被使用');
  const teamId = newId();
  const { items, refusals } = newOrgItems({
    orgId: teamId,
    type: 'TEAM',
    name: teamName,
    headPortrait,
    adminUserId: userId,
    status: 'ACTIVE',
    createTime: Date.now(),
  });
  await transact(items, (index) => fail(refusals[index] ?? 'STALE_DATA'));
  await Promise.all([countPlatform('teams'), refreshPrivileges(userId, 'team-created', teamId)]);
  return { teamId };
};

