/**
 * The organisations people hold TEAM and COMPANY accounts in (docs/architecture.md "Domains and their seams"): the
 * organisation, its members and a person's memberships, its unique name and credit code, a person's employer and a
 * company's authorised person. The account domain keeps them because every other domain reads them — login, chat's
 * colleagues, the wallet's operators, a project's parties — while functions/org runs an organisation (its staff,
 * invitations and leaders) through the writes below.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Membership } from '../../shared/schemas/account.js';
import { batchGet, ddb, getItem, isLive, queryAll, table, updateItem, type TransactItems } from '../lib/store/client.js';
import { creditCodeKey, employerKey, memberKey, orgKey, orgNameKey, personOrgsIndex, type OrgType } from './keys.js';

export interface OrgItem {
  orgId: string;
  type: OrgType;
  name: string;
  creditCode?: string;
  headPortrait?: string;
  adminUserId: string;
  status: 'ACTIVE' | 'CANCELLED';
  createTime: number;
  /** A company's or team's authorised person (org/certigier.ts), while named. */
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


/** The person's memberships in organisations that are still active (a cancelled team or company drops out), under their names of the moment. */
export const liveMemberships = async (members: MemberItem[]): Promise<Membership[]> => {
  const active = activeMemberships(members);
  if (active.length === 0) return [];
  const orgs = await batchGet<OrgItem>(active.map((m) => orgKey(m.orgId)), 'orgId, #status, #name', { '#status': 'status', '#name': 'name' });
  // The organisation's name of the moment: a renamed one's members' copies follow a moment later (团队设置, org-rename-store.ts).
  const live = new Map(orgs.filter((o) => o.status === 'ACTIVE').map((o) => [o.orgId, o.name]));
  return active.filter((m) => live.has(m.orgId)).map((m) => ({ ...m, name: live.get(m.orgId) ?? m.name }));
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

/** A company's or team's authorised person while they are still an active member of it (org/certigier.ts names them). */
export const certigierOf = async (orgId: string): Promise<string | undefined> => {
  const org = await getOrg(orgId);
  if (!org?.certigierId) return undefined;
  const member = await getMember(orgId, org.certigierId);
  return member?.status === 'ACTIVE' && member.joinTime === org.certigierSince ? org.certigierId : undefined;
};

/** Names a company's authorised person: the member and the join time of the membership it is given to. */
export const nameCertigier = async (orgId: string, userId: string, since: number): Promise<void> => {
  await updateItem(
    orgKey(orgId),
    { expression: 'SET certigierId = :user, certigierSince = :since, certigierTime = :now', values: { ':user': userId, ':since': since, ':now': Date.now() } },
    { expression: 'attribute_exists(pk)' },
  );
};

/** The company has no authorised person any more. */
export const clearCertigier = async (orgId: string): Promise<void> => {
  await updateItem(orgKey(orgId), { expression: 'REMOVE certigierId, certigierSince, certigierTime' }, { expression: 'attribute_exists(pk)' });
};

/**
 * The items that make a person a member (an invitation's answer writes them in its transaction): the membership — a
 * current member cannot be added twice, a former one comes back — and, for a company, the employer guard (a person
 * works for one company at a time). Refused at index 0: already a member; at index 1: already another company's.
 */
export const joinItems = (member: MemberItem): TransactItems => [
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
  ...(member.orgType === 'COMPANY'
    ? [{ Put: { TableName: table(), Item: { ...employerKey(member.userId), orgId: member.orgId }, ConditionExpression: 'attribute_not_exists(pk)' } }]
    : []),
];

/**
 * The items that end an active membership (removed, or leaving): 已离职 with the time and, for a company, its
 * employer guard freed. Refused when the member is no longer active.
 */
export const resignItems = (org: { orgId: string; type: OrgType }, userId: string): TransactItems => [
  {
    Update: {
      TableName: table(),
      Key: memberKey(org.orgId, userId),
      UpdateExpression: 'SET #status = :resigned, leaveTime = :now',
      ConditionExpression: '#status = :active',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':resigned': 'RESIGNED', ':active': 'ACTIVE', ':now': Date.now() },
    },
  },
  ...(org.type === 'COMPANY'
    ? [
        {
          Delete: {
            TableName: table(),
            Key: employerKey(userId),
            ConditionExpression: 'attribute_not_exists(pk) OR orgId = :org',
            ExpressionAttributeValues: { ':org': org.orgId },
          },
        },
      ]
    : []),
];

/** The company a person works for now, if any (the employer guard). */
export const employerOf = async (userId: string): Promise<string | undefined> =>
  (await getItem<{ orgId: string }>(employerKey(userId), { consistent: true }))?.orgId;
