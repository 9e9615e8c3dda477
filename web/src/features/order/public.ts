/**
 * What other features may use of the orders: the keys of the order reads (to refresh them after a move of their own,
 * such as the cart's checkout), and the push the order pages follow. The pages themselves are the app's routes'.
 */
export { isOrderKey, ORDER_COUNT_KEY } from './api/keys.js';
export { isOrderPush, ORDER_PUSH } from './api/order-push.js';
export { GoodsEvaluations } from './components/goods-evaluations.js';
export { useOrderMenuCounts } from './api/menu-counts.js';
