/** POST .../user-team/create: a new team with the person as its administrator (docs/conventions.md "Identity and sessions"). */
import { ERRORS } from '../../../../../shared/errors.js';
import { orgRoute } from '../../../../../shared/routes/org.js';
import { callRoute } from '../../../api/route-call.js';

const route = orgRoute('org.createTeam');

export const createTeam = (teamName: string): Promise<{ teamId: string }> =>
  callRoute(route, { teamName }, { handledCodes: [ERRORS.BAD_REQUEST.code] });
