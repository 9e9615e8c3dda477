/** GET .../check-name: whether a company or team name is still free, asked when the name field loses focus. */
import { routeById } from '../../../../../shared/routes/index.js';
import { callRoute } from '../../../api/route-call.js';

const route = routeById('account.checkName');

// Silent: the verdict is a hint under the field; registering checks the name again anyway.
export const checkOrgName = (name: string, type: 'COMPANY' | 'TEAM'): Promise<boolean> =>
  callRoute<boolean>(route, { data: name, type }, { silent: true });
