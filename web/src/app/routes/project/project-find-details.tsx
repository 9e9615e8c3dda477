/** /project/find/details?projectId= (spec §2.1): a project's public details, its view counted, 申请洽谈 beside them. */
import { useSearchParams } from 'react-router-dom';
import { FindDetailsPage, projectIdOf } from '../../../features/project-find/components/details-pages.js';

export const Component = () => {
  const [query] = useSearchParams();
  return <FindDetailsPage projectId={projectIdOf(query.get('projectId'))} />;
};
