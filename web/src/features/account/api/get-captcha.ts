/** GET /api/captchaImage: a fresh image, and whether this phone must solve one to log in (docs/conventions.md). */
import { accountRoute } from '../../../../../shared/routes/account.js';
import type { CaptchaImage } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = accountRoute('account.captchaImage');

export const getCaptcha = (phone?: string): Promise<CaptchaImage> => callRoute(route, { phone }, { silent: true });
