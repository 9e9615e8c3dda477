/** POST .../update-base-info: the person's basic information (spec §5: nickname, avatar and sex are required). */
import { ERRORS } from '../../../../../shared/errors.js';
import { accountRoute } from '../../../../../shared/routes/account.js';
import type { BaseInfoInput } from '../../../../../shared/schemas/account.js';
import { callRoute } from '../../../api/route-call.js';

const route = accountRoute('account.updateBaseInfo');

export const updateBaseInfo = (input: BaseInfoInput): Promise<null> => callRoute(route, input, { handledCodes: [ERRORS.BAD_REQUEST.code] });
