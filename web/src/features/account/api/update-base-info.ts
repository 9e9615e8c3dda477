/** POST .../update-base-info: the person's basic information (spec §5: nickname, avatar and sex are required). */
import { ERRORS } from '../../../../../shared/errors.js';
import { routeById } from '../../../../../shared/routes/index.js';
import type { BaseInfoInput } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = routeById('account.updateBaseInfo');

export const updateBaseInfo = (input: BaseInfoInput): Promise<null> => callRoute<null>(route, input, { handledCodes: [ERRORS.BAD_REQUEST.code] });
