/**
 * /work/userCenter/adrate, 广告帖 in the personal center: a person's own listings. A team's are at /team/teamAdrate
 * and a company's at /company/comAdrate (spec §2.1), where the session is sent.
 */
import { Navigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { AdPosts } from '../../../features/mall/components/ad-posts.js';
import { paths } from '../../../config/paths.js';

export const Component = () => {
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType === 'COMPANY') return <Navigate to={paths.comAdrate} replace />;
  if (info.userType === 'TEAM') return <Navigate to={paths.teamAdrate} replace />;
  return <AdPosts />;
};
