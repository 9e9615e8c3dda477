/** POST .../forget-password: a new password, proven by an SMS code of scene forget. */
import { ERRORS } from '../../../../../shared/errors.js';
import { accountRoute } from '../../../../../shared/routes/account.js';
import type { z } from 'zod';
import type { forgetPasswordInput } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = accountRoute('account.forgetPassword');

export const forgetPassword = (input: z.output<typeof forgetPasswordInput>): Promise<null> =>
  callRoute(route, input, { handledCodes: [ERRORS.BAD_REQUEST.code] });
