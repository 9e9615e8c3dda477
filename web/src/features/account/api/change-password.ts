/** POST .../change-password: the old password proves it is the owner. */
import { ERRORS } from '../../../../../shared/errors.js';
import { routeById } from '../../../../../shared/routes/index.js';
import type { z } from 'zod';
import type { changePasswordInput } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = routeById('account.changePassword');

export const changePassword = (input: z.output<typeof changePasswordInput>): Promise<null> =>
  callRoute<null>(route, input, { handledCodes: [ERRORS.BAD_REQUEST.code] });
