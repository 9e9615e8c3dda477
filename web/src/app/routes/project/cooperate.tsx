/**
 * /project/cooperate/:projectId, the cooperation of an agreed project for both parties: where it stands, its phases,
 * what the viewer may do now, the handovers and the records.
 */
import { useParams } from 'react-router-dom';
import { CooperationPage } from '../../../features/project-center/components/cooperation-page.js';

export const Component = () => {
  const { projectId } = useParams();
  return <CooperationPage key={projectId ?? ''} projectId={projectId ?? null} />;
};
