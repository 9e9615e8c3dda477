/**
 * /team/teamPerformance, 团队业绩统计 (issue 31; docs/projects.md "A unit's pages"): the personal center's 业绩统计,
 * whose calls answer for the session's party (the team, members included), under the team's title. Anyone not
 * logged in as a team sees the 403 page.
 */
import { Navigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { PerformancePage } from '../../../features/performance/components/performance-page.js';
import { toh } from '../../../features/org-home/texts.js';
import { usePageStyles } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';

export const Component = () => {
  const page = usePageStyles();
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType !== 'TEAM') return <Navigate to={paths.forbidden} replace />;
  return (
    <div className={page.page}>
      <PerformancePage title={toh('oh.performance.team')} />
    </div>
  );
};
