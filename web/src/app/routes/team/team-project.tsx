/**
 * /team/teamProject, 团队项目管理 (issue 31; docs/projects.md "A unit's pages"): the team's projects as 甲方 and as
 * 乙方, by state, for any of its members. Anyone not logged in as a team sees the 403 page.
 */
import { Navigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { OrgProjectsPage } from '../../../features/org-home/components/org-projects-page.js';
import { paths } from '../../../config/paths.js';

export const Component = () => {
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType !== 'TEAM') return <Navigate to={paths.forbidden} replace />;
  return <OrgProjectsPage kind="team" />;
};
