/**
 * Team invitations: the team's administrator invites people; each gets a card in a one-to-one chat (stored and
 * delivered like any message) — INVITE_FRIENDS_JOIN_TEAM for someone new, INVITE_FRIENDS_RECOVER_TEAM for a
 * former member, whose membership is restored — and accepts or refuses it within TEAM_INVITE_DAYS. Accepting
 * writes the team membership in the same transaction as the answer.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TEAM_INVITE_DAYS, type TeamInviteRecord } from '../../shared/schemas/team-invite.js';
import { getPerson, publicPeople } from '../account/store.js';
import { sendOverHttp } from '../chat/messages/cards.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { batchGet, ddb, table, transact } from '../lib/store/client.js';
import { memberKey, personOrgsIndex, teamRecordKey } from './keys.js';
import { refreshPrivileges, requireAdmin } from './service.js';
import { getOrg, membersOf, type MemberItem } from './store.js';

interface TeamRecordItem {
  recordId: string;
  teamId: string;
  inviterId: string;
  inviteeId: string;
  /** Absent while pending; true agreed, false refused. */
  status?: boolean;
  /** The invited person had left the team: accepting restores their membership. */
  recover?: boolean;
  createTime: number;
  expireTime: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const getRecord = async (recordId: string): Promise<TeamRecordItem | undefined> =>
  (await ddb.send(new GetCommand({ TableName: table(), Key: teamRecordKey(recordId), ConsistentRead: true }))).Item as TeamRecordItem | undefined;

/** Invites each person (existing, not a member yet) with a card in chat; answers the new records' ids. */
export const inviteToTeam = async (claims: TokenClaims, userIds: readonly string[]): Promise<{ records: string[] }> => {
  const teamId = await requireAdmin(claims);
  const team = await getOrg(teamId);
  if (!team || team.type !== 'TEAM' || team.status !== 'ACTIVE') throw fail('ORG_CANCELLED');
  const invitees = [...new Set(userIds)].filter((id) => id !== claims.userId);
  if (invitees.length === 0) throw fail('BAD_REQUEST', '请选择联系人');
  const [people, members] = await Promise.all([
    publicPeople(invitees),
    batchGet<MemberItem>(invitees.map((id) => memberKey(teamId, id))).then((items) => new Map(items.map((m) => [m.userId, m]))),
  ]);
  if (invitees.some((id) => people.get(id)?.status !== 'NORMAL')) throw fail('USER_NOT_FOUND');
  const records: string[] = [];
  for (const inviteeId of invitees) {
    const membership = members.get(inviteeId);
    if (membership?.status === 'ACTIVE') continue;
    const now = Date.now();
    const record: TeamRecordItem = {
      recordId: newId(),
      teamId,
      inviterId: claims.userId,
      inviteeId,
      createTime: now,
      expireTime: now + TEAM_INVITE_DAYS * DAY_MS,
      ...(membership ? { recover: true } : {}),
    };
    await ddb.send(new PutCommand({ TableName: table(), Item: { ...teamRecordKey(record.recordId), ...record }, ConditionExpression: 'attribute_not_exists(pk)' }));
    const card = { recomendId: record.recordId, id: teamId, teamName: team.name, name: team.name, headPortrait: team.headPortrait ?? '' };
    try {
      await sendOverHttp(claims.userId, {
        messageType: 'MSG',
        joinUserId: inviteeId,
        messageId: record.recordId,
        messageContentType: record.recover ? 'INVITE_FRIENDS_RECOVER_TEAM' : 'INVITE_FRIENDS_JOIN_TEAM',
        content: JSON.stringify(card),
      }, { toFormerColleague: record.recover });
    } catch (error) {
      // A card the chat refuses (blacklisted, cancelled) leaves no invitation behind.
      await ddb.send(new DeleteCommand({ TableName: table(), Key: teamRecordKey(record.recordId) }));
      throw error;
    }
    records.push(record.recordId);
  }
  return { records };
};

const visibleRecord = async (me: string, recordId: string): Promise<TeamRecordItem> => {
  const record = await getRecord(recordId);
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
  const answer = {
    Update: {
      TableName: table(),
      Key: teamRecordKey(recordId),
      UpdateExpression: 'SET #status = :pass, answerTime = :now',
      ConditionExpression: 'attribute_not_exists(#status)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pass': pass, ':now': Date.now() },
    },
  };
  if (!pass) {
    await transact([answer], () => fail('REQUEST_DECIDED'));
    return;
  }
  const member: MemberItem = { orgId: team.orgId, orgType: 'TEAM', orgName: team.name, userId: me, role: 'STAFF', status: 'ACTIVE', joinTime: Date.now() };
  await transact(
    [
      answer,
      {
        Put: {
          TableName: table(),
          Item: { ...memberKey(team.orgId, me), ...personOrgsIndex(me, 'TEAM', team.orgId), ...member },
          // A former member comes back; a current one cannot be added twice.
          ConditionExpression: 'attribute_not_exists(pk) OR #status = :resigned',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':resigned': 'RESIGNED' },
        },
      },
    ],
    (index) => (index === 0 ? fail('REQUEST_DECIDED') : fail('ALREADY_STAFF', '您已是该团队成员')),
  );
  await refreshPrivileges(me, 'team-joined', team.orgId);
};
