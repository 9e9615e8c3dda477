/** POST .../user-team/leave: a member leaves the team they are logged in as (已离职); that login ends with it. */
import { orgRoute } from '../../../../../shared/routes/org.js';
import { callRoute } from '../../../api/route-call.js';

const route = orgRoute('org.teamLeave');

export const leaveTeam = (): Promise<null> => callRoute(route, {});
