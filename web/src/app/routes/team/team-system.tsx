/**
 * /team/teamSystem, 团队首页 (issue 31; docs/projects.md "A unit's pages"): the team's management home for any of
 * its members — the administrator's and the authorised person's with the wallet and the administrator's pages, plain
 * members' with what they may read (团队设置 is the administrator's). Anyone not logged in as a team sees the 403 page.
 */
import { Navigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { OrgHomePage } from '../../../features/org-home/components/org-home-page.js';
import { paths } from '../../../config/paths.js';

export const Component = () => {
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType !== 'TEAM') return <Navigate to={paths.forbidden} replace />;
  return <OrgHomePage kind="team" info={info} />;
};
