/** POST .../company/add-staff: the administrator invites a registered person, by phone, to the staff; they join by accepting. */
import { ERRORS } from '../../../../../shared/errors.js';
import { orgRoute } from '../../../../../shared/routes/org.js';
import { callRoute } from '../../../api/route-call.js';

const route = orgRoute('org.addStaff');

export const addStaff = (phone: string): Promise<{ recordId: string }> => callRoute(route, { phone }, { handledCodes: [ERRORS.BAD_REQUEST.code] });
