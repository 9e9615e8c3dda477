/** /team/setTeamCertigier, 设置授权人 (spec §2.1): a team administrator's page; anyone else sees the 403 page. */
import { Navigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { CertigierPanel } from '../../../features/org/components/certigier-panel.js';
import { to } from '../../../features/org/texts.js';
import { usePageStyles } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';

export const Component = () => {
  const page = usePageStyles();
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType !== 'TEAM' || !info.isAdmin) return <Navigate to={paths.forbidden} replace />;
  return (
    <div className={page.page}>
      <title>{`${to('certigier.title')} - ${t('app.name')}`}</title>
      <CertigierPanel companyName={info.teamName} kind="team" />
    </div>
  );
};
