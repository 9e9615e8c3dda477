/** /order/refundOrder?id=<orderId>, 申请售后. */
import { useSearchParams } from 'react-router-dom';
import { RefundOrderPage } from '../../../features/order/components/refund-order-page.js';

export const Component = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <RefundOrderPage key={id ?? ''} id={id} />;
};
