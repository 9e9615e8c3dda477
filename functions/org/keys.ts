/** Key builders of organisations: the org, its members (also listed per person on gsi1), unique names and codes. */
import { uniquePartition, userIndexPartition, userPartition } from '../lib/store/partitions.js';

export type OrgType = 'TEAM' | 'COMPANY';

export const orgKey = (orgId: string) => ({ pk: `ORG#${orgId}`, sk: 'ORG' });
export const memberKey = (orgId: string, userId: string) => ({ pk: `ORG#${orgId}`, sk: `MEMBER#${userId}` });
/** gsi1: every organisation of a person, by type. */
export const personOrgsIndex = (userId: string, type?: OrgType, orgId?: string) => ({
  gsi1pk: userIndexPartition(userId, 'ORG'),
  ...(type && orgId ? { gsi1sk: `${type}#${orgId}` } : {}),
});
export const orgNameKey = (type: OrgType, name: string) => ({ pk: uniquePartition('ORGNAME', `${type}#${name}`), sk: 'UNIQUE' });
export const creditCodeKey = (code: string) => ({ pk: uniquePartition('CREDIT', code), sk: 'UNIQUE' });
/** A person works for at most one company at a time: this item names it, written with the membership. */
export const employerKey = (userId: string) => ({ pk: userPartition(userId), sk: 'EMPLOYER' });

/** A team invitation (one per invited person): who, to which team, its answer and its deadline. */
export const teamRecordKey = (recordId: string) => ({ pk: `TEAMREC#${recordId}`, sk: 'TEAMREC' });
/** The one pending invitation of a team to a person (its record id): a new invitation waits until it is answered or expires. */
export const pendingInviteKey = (orgId: string, inviteeId: string) => ({ pk: `ORG#${orgId}`, sk: `INVITE#${inviteeId}` });
