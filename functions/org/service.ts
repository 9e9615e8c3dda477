/**
 * Organisations, the minimum the identity model needs: a company's administrator adds staff by phone and removes
 * them (已离职: their company session ends and they cannot log in as that company); a person creates a team.
 */
import type { Page } from '../../shared/envelope.js';
import { maskPhone } from '../../shared/masking.js';
import type { StaffMember } from '../../shared/schemas/account.js';
import { sessionKey } from '../lib/auth/keys.js';
import { sessionOf } from '../lib/auth/session.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail, notYoursField } from '../lib/errors.js';
import { isOwnUpload } from '../lib/s3/private-files.js';
import { newId } from '../lib/ids.js';
import { closeSessionSockets, pushToPerson, radioFrame } from '../lib/socket/push.js';
import { table, transact } from '../lib/store/client.js';
import { peopleWithPhones } from '../account/public.js';
import { employerKey, memberKey } from './keys.js';
import { getMember, isNameTaken, membersOf, newOrgItems } from './store.js';
import { countPlatform } from '../lib/store/counters.js';

/** Tells a person's browsers that their organisations changed, so they reload what they may do (spec §4). */
export const refreshPrivileges = (userId: string, reason: 'staff-added' | 'staff-removed' | 'team-created' | 'team-joined', orgId: string) =>
  pushToPerson(userId, radioFrame('REFRESH_PRIVILEGES', { content: JSON.stringify({ reason, orgId }) }));

/** The session's organisation, if the caller administers it; anything else is refused. */
export const requireAdmin = async (claims: TokenClaims): Promise<string> => {
  const orgId = claims.orgId;
  const member = orgId ? await getMember(orgId, claims.userId) : undefined;
  if (!orgId || member?.role !== 'ADMIN' || member.status !== 'ACTIVE') throw fail('NOT_ORG_ADMIN');
  return orgId;
};

export const staffList = async (claims: TokenClaims, current: number, size: number): Promise<Page<StaffMember>> => {
  const orgId = await requireAdmin(claims);
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
        userStatus: m.status === 'RESIGNED' ? '已离职' : '',
        joinTime: m.joinTime,
      };
    });
  return { records: all.slice((current - 1) * size, current * size), total: all.length, pages: Math.ceil(all.length / size), current, size };
};

export const removeStaff = async (claims: TokenClaims, userId: string): Promise<void> => {
  const orgId = await requireAdmin(claims);
  const member = await getMember(orgId, userId);
  if (!member || member.status !== 'ACTIVE') throw fail('NOT_FOUND', '该员工不存在或已离职');
  if (member.role === 'ADMIN') throw fail('CANNOT_REMOVE_ADMIN');
  // The session the transaction ends, read first: its sockets are told and closed after it (docs/SECURITY.md
  // "Sessions and sockets").
  const session = await sessionOf(userId, 'COMPANY');
  // Resigned, free to join another company, and logged out as this company: all or nothing.
  await transact(
    [
      {
        Update: {
          TableName: table(),
          Key: memberKey(orgId, userId),
          UpdateExpression: 'SET #status = :resigned, leaveTime = :now',
          ConditionExpression: '#status = :active',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':resigned': 'RESIGNED', ':active': 'ACTIVE', ':now': Date.now() },
        },
      },
      {
        Delete: {
          TableName: table(),
          Key: employerKey(userId),
          ConditionExpression: 'attribute_not_exists(pk) OR orgId = :org',
          ExpressionAttributeValues: { ':org': orgId },
        },
      },
      {
        Delete: {
          TableName: table(),
          Key: sessionKey(userId, 'COMPANY'),
          ConditionExpression: 'attribute_not_exists(pk) OR orgId = :org',
          ExpressionAttributeValues: { ':org': orgId },
        },
      },
    ],
    () => fail('STALE_DATA'),
  );
  if (session?.orgId === orgId) await closeSessionSockets(userId, [session.sessionId], radioFrame('SERVER_LOGIN_EXPIRED'));
  await refreshPrivileges(userId, 'staff-removed', orgId);
};

export const createTeam = async (userId: string, teamName: string, headPortrait?: string): Promise<{ teamId: string }> => {
  // A team's avatar is one its creator uploaded as an avatar (the exact key namespace `avatar/<userId>/`).
  if (headPortrait !== undefined && !isOwnUpload(headPortrait, 'avatar', userId)) throw notYoursField('headPortrait', '团队头像地址不正确，请重新上传');
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

