/** POST .../reactivate: brings a cancelled account back, proven by its password and an SMS code of scene login. */
import { ERRORS } from '../../../../../shared/errors.js';
import { routeById } from '../../../../../shared/routes/index.js';
import type { z } from 'zod';
import type { reactivateInput } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = routeById('account.reactivate');

export const reactivate = (input: z.output<typeof reactivateInput>): Promise<null> =>
  callRoute<null>(route, input, { handledCodes: [ERRORS.BAD_REQUEST.code] });
