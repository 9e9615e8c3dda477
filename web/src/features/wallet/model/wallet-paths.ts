/**
 * Where a session's wallet lives (a company's at /company/comWallet, a person's and a team's in the personal center),
 * and the cashier's way back to the page that asked for a recharge.
 */
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import { paths } from '../../../config/paths.js';

export const walletHomePath = (info: Pick<UserInfo, 'userType'> | undefined): string => (info?.userType === 'COMPANY' ? paths.comWallet : paths.wallet);

/** The query key of the cashier's way back: `/cashier/<payId>?back=<in-app path>`. */
export const RETURN_KEY = 'back';

/** An in-app path to lead back to, or undefined for anything else (another site, `//host`, a login page). */
export const returnPath = (value: string | null | undefined): string | undefined =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith(paths.login) && !value.startsWith('/cashier') ? value : undefined;

/** An in-app address with the way back added (left as it is without one). */
export const withReturn = (to: string, returnTo: string | undefined): string => {
  const back = returnPath(returnTo);
  return back ? `${to}${to.includes('?') ? '&' : '?'}${RETURN_KEY}=${encodeURIComponent(back)}` : to;
};
