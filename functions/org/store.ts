/** The organisation domain's store: team invitations and their answer (the membership it writes is the account domain's). */
import { fail } from '../lib/errors.js';
import { deleteItem, getItem, putIfAbsent, putItem, table, transact, updateItem, type TransactItems } from '../lib/store/client.js';
import { joinItems, type MemberItem } from '../account/public.js';
import { pendingInviteKey, teamRecordKey } from './keys.js';

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
    [answerItem(recordId, true), ...joinItems(member)],
    (index) => (index === 0 ? fail('REQUEST_DECIDED') : index === 2 ? fail('ALREADY_IN_COMPANY', '您已是其他企业的员工') : company ? fail('ALREADY_STAFF', '您已是该企业员工') : fail('ALREADY_STAFF', '您已是该团队成员')),
  );
};
