/**
 * Key builders of the organisation domain's own items: team invitations and the one pending invitation of an
 * organisation to a person. Organisations and their members are the account domain's (functions/account/keys.ts).
 */
import { personResumeKey } from '../account/public.js';

/** A team invitation (one per invited person): who, to which team, its answer and its deadline. */
export const teamRecordKey = (recordId: string) => ({ pk: `TEAMREC#${recordId}`, sk: 'TEAMREC' });
/** The one pending invitation of a team to a person (its record id): a new invitation waits until it is answered or expires. */
export const pendingInviteKey = (orgId: string, inviteeId: string) => ({ pk: `ORG#${orgId}`, sk: `INVITE#${inviteeId}` });

/** Whose resume: a person (PERSONAGE), a team or a company (docs/data-model.md "Resumes"). */
export type ResumeKind = 'PERSONAGE' | 'TEAM' | 'COMPANY';
/** A team's or company's resume partition: its public item, a company's private item, a team's members' consents. */
export const resumePartition = (kind: 'TEAM' | 'COMPANY', ownerId: string): string => `RESUME#${kind}#${ownerId}`;
/**
 * The resume itself: every public section, versioned by `updateTime` (one GetItem reads it). A person's sits beside
 * their profile (`USER#<u>` / `RESUME`, the account domain's key), which the erasure of a cancelled account deletes.
 */
export const resumeKey = (kind: ResumeKind, ownerId: string) => (kind === 'PERSONAGE' ? personResumeKey(ownerId) : { pk: resumePartition(kind, ownerId), sk: 'RESUME' });
/** A company resume's private fields (the licence photo): never read by the public view, which reads `RESUME` alone. */
export const resumePrivateKey = (companyId: string) => ({ pk: resumePartition('COMPANY', companyId), sk: 'PRIVATE' });
/** A team member's consent to be shown on the team's resume. */
export const resumeConsentKey = (teamId: string, userId: string) => ({ pk: resumePartition('TEAM', teamId), sk: `CONSENT#${userId}` });
