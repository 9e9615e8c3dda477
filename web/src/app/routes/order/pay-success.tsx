/** /mall/paySuccess?orderIds=, 订单支付成功. */
import { PaySuccessPage } from '../../../features/order/components/pay-success-page.js';

export const Component = () => <PaySuccessPage />;
