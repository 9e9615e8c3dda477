/** /mall/pay?orderIds=, 订单支付 from the session's wallet. */
import { PayPage } from '../../../features/order/components/pay-page.js';

export const Component = () => <PayPage />;
