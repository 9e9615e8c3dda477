/** Who pays from which wallet, and what it lacks: kept pure for the tests (test/unit/web/cooperation-view.test.ts). */
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import { tw } from '../texts.js';

/** The wallet a session pays from, by name: 个人钱包, 团队钱包（星火设计工作室）, 单位钱包（…）. */
export const payerWalletLabel = (info: UserInfo): string =>
  info.userType === 'PERSONAGE'
    ? tw('pay.walletPersonal')
    : info.userType === 'TEAM'
      ? tw('pay.walletTeam', { name: info.teamName })
      : tw('pay.walletCompany', { name: info.companyName });

/** What the wallet lacks to pay `due` (0 when it is enough or the balance is not known yet). */
export const shortfall = (available: number | undefined, due: number): number => (available === undefined ? 0 : Math.max(0, due - available));
