/** /company/comAddress, the company's 收货地址 (spec §2.1): what it buys is delivered to these. */
import { Navigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { AddressBook } from '../../../features/mall/components/address-book.js';
import { usePageStyles } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';

export const Component = () => {
  const page = usePageStyles();
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType !== 'COMPANY') return <Navigate to={paths.address} replace />;
  return (
    <div className={page.page}>
      <AddressBook />
    </div>
  );
};
