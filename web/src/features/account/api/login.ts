/** POST .../login (docs/conventions.md "Identity and sessions"): the answer's data is the session token. */
import { ERRORS } from '../../../../../shared/errors.js';
import { accountRoute } from '../../../../../shared/routes/account.js';
import type { LoginInput } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = accountRoute('account.login');

/** Answers the login form shows itself: field issues, the captcha row, the team chooser, the reactivate dialog. */
export const LOGIN_HANDLED_CODES: readonly number[] = [
  ERRORS.BAD_REQUEST.code,
  ERRORS.CAPTCHA_REQUIRED.code,
  ERRORS.CAPTCHA_WRONG.code,
  ERRORS.CHOOSE_TEAM.code,
  ERRORS.ACCOUNT_CANCELLED.code,
];

export const login = (input: LoginInput): Promise<string> => callRoute(route, input, { handledCodes: LOGIN_HANDLED_CODES });
