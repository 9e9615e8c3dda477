/** The organisation store: organisations, memberships and the writes that must happen together. */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Membership } from '../../shared/schemas/account.js';
import { fail } from '../lib/errors.js';
import { batchGet, ddb, deleteItem, getItem, isLive, putIfAbsent, putItem, queryAll, table, transact, updateItem, type TransactItems } from '../lib/store/client.js';
import { creditCodeKey, employerKey, memberKey, orgKey, orgNameKey, pendingInviteKey, personOrgsIndex, teamRecordKey, type OrgType } from './keys.js';

export interface OrgItem {
  orgId: string;
  type: OrgType;
  name: string;
  creditCode?: string;
  headPortrait?: string;
  adminUserId: string;
  status: 'ACTIVE' | 'CANCELLED';
  createTime: number;
  /** A company's authorised person (certigier.ts), while named. */
  certigierId?: string;
  /** The join time of the membership it was given to: a later membership of the same person is not it. */
  certigierSince?: number;
  certigierTime?: number;
}

export interface MemberItem {
  orgId: string;
  orgType: OrgType;
  orgName: string;
  userId: string;
  role: 'ADMIN' | 'STAFF';
  status: 'ACTIVE' | 'RESIGNED';
  joinTime: number;
  leaveTime?: number;
  /** Named by the administrator to run the organisation's projects (docs/projects.md "Who may act"). */
  projectLeader?: boolean;
}

/** Why a transaction built by newOrgItems was refused, by the index of the failed item. */
export type OrgWriteRefusal = 'NAME_TAKEN' | 'CREDIT_CODE_TAKEN' | 'ALREADY_IN_COMPANY';

/**
 * The items that create an organisation with its administrator: the org, its unique name (and credit code),
 * the admin membership and, for a company, the admin's employer guard. `refusals[i]` says what item i guards.
 */
export const newOrgItems = (org: OrgItem): { items: TransactItems; refusals: (OrgWriteRefusal | undefined)[] } => {
  const now = org.createTime;
  const member: MemberItem = { orgId: org.orgId, orgType: org.type, orgName: org.name, userId: org.adminUserId, role: 'ADMIN', status: 'ACTIVE', joinTime: now };
  const put = (Item: Record<string, unknown>) => ({ Put: { TableName: table(), Item, ConditionExpression: 'attribute_not_exists(pk)' } });
  const items: TransactItems = [
    put({ ...orgKey(org.orgId), ...org }),
    put({ ...orgNameKey(org.type, org.name), orgId: org.orgId }),
    put({ ...memberKey(org.orgId, org.adminUserId), ...personOrgsIndex(org.adminUserId, org.type, org.orgId), ...member }),
  ];
  const refusals: (OrgWriteRefusal | undefined)[] = [undefined, 'NAME_TAKEN', undefined];
  if (org.creditCode) {
    items.push(put({ ...creditCodeKey(org.creditCode), orgId: org.orgId }));
    refusals.push('CREDIT_CODE_TAKEN');
  }
  if (org.type === 'COMPANY') {
    items.push(put({ ...employerKey(org.adminUserId), orgId: org.orgId }));
    refusals.push('ALREADY_IN_COMPANY');
  }
  return { items, refusals };
};

export const getOrg = async (orgId: string): Promise<OrgItem | undefined> =>
  (await ddb.send(new GetCommand({ TableName: table(), Key: orgKey(orgId) }))).Item as OrgItem | undefined;

/** Names an active member project leader, or stops (never an administrator's membership). */
export const markProjectLeader = async (orgId: string, userId: string, leader: boolean): Promise<void> => {
  await updateItem(memberKey(orgId, userId), { expression: 'SET projectLeader = :l', values: { ':l': leader, ':active': 'ACTIVE' }, names: { '#s': 'status' } }, { expression: '#s = :active' });
};

/** Several organisations at once (names and avatars for lists), by id. */
export const orgsByIds = async (orgIds: readonly string[]): Promise<Map<string, OrgItem>> =>
  new Map((await batchGet<OrgItem>([...new Set(orgIds)].map(orgKey))).map((o) => [o.orgId, o]));

export const getMember = async (orgId: string, userId: string): Promise<MemberItem | undefined> =>
  (await ddb.send(new GetCommand({ TableName: table(), Key: memberKey(orgId, userId), ConsistentRead: true }))).Item as
    | MemberItem
    | undefined;

/** Every organisation a person belongs or belonged to: one Query. */
export const membershipsOf = (userId: string): Promise<MemberItem[]> =>
  queryAll<MemberItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': personOrgsIndex(userId).gsi1pk },
  });

/** Every member of an organisation, in join order of their ids. */
export const membersOf = (orgId: string): Promise<MemberItem[]> =>
  queryAll<MemberItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :member)',
    ExpressionAttributeValues: { ':pk': orgKey(orgId).pk, ':member': 'MEMBER#' },
  });

/** The organisation of a type holding this exact name (its unique claim), if any. */
export const orgByName = async (type: OrgType, name: string): Promise<OrgItem | undefined> => {
  const claim = (await ddb.send(new GetCommand({ TableName: table(), Key: orgNameKey(type, name) }))).Item as { orgId?: string; ttl?: number } | undefined;
  return isLive(claim) && claim?.orgId ? getOrg(claim.orgId) : undefined;
};

export const isNameTaken = async (type: OrgType, name: string): Promise<boolean> =>
  isLive((await ddb.send(new GetCommand({ TableName: table(), Key: orgNameKey(type, name) }))).Item);

/** The person's active memberships as the account switcher shows them. */
export const activeMemberships = (members: MemberItem[]): Membership[] =>
  members
    .filter((m) => m.status === 'ACTIVE')
    .map((m) => ({ orgId: m.orgId, name: m.orgName, type: m.orgType, isAdmin: m.role === 'ADMIN' }));


/** The person's memberships in organisations that are still active (a cancelled team or company drops out). */
export const liveMemberships = async (members: MemberItem[]): Promise<Membership[]> => {
  const active = activeMemberships(members);
  if (active.length === 0) return [];
  const orgs = await batchGet<OrgItem>(active.map((m) => orgKey(m.orgId)), 'orgId, #status', { '#status': 'status' });
  const live = new Set(orgs.filter((o) => o.status === 'ACTIVE').map((o) => o.orgId));
  return active.filter((m) => live.has(m.orgId));
};

/**
 * Those of `userIds` who are `me`'s colleagues: active members of a live organisation `me` is an active member of.
 * One Query of `me`'s memberships, then BatchGets of the member items (never a read per person).
 */
export const colleaguesAmong = async (me: string, userIds: readonly string[]): Promise<Set<string>> => {
  const wanted = [...new Set(userIds)].filter((u) => u !== me);
  if (wanted.length === 0) return new Set();
  const mine = await liveMemberships(await membershipsOf(me));
  if (mine.length === 0) return new Set();
  const items = await batchGet<MemberItem>(mine.flatMap((o) => wanted.map((u) => memberKey(o.orgId, u))), 'userId, #status', { '#status': 'status' });
  return new Set(items.filter((m) => m.status === 'ACTIVE').map((m) => m.userId));
};

export const setOrgStatus = async (orgId: string, status: OrgItem['status']): Promise<void> => {
  await ddb.send(
    new UpdateCommand({
      TableName: table(),
      Key: orgKey(orgId),
      UpdateExpression: 'SET #status = :status, updateTime = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':now': Date.now() },
    }),
  );
};

/** The memberships of some people in one organisation, by person: one BatchGet. */
export const membershipsIn = async (orgId: string, userIds: readonly string[]): Promise<Map<string, MemberItem>> =>
  new Map((await batchGet<MemberItem>(userIds.map((id) => memberKey(orgId, id)))).map((m) => [m.userId, m]));

// ---------------------------------------------------------------- team invitations

/**
 * An invitation to join an organisation (its card's record): pending, agreed or refused once, until it expires. A
 * team's members join by it, and so do a company's staff (CONTRACT: staff only by accepting); `teamId` is the
 * organisation's id either way.
 */
export interface TeamRecordItem {
  recordId: string;
  teamId: string;
  /** COMPANY for an invitation to the company's staff; absent for a team's. */
  orgType?: 'COMPANY';
  inviterId: string;
  inviteeId: string;
  /** Absent while pending; true agreed, false refused. */
  status?: boolean;
  /** The invited person had left the team: accepting restores their membership. */
  recover?: boolean;
  createTime: number;
  expireTime: number;
}

export const getTeamRecord = (recordId: string): Promise<TeamRecordItem | undefined> => getItem<TeamRecordItem>(teamRecordKey(recordId), { consistent: true });

export const saveTeamRecord = async (record: TeamRecordItem): Promise<void> => {
  if (!(await putIfAbsent({ ...teamRecordKey(record.recordId), ...record }))) throw new Error('team record id taken');
};

export const deleteTeamRecord = async (recordId: string): Promise<void> => {
  await deleteItem(teamRecordKey(recordId));
};

/**
 * Claims the team's one pending invitation to a person for `recordId`: undefined when claimed, else the record id
 * of the invitation still pending (not answered, not expired), which the new one must not repeat.
 */
export const claimPendingInvite = async (orgId: string, inviteeId: string, recordId: string, expireTime: number): Promise<string | undefined> => {
  const out = await putItem(
    { ...pendingInviteKey(orgId, inviteeId), recordId, expireTime, ttl: Math.ceil(expireTime / 1000) },
    { expression: 'attribute_not_exists(pk) OR expireTime < :now', values: { ':now': Date.now() } },
    true,
  );
  return out.written ? undefined : String(out.old?.recordId ?? '');
};

/** Frees the claim once its invitation is answered (or never sent): only if it is still this record's. */
export const releasePendingInvite = async (orgId: string, inviteeId: string, recordId: string): Promise<void> => {
  await deleteItem(pendingInviteKey(orgId, inviteeId), { expression: 'recordId = :r', values: { ':r': recordId } });
};

/** The answer to an invitation as a transaction item, refused when it was answered before. */
const answerItem = (recordId: string, pass: boolean): TransactItems[number] => ({
  Update: {
    TableName: table(),
    Key: teamRecordKey(recordId),
    UpdateExpression: 'SET #status = :pass, answerTime = :now',
    ConditionExpression: 'attribute_not_exists(#status)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pass': pass, ':now': Date.now() },
  },
});

/** Refuses an invitation, once: false when it was answered before. */
export const answerTeamRecord = async (recordId: string, pass: boolean): Promise<boolean> =>
  (await updateItem(
    teamRecordKey(recordId),
    { expression: 'SET #status = :pass, answerTime = :now', values: { ':pass': pass, ':now': Date.now() }, names: { '#status': 'status' } },
    { expression: 'attribute_not_exists(#status)' },
  )) !== undefined;

/**
 * Agrees to an invitation and writes the membership in the same transaction (a former member comes back); for a
 * company, the employer guard too (a person works for one company at a time).
 */
export const joinByInvitation = async (recordId: string, member: MemberItem): Promise<void> => {
  const company = member.orgType === 'COMPANY';
  await transact(
    [
      answerItem(recordId, true),
      {
        Put: {
          TableName: table(),
          Item: { ...memberKey(member.orgId, member.userId), ...personOrgsIndex(member.userId, member.orgType, member.orgId), ...member },
          // A current member cannot be added twice.
          ConditionExpression: 'attribute_not_exists(pk) OR #status = :resigned',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':resigned': 'RESIGNED' },
        },
      },
      ...(company
        ? [{ Put: { TableName: table(), Item: { ...employerKey(member.userId), orgId: member.orgId }, ConditionExpression: 'attribute_not_exists(pk)' } }]
        : []),
    ],
    (index) => (index === 0 ? fail('REQUEST_DECIDED') : index === 2 ? fail('ALREADY_IN_COMPANY', '您已是其他企业的员工') : company ? fail('ALREADY_STAFF', '您已是该企业员工') : fail('ALREADY_STAFF', '您已是该团队成员')),
  );
};

/** The company a person works for now, if any (the employer guard). */
export const employerOf = async (userId: string): Promise<string | undefined> =>
  (await getItem<{ orgId: string }>(employerKey(userId), { consistent: true }))?.orgId;
