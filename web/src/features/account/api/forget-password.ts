/** POST .../forget-password: a new password, proven by an SMS code of scene forget. */
import { ERRORS } from '../../../../../shared/errors.js';
import { routeById } from '../../../../../shared/routes/index.js';
import type { z } from 'zod';
import type { forgetPasswordInput } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = routeById('account.forgetPassword');

export const forgetPassword = (input: z.output<typeof forgetPasswordInput>): Promise<null> =>
  callRoute<null>(route, input, { handledCodes: [ERRORS.BAD_REQUEST.code] });
