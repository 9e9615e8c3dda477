/** /apply/details?id=, 申请详情: one application, its actions, and its negotiation once accepted. */
import { useSearchParams } from 'react-router-dom';
import { RequestDetails } from '../../../features/project-center/components/request-pages.js';

export const Component = () => {
  const [params] = useSearchParams();
  return <RequestDetails kind="APPLY" id={params.get('id')} />;
};
