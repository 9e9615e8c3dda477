/** GET /api/captchaImage: a fresh image, and whether this phone must solve one to log in (docs/conventions.md). */
import { routeById } from '../../../../../shared/routes/index.js';
import type { CaptchaImage } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = routeById('account.captchaImage');

export const getCaptcha = (phone?: string): Promise<CaptchaImage> => callRoute<CaptchaImage>(route, { phone }, { silent: true });
