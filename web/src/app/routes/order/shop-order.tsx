/** /work/userCenter/shopOrder, 我的采购订单 in the personal center. */
import { OrderListPage } from '../../../features/order/components/order-list-page.js';

export const Component = () => <OrderListPage side="BUY" />;
