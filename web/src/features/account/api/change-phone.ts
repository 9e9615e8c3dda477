/** POST .../change-phone: the new phone, proven by a code sent to it (scene change-phone). */
import { ERRORS } from '../../../../../shared/errors.js';
import { accountRoute } from '../../../../../shared/routes/account.js';
import type { z } from 'zod';
import type { changePhoneInput } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = accountRoute('account.changePhone');

export const changePhone = (input: z.output<typeof changePhoneInput>): Promise<null> =>
  callRoute(route, input, { handledCodes: [ERRORS.BAD_REQUEST.code] });
