/** POST .../unsubscribe-userPersonage: cancels the personal account with the ticket of unsubscribe-verify. */
import { accountRoute } from '../../../../../shared/routes/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = accountRoute('account.unsubscribePersonage');

export const unsubscribePersonage = (ticket: string): Promise<null> => callRoute(route, { ticket });
