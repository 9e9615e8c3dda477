/** /team/teamAdrate, the team's 广告帖 (spec §2.1): the listings of the team the person is logged in as. */
import { Navigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { AdPosts } from '../../../features/mall/components/ad-posts.js';
import { usePageStyles } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';

export const Component = () => {
  const page = usePageStyles();
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType !== 'TEAM') return <Navigate to={paths.adrate} replace />;
  return (
    <div className={page.page}>
      <AdPosts {...(info.isAdmin ? { staffOf: 'TEAM' as const } : {})} />
    </div>
  );
};
