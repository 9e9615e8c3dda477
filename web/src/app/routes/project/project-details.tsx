/** /project/details?projectId= (spec §2.1): a project for its parties — party A's counts, actions and invitations. */
import { useSearchParams } from 'react-router-dom';
import { PartyDetailsPage, projectIdOf } from '../../../features/project-find/components/details-pages.js';

export const Component = () => {
  const [query] = useSearchParams();
  return <PartyDetailsPage projectId={projectIdOf(query.get('projectId'))} />;
};
