/** POST .../update-pay-password: sets or changes the 6-digit pay password, proven by a code (scene pay-password). */
import { ERRORS } from '../../../../../shared/errors.js';
import { routeById } from '../../../../../shared/routes/index.js';
import type { z } from 'zod';
import type { updatePayPasswordInput } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = routeById('account.updatePayPassword');

export const updatePayPassword = (input: z.output<typeof updatePayPasswordInput>): Promise<null> =>
  callRoute<null>(route, input, { handledCodes: [ERRORS.BAD_REQUEST.code] });
