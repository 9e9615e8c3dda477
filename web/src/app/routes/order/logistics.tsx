/** /order/logistics?id=<orderId>, 物流详情. */
import { useSearchParams } from 'react-router-dom';
import { LogisticsPage } from '../../../features/order/components/logistics-page.js';

export const Component = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <LogisticsPage key={id ?? ''} id={id} />;
};
