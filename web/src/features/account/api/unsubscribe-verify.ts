/**
 * POST .../unsubscribe-verify: step one of cancelling, the SMS code (scene unsubscribe) proves it is the owner.
 * Answers a one-time ticket, and the reasons the account may not be cancelled yet (organisations it administers).
 */
import { ERRORS } from '../../../../../shared/errors.js';
import { routeById } from '../../../../../shared/routes/index.js';
import { callRoute } from '../../../api/route-call.js';

const route = routeById('account.unsubscribeVerify');

export interface UnsubscribeTicket {
  ticket: string;
  reasons?: string[];
}

export const unsubscribeVerify = (code: string): Promise<UnsubscribeTicket> =>
  callRoute<UnsubscribeTicket>(route, { code }, { handledCodes: [ERRORS.BAD_REQUEST.code] });
