/** POST .../user-team/create: a new team with the person as its administrator (docs/conventions.md "Identity and sessions"). */
import { ERRORS } from '../../../../../shared/errors.js';
import { routeById } from '../../../../../shared/routes/index.js';
import { callRoute } from '../../../api/route-call.js';

const route = routeById('org.createTeam');

export const createTeam = (teamName: string): Promise<{ teamId: string }> =>
  callRoute<{ teamId: string }>(route, { teamName }, { handledCodes: [ERRORS.BAD_REQUEST.code] });
