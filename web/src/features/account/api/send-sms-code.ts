/** POST .../get-code: a 6-digit SMS code for one scene; own-phone scenes send no phone (docs/conventions.md). */
import { ERRORS } from '../../../../../shared/errors.js';
import { accountRoute } from '../../../../../shared/routes/account.js';
import { OWN_PHONE_SCENES, type SmsScene } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = accountRoute('account.getCode');

export const sendSmsCode = (scene: SmsScene, phone?: string): Promise<null> =>
  callRoute(route, OWN_PHONE_SCENES.includes(scene) ? { scene } : { scene, phone }, { handledCodes: [ERRORS.BAD_REQUEST.code] });
