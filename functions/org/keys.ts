/**
 * Key builders of the organisation domain's own items: team invitations and the one pending invitation of an
 * organisation to a person. Organisations and their members are the account domain's (functions/account/keys.ts).
 */

/** A team invitation (one per invited person): who, to which team, its answer and its deadline. */
export const teamRecordKey = (recordId: string) => ({ pk: `TEAMREC#${recordId}`, sk: 'TEAMREC' });
/** The one pending invitation of a team to a person (its record id): a new invitation waits until it is answered or expires. */
export const pendingInviteKey = (orgId: string, inviteeId: string) => ({ pk: `ORG#${orgId}`, sk: `INVITE#${inviteeId}` });
