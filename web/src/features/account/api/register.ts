/** POST .../register: a personal, team or company account (docs/conventions.md "Identity and sessions"), sent as JSON. */
import { ERRORS } from '../../../../../shared/errors.js';
import { accountRoute } from '../../../../../shared/routes/account.js';
import type { RegisterInput } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = accountRoute('account.register');

export const register = (input: RegisterInput): Promise<unknown> => callRoute(route, input, { handledCodes: [ERRORS.BAD_REQUEST.code] });
