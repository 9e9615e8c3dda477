/**
 * POST .../unsubscribe-verify: step one of cancelling, the SMS code (scene unsubscribe) proves it is the owner.
 * Answers a one-time ticket, and the reasons the account may not be cancelled yet (organisations it administers).
 */
import { ERRORS } from '../../../../../shared/errors.js';
import { accountRoute } from '../../../../../shared/routes/account.js';
import type { UnsubscribeTicket } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = accountRoute('account.unsubscribeVerify');

export type { UnsubscribeTicket };

export const unsubscribeVerify = (code: string): Promise<UnsubscribeTicket> =>
  callRoute(route, { code }, { handledCodes: [ERRORS.BAD_REQUEST.code] });
