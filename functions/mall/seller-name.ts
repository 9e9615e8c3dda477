/**
 * A seller organisation renamed itself (shared/process/seller-name.ts): its listings' copy of its name follows, each
 * listing rewritten on its revision (`rev` one more, so the search's document follows through the stream; its
 * `updateTime` kept, so its place in the lists stays). A listing changed meanwhile is left: its own save wrote the
 * seller's name of the moment. Idempotent: run again, it finds nothing behind.
 */
import { allSellerGoods, replaceGoods } from './goods-store.js';

/** Rewrites the seller's listings still under another name; past `until` stops between listings (`done: false`). */
export const followSellerName = async (sellerId: string, name: string, { until = Number.POSITIVE_INFINITY }: { until?: number } = {}): Promise<{ done: boolean; goods: number }> => {
  let goods = 0;
  for (const { pk: _pk, sk: _sk, ...item } of await allSellerGoods(sellerId)) {
    if (item.sellerName === name) continue;
    if (Date.now() > until) return { done: false, goods };
    if (await replaceGoods({ ...item, sellerName: name, rev: item.rev + 1 }, item.rev)) goods += 1;
  }
  return { done: true, goods };
};
