/**
 * /work/userCenter/address, 收货地址: a person's delivery addresses, or a team's for a team session (as its wallet is
 * here). A company's are at /company/comAddress.
 */
import { Navigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { AddressBook } from '../../../features/mall/components/address-book.js';
import { paths } from '../../../config/paths.js';

export const Component = () => {
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType === 'COMPANY') return <Navigate to={paths.comAddress} replace />;
  return <AddressBook />;
};
