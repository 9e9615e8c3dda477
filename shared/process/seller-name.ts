/**
 * A team or company renamed itself (团队设置, issue 31; docs/decisions.md "Team settings: renaming and dissolving a
 * team"): its listings' copy of the seller's name (`sellerName`, what the goods search shows and finds) follows at the
 * order domain's sweep — the mall, which holds the listings, has no sweep of its own, and the order domain stands above
 * it. The renaming transaction sets this timer beside the seller (`SELLER#<orgId>` / `TIMER#followSellerName`, due at
 * once), as it sets the project domain's (./org-name.ts); the firing reads the organisation's name of the moment and
 * rewrites only the listings still under another (each on its revision, so the search's document follows), and past
 * its budget moves its timer to the next sweep. Orders keep the seller's name they were made under.
 */
import { defineProcess } from './types.js';

export const SELLER_NAME_LIMITS = { budgetMs: 5_000 } as const;

export const sellerRenamedProcess = defineProcess({
  name: 'sellerRenamed',
  domain: 'order',
  version: 1,
  label: '卖家更名',
  actors: { platform: '平台' },
  initial: 'PENDING',
  states: {
    PENDING: { label: '待同步' },
    DONE: { label: '已同步', final: true },
  },
  guards: {},
  transitions: [
    {
      name: 'followSellerName',
      label: '商品的卖家名称随更名',
      actors: ['platform'],
      from: ['PENDING'],
      to: 'DONE',
      timer: { at: 'renameTime', label: '更名后立即（超时或失败时下次扫描继续）' },
      effects: ['followSellerName'],
    },
  ],
  effects: {
    followSellerName: '团队或企业的商品（未删除的）中的卖家名称改为新名称（商品搜索随之更新）；订单保留下单时的卖家名称',
  },
});

/**
 * The seller's partition, where the timer lives (the mall's `SELLER#<sellerId>`, functions/mall/keys.ts): the org domain,
 * below the mall, sets it there and the order domain's sweep reads it (its test clock names the organisation).
 */
export const sellerTimerPartition = (sellerId: string): string => `SELLER#${sellerId}`;

/** The timer's transition, as the org domain sets it. */
export const SELLER_RENAMED_TIMER = { process: 'sellerRenamed', transition: 'followSellerName' } as const;
