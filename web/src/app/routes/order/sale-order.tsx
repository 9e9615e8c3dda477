/** /work/userCenter/saleOrder, 我的销售订单 in the personal center. */
import { OrderListPage } from '../../../features/order/components/order-list-page.js';

export const Component = () => <OrderListPage side="SELL" />;
