/**
 * /work/userCenter/wallet, 我的钱包 in the personal center: a person's wallet, or a team's for a team session
 * (the token's account type picks the wallet). A company's wallet lives at /company/comWallet.
 */
import { Navigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { WalletHome } from '../../../features/wallet/components/wallet-home.js';
import { paths } from '../../../config/paths.js';

export const Component = () => {
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType === 'COMPANY') return <Navigate to={paths.comWallet} replace />;
  return <WalletHome info={info} />;
};
