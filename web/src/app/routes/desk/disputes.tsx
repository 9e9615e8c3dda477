/**
 * /desk/disputes, 纠纷处理: the service desk's open disputes (docs/cooperation.md "Disputes"). Desk staff only (the
 * SERVICE role, `serviceStaff` in the user info); anyone else gets the no-permission page, as the server answers them 403.
 */
import { Navigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { DeskDisputes } from '../../../features/project-center/components/desk-disputes.js';
import { tdk } from '../../../features/project-center/desk-texts.js';
import { usePageStyles } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';

export const Component = () => {
  const page = usePageStyles();
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (!info.serviceStaff) return <Navigate to={paths.forbidden} replace />;
  return (
    <div className={page.page}>
      <title>{`${tdk('dk.title')} - ${t('app.name')}`}</title>
      <DeskDisputes />
    </div>
  );
};
