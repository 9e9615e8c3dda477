/** POST .../change-password: the old password proves it is the owner. */
import { ERRORS } from '../../../../../shared/errors.js';
import { accountRoute } from '../../../../../shared/routes/account.js';
import type { z } from 'zod';
import type { changePasswordInput } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = accountRoute('account.changePassword');

export const changePassword = (input: z.output<typeof changePasswordInput>): Promise<null> =>
  callRoute(route, input, { handledCodes: [ERRORS.BAD_REQUEST.code] });
