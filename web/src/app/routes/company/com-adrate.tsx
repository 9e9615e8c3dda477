/**
 * /company/comAdrate, the company's 广告帖 (spec §2.1): its listings, run by its administrator, its 授权人 and its mall
 * staff (the server refuses anyone else, and the page says so). Any other session's are in the personal center.
 */
import { Navigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { AdPosts } from '../../../features/mall/components/ad-posts.js';
import { usePageStyles } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';

export const Component = () => {
  const page = usePageStyles();
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType !== 'COMPANY') return <Navigate to={paths.adrate} replace />;
  return (
    <div className={page.page}>
      <AdPosts {...(info.isAdmin ? { staffOf: 'COMPANY' as const } : {})} />
    </div>
  );
};
