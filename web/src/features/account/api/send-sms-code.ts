/** POST .../get-code: a 6-digit SMS code for one scene; own-phone scenes send no phone (docs/conventions.md). */
import { ERRORS } from '../../../../../shared/errors.js';
import { routeById } from '../../../../../shared/routes/index.js';
import { OWN_PHONE_SCENES, type SmsScene } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = routeById('account.getCode');

export const sendSmsCode = (scene: SmsScene, phone?: string): Promise<null> =>
  callRoute<null>(route, OWN_PHONE_SCENES.includes(scene) ? { scene } : { scene, phone }, { handledCodes: [ERRORS.BAD_REQUEST.code] });
