/** POST .../unsubscribe-teamCom-account: an administrator cancels the team or company the session acts for. */
import { accountRoute } from '../../../../../shared/routes/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = accountRoute('account.unsubscribeOrg');

export const unsubscribeOrg = (ticket: string): Promise<null> => callRoute(route, { ticket });
