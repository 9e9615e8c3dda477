/** POST .../change-phone: the new phone, proven by a code sent to it (scene change-phone). */
import { ERRORS } from '../../../../../shared/errors.js';
import { routeById } from '../../../../../shared/routes/index.js';
import type { z } from 'zod';
import type { changePhoneInput } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = routeById('account.changePhone');

export const changePhone = (input: z.output<typeof changePhoneInput>): Promise<null> =>
  callRoute<null>(route, input, { handledCodes: [ERRORS.BAD_REQUEST.code] });
