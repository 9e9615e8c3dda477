/** /negotiate/details?id=, 洽谈详情: the parties, the terms and their versions, the fee, and what the viewer may do. */
import { useSearchParams } from 'react-router-dom';
import { NegotiationDetails } from '../../../features/project-center/components/negotiation-details.js';

export const Component = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <NegotiationDetails key={id ?? ''} id={id} />;
};
