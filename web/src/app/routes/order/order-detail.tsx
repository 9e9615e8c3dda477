/**
 * /order/orderDetail?id= (the buyer), /order/saleOrderDetail?id= (the seller's managers), /order/staffOrderDetail?id=
 * (the seller's staff): one order's details; the path picks the view, the server what the viewer may see and do.
 */
import { useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { OrderDetailPage } from '../../../features/order/components/order-detail-page.js';

export const Component = () => {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = params.get('id');
  const view = pathname === paths.saleOrderDetail ? 'seller' : pathname === paths.staffOrderDetail ? 'staff' : 'buyer';
  return <OrderDetailPage key={`${view}:${id ?? ''}`} id={id} view={view} />;
};
