/** POST .../company/remove-staff: the staff member's account for the company becomes 已离职 (docs/conventions.md). */
import { orgRoute } from '../../../../../shared/routes/org.js';
import { callRoute } from '../../../api/route-call.js';

const route = orgRoute('org.removeStaff');

export const removeStaff = (userId: string): Promise<null> => callRoute(route, { userId });
