/** The organisation store: organisations, memberships and the writes that must happen together. */
import { GetCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Membership } from '../../shared/schemas/account.js';
import { batchGet, ddb, isLive, queryAll, table } from '../lib/store/client.js';
import { creditCodeKey, employerKey, memberKey, orgKey, orgNameKey, personOrgsIndex, type OrgType } from './keys.js';

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

export interface OrgItem {
  orgId: string;
  type: OrgType;
  name: string;
  creditCode?: string;
  headPortrait?: string;
  adminUserId: string;
  status: 'ACTIVE' | 'CANCELLED';
  createTime: number;
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
