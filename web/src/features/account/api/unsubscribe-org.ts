/** POST .../unsubscribe-teamCom-account: an administrator cancels the team or company the session acts for. */
import { routeById } from '../../../../../shared/routes/index.js';
import { callRoute } from '../../../api/route-call.js';

const route = routeById('account.unsubscribeOrg');

export const unsubscribeOrg = (ticket: string): Promise<null> => callRoute<null>(route, { ticket });
