/**
 * Team invitations: the team's administrator invites people; each gets a card in a one-to-one chat (stored and
 * delivered like any message) — INVITE_FRIENDS_JOIN_TEAM for someone new, INVITE_FRIENDS_RECOVER_TEAM for a
 * former member, whose membership is restored — and accepts or refuses it within TEAM_INVITE_DAYS. Accepting
 * writes the team membership in the same transaction as the answer.
 */
import { TEAM_INVITE_DAYS, type TeamInviteRecord } from '../../shared/schemas/team-invite.js';
import { employerOf, getMember, getOrg, getPerson, getPersonByPhone, membersOf, membershipsIn, publicPeople, type MemberItem, type OrgItem } from '../account/public.js';
import { sendCard } from '../chat/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { refreshPrivileges, requireAdmin } from './service.js';
import {
  answerTeamRecord,
  claimPendingInvite,
  deleteTeamRecord,
  getTeamRecord,
  joinByInvitation,
  releasePendingInvite,
  saveTeamRecord,
  type TeamRecordItem,
} from './store.js';
import { requireRate } from '../lib/store/rate.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sends one invitation to join the organisation: its record, and its card in a one-to-one chat from the
 * administrator. One pending invitation per organisation and person: asking again answers the one waiting, with no
 * new card. Answers the invitation's record id.
 */
const sendInvitation = async (inviterId: string, org: OrgItem, inviteeId: string, recover: boolean): Promise<string> => {
  const now = Date.now();
  const record: TeamRecordItem = {
    recordId: newId(),
    teamId: org.orgId,
    ...(org.type === 'COMPANY' ? { orgType: 'COMPANY' as const } : {}),
    inviterId,
    inviteeId,
    createTime: now,
    expireTime: now + TEAM_INVITE_DAYS * DAY_MS,
    ...(recover ? { recover: true } : {}),
  };
  const pending = await claimPendingInvite(org.orgId, inviteeId, record.recordId, record.expireTime);
  if (pending) return pending;
  await saveTeamRecord(record);
  const card = { recomendId: record.recordId, id: org.orgId, teamName: org.name, name: org.name, headPortrait: org.headPortrait ?? '', orgType: org.type };
  try {
    await sendCard(
      inviterId,
      {
        messageType: 'MSG',
        joinUserId: inviteeId,
        messageId: record.recordId,
        messageContentType: org.type === 'COMPANY' ? 'INVITE_JOIN_COMPANY' : recover ? 'INVITE_FRIENDS_RECOVER_TEAM' : 'INVITE_FRIENDS_JOIN_TEAM',
        content: JSON.stringify(card),
      },
      { toFormerColleague: recover, limited: true },
    );
  } catch (error) {
    // A card the chat refuses (blacklisted, cancelled, the administrator sending too fast) leaves no invitation behind.
    await Promise.all([deleteTeamRecord(record.recordId), releasePendingInvite(org.orgId, inviteeId, record.recordId)]);
    throw error;
  }
  return record.recordId;
};

/** Invites each person (existing, not a member yet) with a card in chat; answers the invitations' ids. */
export const inviteToTeam = async (claims: TokenClaims, userIds: readonly string[]): Promise<{ records: string[] }> => {
  const teamId = await requireAdmin(claims);
  const team = await getOrg(teamId);
  if (!team || team.type !== 'TEAM' || team.status !== 'ACTIVE') throw fail('ORG_CANCELLED');
  const invitees = [...new Set(userIds)].filter((id) => id !== claims.userId);
  if (invitees.length === 0) throw fail('BAD_REQUEST', '请选择联系人');
  const [people, members] = await Promise.all([publicPeople(invitees), membershipsIn(teamId, invitees)]);
  if (invitees.some((id) => people.get(id)?.status !== 'NORMAL')) throw fail('USER_NOT_FOUND');
  const records: string[] = [];
  for (const inviteeId of invitees) {
    const membership = members.get(inviteeId);
    if (membership?.status === 'ACTIVE') continue;
    records.push(await sendInvitation(claims.userId, team, inviteeId, membership !== undefined));
  }
  return { records };
};

/**
 * company/add-staff: invites a registered person, by their phone, to the company's staff (CONTRACT: a person becomes
 * staff only by accepting). They get an INVITE_JOIN_COMPANY card and answer it as a team invitation is answered.
 */
export const inviteToCompany = async (claims: TokenClaims, phone: string): Promise<{ recordId: string }> => {
  const orgId = await requireAdmin(claims);
  // Counted before the phone is looked up: the answers below tell about the phone's owner.
  await requireRate('staffInvite', claims.userId);
  const [person, org] = await Promise.all([getPersonByPhone(phone), getOrg(orgId)]);
  if (!person || person.status !== 'NORMAL') throw fail('PHONE_NOT_REGISTERED', '该手机号尚未注册合作云账号');
  if (!org || org.type !== 'COMPANY' || org.status !== 'ACTIVE') throw fail('ORG_CANCELLED');
  if (person.userId === claims.userId) throw fail('ALREADY_STAFF');
  const [existing, employer] = await Promise.all([getMember(orgId, person.userId), employerOf(person.userId)]);
  if (existing?.status === 'ACTIVE') throw fail('ALREADY_STAFF');
  if (employer && employer !== orgId) throw fail('ALREADY_IN_COMPANY');
  return { recordId: await sendInvitation(claims.userId, org, person.userId, existing !== undefined) };
};

const visibleRecord = async (me: string, recordId: string): Promise<TeamRecordItem> => {
  const record = await getTeamRecord(recordId);
  // Only the two people of an invitation see it; to anyone else it does not exist.
  if (!record || (record.inviteeId !== me && record.inviterId !== me)) throw fail('NOT_FOUND', '邀请不存在');
  return record;
};

/** team-detail/{id}: the invitation as its card's detail shows it (spec §3 "Team invite record"). */
export const teamInviteDetail = async (me: string, recordId: string): Promise<TeamInviteRecord> => {
  const record = await visibleRecord(me, recordId);
  const [team, members] = await Promise.all([getOrg(record.teamId), membersOf(record.teamId)]);
  const admin = team ? await getPerson(team.adminUserId) : undefined;
  return {
    id: record.recordId,
    name: team?.name ?? '',
    info: {
      teamName: team?.name ?? '',
      headPortrait: team?.headPortrait ?? '',
      createTime: record.createTime,
      total: members.filter((m: MemberItem) => m.status === 'ACTIVE').length,
      administrator: admin?.nickname ?? '',
      status: record.status ?? null,
      recover: record.recover ?? false,
      orgType: record.orgType ?? 'TEAM',
      expire: record.status === undefined && (Date.now() > record.expireTime || team?.status !== 'ACTIVE'),
    },
  };
};

/** user-team/join: the invited person agrees (joining the team) or refuses, once, before the deadline. */
export const answerTeamInvite = async (me: string, recordId: string, pass: boolean): Promise<void> => {
  const record = await visibleRecord(me, recordId);
  if (record.inviteeId !== me) throw fail('NOT_REQUEST_RECEIVER');
  if (record.status !== undefined) throw fail('REQUEST_DECIDED');
  const team = await getOrg(record.teamId);
  if (Date.now() > record.expireTime || !team || team.status !== 'ACTIVE') throw fail('INVITE_EXPIRED');
  if (!pass) {
    if (!(await answerTeamRecord(recordId, false))) throw fail('REQUEST_DECIDED');
    await releasePendingInvite(record.teamId, me, recordId);
    return;
  }
  const company = record.orgType === 'COMPANY';
  const member: MemberItem = { orgId: team.orgId, orgType: company ? 'COMPANY' : 'TEAM', orgName: team.name, userId: me, role: 'STAFF', status: 'ACTIVE', joinTime: Date.now() };
  await joinByInvitation(recordId, member);
  await releasePendingInvite(record.teamId, me, recordId);
  await refreshPrivileges(me, company ? 'staff-added' : 'team-joined', team.orgId);
};
