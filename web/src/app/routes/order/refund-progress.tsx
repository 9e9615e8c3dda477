/** /order/refundProgress?id= (the buyer) and /order/saleRefundProgress?id= (the seller): an after-sale's progress. */
import { useLocation, useSearchParams } from 'react-router-dom';
import { RefundProgressPage } from '../../../features/order/components/refund-progress-page.js';

export const Component = () => {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = params.get('id');
  return <RefundProgressPage key={`${pathname}:${id ?? ''}`} id={id} />;
};
