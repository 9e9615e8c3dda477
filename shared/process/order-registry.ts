/**
 * The order domain's processes: an order, its after-sales and its invoice (docs/orders.md); every version of each. In
 * its own module (./registries.ts lists every domain's) so that the order unit's bundle holds no other domain's
 * process declarations.
 */
import { invoiceProcess, orderProcess, refundProcess } from './order.js';
import { defineRegistry } from './registry.js';
import { sellerRenamedProcess } from './seller-name.js';

export const orderRegistry = defineRegistry('order', {
  order: [orderProcess],
  refund: [refundProcess],
  invoice: [invoiceProcess],
  // A team or company renamed: its listings' seller name follows (./seller-name.ts).
  sellerRenamed: [sellerRenamedProcess],
});
