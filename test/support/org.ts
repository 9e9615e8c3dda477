/** Organisations for tests, joined the way people join them. */
import { call } from './api.js';
import type { TestPerson } from './people.js';

/** A company administrator invites `person` by phone, and they accept: they are staff now (CONTRACT: only by accepting). */
export const hireStaff = async (admin: TestPerson, person: TestPerson): Promise<void> => {
  const invited = await call<{ recordId: string }>('org.addStaff', { phone: person.phone }, admin.token);
  if (invited.body.code !== 200) throw new Error(`add-staff: ${JSON.stringify(invited.body)}`);
  const joined = await call('org.teamJoin', { teamRecordId: invited.body.data.recordId, pass: true }, person.token);
  if (joined.body.code !== 200) throw new Error(`join: ${JSON.stringify(joined.body)}`);
};
