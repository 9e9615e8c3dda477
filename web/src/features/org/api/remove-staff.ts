/**
 * POST .../company/remove-staff and .../user-team/remove-staff: the administrator removes a member, whose
 * membership becomes 已离职 and whose session for the organisation ends (docs/conventions.md).
 */
import { orgRoute } from '../../../../../shared/routes/org.js';
import { callRoute } from '../../../api/route-call.js';
import type { StaffKind } from './get-staff-list.js';

const routes = { company: orgRoute('org.removeStaff'), team: orgRoute('org.teamRemoveStaff') } as const;

export const removeStaff = (userId: string, kind: StaffKind = 'company'): Promise<null> => callRoute(routes[kind], { userId });
