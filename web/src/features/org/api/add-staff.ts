/** POST .../company/add-staff: the administrator adds a registered person as staff by phone number. */
import { ERRORS } from '../../../../../shared/errors.js';
import { orgRoute } from '../../../../../shared/routes/org.js';
import { callRoute } from '../../../api/route-call.js';

const route = orgRoute('org.addStaff');

export const addStaff = (phone: string): Promise<null> => callRoute(route, { phone }, { handledCodes: [ERRORS.BAD_REQUEST.code] });
