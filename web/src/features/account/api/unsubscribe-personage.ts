/** POST .../unsubscribe-userPersonage: cancels the personal account with the ticket of unsubscribe-verify. */
import { routeById } from '../../../../../shared/routes/index.js';
import { callRoute } from '../../../api/route-call.js';

const route = routeById('account.unsubscribePersonage');

export const unsubscribePersonage = (ticket: string): Promise<null> => callRoute<null>(route, { ticket });
