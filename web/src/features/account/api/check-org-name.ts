/** GET .../check-name: whether a company or team name is still free, asked when the name field loses focus. */
import { accountRoute } from '../../../../../shared/routes/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = accountRoute('account.checkName');

// Silent: the verdict is a hint under the field; registering checks the name again anyway.
export const checkOrgName = (name: string, type: 'COMPANY' | 'TEAM'): Promise<boolean> =>
  callRoute(route, { data: name, type }, { silent: true });
