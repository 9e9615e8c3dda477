/** Organisations for tests, joined the way people join them: company staff and team members. */
import { call } from './api.js';
import type { TestPerson } from './people.js';

/** A company administrator invites `person` by phone, and they accept: they are staff now (CONTRACT: only by accepting). */
export const hireStaff = async (admin: TestPerson, person: TestPerson): Promise<void> => {
  const invited = await call<{ recordId: string }>('org.addStaff', { phone: person.phone }, admin.token);
  if (invited.body.code !== 200) throw new Error(`add-staff: ${JSON.stringify(invited.body)}`);
  const joined = await call('org.teamJoin', { teamRecordId: invited.body.data.recordId, pass: true }, person.token);
  if (joined.body.code !== 200) throw new Error(`join: ${JSON.stringify(joined.body)}`);
};

/**
 * A team administrator (logged in as the team) invites `person`, and they accept: they are a member now. A former
 * member is invited back the same way (INVITE_FRIENDS_RECOVER_TEAM).
 */
export const joinTeam = async (admin: TestPerson, person: TestPerson): Promise<void> => {
  const invited = await call<{ records: string[] }>('org.teamInvite', { userIds: [person.userId] }, admin.token);
  const recordId = invited.body.data?.records[0];
  if (invited.body.code !== 200 || !recordId) throw new Error(`team invite: ${JSON.stringify(invited.body)}`);
  const joined = await call('org.teamJoin', { teamRecordId: recordId, pass: true }, person.token);
  if (joined.body.code !== 200) throw new Error(`join: ${JSON.stringify(joined.body)}`);
};
