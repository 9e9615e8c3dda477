/**
 * /desk/disputes/:projectId/:disputeId: a dispute's whole case for the service desk, with its actions (docs/cooperation.md
 * "Disputes"). Desk staff only; anyone else gets the no-permission page, as the server answers them 403.
 */
import { Navigate, useParams } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { DeskCase } from '../../../features/project-center/components/desk-case.js';
import { tdk } from '../../../features/project-center/desk-texts.js';
import { usePageStyles } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';

export const Component = () => {
  const page = usePageStyles();
  const { projectId = '', disputeId = '' } = useParams();
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (!info.serviceStaff) return <Navigate to={paths.forbidden} replace />;
  return (
    <div className={page.page}>
      <title>{`${tdk('dk.title')} - ${t('app.name')}`}</title>
      <DeskCase key={`${projectId}/${disputeId}`} projectId={projectId} disputeId={disputeId} />
    </div>
  );
};
