/** Which details page a seller-side viewer is sent to: managers see the seller's page, other staff the staff page. */
import type { UserInfo } from '../../../../../shared/schemas/account.js';

export type OrderView = 'buyer' | 'seller' | 'staff';

/** A person sells for themself; an organisation's administrator and its 授权人 manage its orders; other members are staff. */
export const sellerViewOf = (info: UserInfo | undefined): OrderView =>
  !info || info.userType === 'PERSONAGE' || info.isAdmin || info.walletOperator ? 'seller' : 'staff';
