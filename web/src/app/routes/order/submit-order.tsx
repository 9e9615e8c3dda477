/** /mall/submitOrder (?goodsId=&quantity= or ?from=cart), 确认订单. */
import { SubmitOrderPage } from '../../../features/order/components/submit-order-page.js';

export const Component = () => <SubmitOrderPage />;
