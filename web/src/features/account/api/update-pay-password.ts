/** POST .../update-pay-password: sets or changes the 6-digit pay password, proven by a code (scene pay-password). */
import { ERRORS } from '../../../../../shared/errors.js';
import { accountRoute } from '../../../../../shared/routes/account.js';
import type { z } from 'zod';
import type { updatePayPasswordInput } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = accountRoute('account.updatePayPassword');

export const updatePayPassword = (input: z.output<typeof updatePayPasswordInput>): Promise<null> =>
  callRoute(route, input, { handledCodes: [ERRORS.BAD_REQUEST.code] });
