/** /invite/details?id=, 邀请详情: one invitation, its actions, and its negotiation once accepted. */
import { useSearchParams } from 'react-router-dom';
import { RequestDetails } from '../../../features/project-center/components/request-pages.js';

export const Component = () => {
  const [params] = useSearchParams();
  return <RequestDetails kind="INVITE" id={params.get('id')} />;
};
