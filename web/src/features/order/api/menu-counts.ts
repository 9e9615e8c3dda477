/**
 * The personal center's order badges (spec §3 "Order count"): 销售订单 shows the sum of sell-order-count's four
 * figures, 采购订单 what waits for the buyer (to pay, to receive). Both follow the order pushes while the menu is shown.
 */
import { buyOrderWaiting, sellOrderTotal } from '../../../../../shared/mall.js';
import { paths } from '../../../config/paths.js';
import { useOrderRadio } from './order-push.js';
import { useBuyCount, useSellCount } from './orders.js';

/** Each order page of the personal center's menu, with the count its badge shows (0: none). */
export const useOrderMenuCounts = (): Readonly<Record<string, number>> => {
  useOrderRadio();
  const { data: buy } = useBuyCount();
  const { data: sell } = useSellCount();
  return { [paths.shopOrder]: buy ? buyOrderWaiting(buy) : 0, [paths.saleOrder]: sell ? sellOrderTotal(sell) : 0 };
};
