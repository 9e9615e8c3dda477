/** POST .../reactivate: brings a cancelled account back, proven by its password and an SMS code of scene login. */
import { ERRORS } from '../../../../../shared/errors.js';
import { accountRoute } from '../../../../../shared/routes/account.js';
import type { z } from 'zod';
import type { reactivateInput } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = accountRoute('account.reactivate');

export const reactivate = (input: z.output<typeof reactivateInput>): Promise<null> =>
  callRoute(route, input, { handledCodes: [ERRORS.BAD_REQUEST.code] });
