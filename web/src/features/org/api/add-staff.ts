/** POST .../company/add-staff: the administrator adds a registered person as staff by phone number. */
import { ERRORS } from '../../../../../shared/errors.js';
import { routeById } from '../../../../../shared/routes/index.js';
import { callRoute } from '../../../api/route-call.js';

const route = routeById('org.addStaff');

export const addStaff = (phone: string): Promise<null> => callRoute<null>(route, { phone }, { handledCodes: [ERRORS.BAD_REQUEST.code] });
