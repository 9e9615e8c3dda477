/** Where a session's wallet lives: a company's at /company/comWallet, a person's and a team's in the personal center. */
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import { paths } from '../../../config/paths.js';

export const walletHomePath = (info: Pick<UserInfo, 'userType'> | undefined): string => (info?.userType === 'COMPANY' ? paths.comWallet : paths.wallet);
