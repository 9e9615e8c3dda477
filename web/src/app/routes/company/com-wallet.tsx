/**
 * /company/comWallet, 单位钱包 (spec §2.1): the company's wallet, the same screen as a person's. Its administrator and
 * its 授权人 run it; other staff are told so in place of the wallet (403 NOT_WALLET_OPERATOR). Any other session's
 * wallet is in the personal center.
 */
import { Navigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { WalletHome } from '../../../features/wallet/components/wallet-home.js';
import { usePageStyles } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';

export const Component = () => {
  const page = usePageStyles();
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType !== 'COMPANY') return <Navigate to={paths.wallet} replace />;
  return (
    <div className={page.page}>
      <WalletHome info={info} />
    </div>
  );
};
