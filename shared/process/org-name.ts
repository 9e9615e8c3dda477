/**
 * A team or company renamed itself (团队设置, issue 31; docs/decisions.md "Team settings: renaming and dissolving a team"). The organisation item holds
 * the name and its unique claim moves with it in the renaming transaction; the copies others read follow afterwards,
 * never in the request: the org domain sets this process's timer beside the organisation (`ORG#<orgId>` /
 * `TIMER#followName`, due at once) in that transaction, as a departure sets its own (./departure.ts), and the project
 * domain's sweep fires it. The firing reads the organisation's name of the moment and writes it where it is still the
 * old one — the members' copy (`orgName`) and the publisher's name of the organisation's demands still open (草稿,
 * 已发布, 洽谈中: their search documents follow through the stream) — so it is idempotent, and several renames before a
 * sweep are one firing. A firing out of time (`ORG_NAME_LIMITS.budgetMs`) moves its timer to the next sweep and goes on
 * there. What stays as it was: agreements, cooperations and ended demands (signed under the old name), orders,
 * messages and cards already sent, and favourites and follows (each keeps what it showed when kept).
 */
import { defineProcess } from './types.js';

/** How one firing keeps within the project-timers unit's sweep, as the erasure's step does (./erasure.ts). */
export const ORG_NAME_LIMITS = { budgetMs: 5_000 } as const;

export const orgRenamedProcess = defineProcess({
  name: 'orgRenamed',
  domain: 'project',
  version: 1,
  label: '团队或企业更名',
  actors: { platform: '平台' },
  initial: 'PENDING',
  states: {
    PENDING: { label: '待同步' },
    DONE: { label: '已同步', final: true },
  },
  guards: {},
  transitions: [
    {
      name: 'followName',
      label: '名称的副本随更名',
      actors: ['platform'],
      from: ['PENDING'],
      to: 'DONE',
      timer: { at: 'renameTime', label: '更名后立即（超时或失败时下次扫描继续）' },
      effects: ['followName'],
    },
  ],
  effects: {
    followName: '成员记录中的团队或企业名称，以及该团队或企业尚未成交的需求（草稿、已发布、洽谈中）的发布方名称改为新名称（搜索随之更新；商品的卖家名称由订单域的 sellerRenamed 同步）；已成交、合作中和已结束的需求、订单、聊天记录与卡片、收藏与关注保持原名',
  },
});

/** The timer's transition, as the org domain sets it. */
export const ORG_RENAMED_TIMER = { process: 'orgRenamed', transition: 'followName' } as const;
