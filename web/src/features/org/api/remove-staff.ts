/** POST .../company/remove-staff: the staff member's account for the company becomes 已离职 (docs/conventions.md). */
import { routeById } from '../../../../../shared/routes/index.js';
import { callRoute } from '../../../api/route-call.js';

const route = routeById('org.removeStaff');

export const removeStaff = (userId: string): Promise<null> => callRoute<null>(route, { userId });
