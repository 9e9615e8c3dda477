/**
 * /company/comSystem, 单位首页 (issue 31; docs/projects.md "A unit's pages"): the company's management home for any of
 * its staff — the administrator's and the authorised person's with the wallet and the administrator's pages, plain
 * staff's with what they may read. Anyone not logged in as a company sees the 403 page.
 */
import { Navigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { OrgHomePage } from '../../../features/org-home/components/org-home-page.js';
import { paths } from '../../../config/paths.js';

export const Component = () => {
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType !== 'COMPANY') return <Navigate to={paths.forbidden} replace />;
  return <OrgHomePage kind="company" info={info} />;
};
