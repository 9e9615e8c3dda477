/**
 * The second step of a cancelled person's erasure (隐私政策 7.2; docs/data-model.md "Erasure of a cancelled account"):
 * what the person left outside the account domain. The account domain's own step (./account.ts, `erase`) deletes or
 * anonymises the person item in one transaction and, in the same transaction, starts this process beside the person
 * (`USER#<id>` / `TIMER#eraseElsewhere`). The account domain stands in the lowest layer and may neither import the
 * domains that hold the rest nor write their partitions (docs/architecture.md "Domains and their seams"), so this
 * step belongs to the project domain: the highest domain that holds personal information, above the wallet and the
 * messenger, with a scheduled sweep. Each domain's part is its own code, reached through its public module.
 *
 * Its timer is due at once (the erasure's time); a firing that fails leaves it for the next sweep, and every part is
 * idempotent (files deleted before the items that name them), so a retry finishes what the first run began. The
 * person item keeps the step's state (`erasure`) and the files the first step took off it (the avatar) until done.
 */
import type { UploadKindName } from '../limits.js';
import { defineProcess } from './types.js';

/**
 * The upload kinds whose files the second step deletes (the project-timers unit's `deleteUploads` grant): the avatar,
 * the identity documents, the library files. Others' records keep theirs: chat files and pictures sent to others,
 * demands' attachments and deliverables (project-file), pictures in demands and documents (editor), report and
 * feedback pictures (the platform's record).
 */
export const ERASED_UPLOAD_KINDS = ['avatar', 'identity', 'library-file'] as const satisfies readonly UploadKindName[];

/**
 * How the second step keeps within one sweep (the project-timers unit runs 10 s, beside the project's own timers): a
 * person's libraries (up to 5,000 entries each) go `libraryBatch` files at a time — their stored files, then their
 * items, so a batch done stays done — and after `budgetMs` the step stops between batches and moves its timer to the
 * next sweep, which goes on where it stopped.
 */
export const ERASURE_LIMITS = { libraryBatch: 100, budgetMs: 5_000 } as const;

export const erasureProcess = defineProcess({
  name: 'erasure',
  domain: 'project',
  version: 1,
  label: '注销账号：其他业务中的个人信息',
  actors: { platform: '平台' },
  initial: 'PENDING',
  states: {
    PENDING: { label: '待删除' },
    DONE: { label: '已删除', final: true },
  },
  guards: {},
  transitions: [
    {
      name: 'eraseElsewhere',
      label: '删除其他业务中的个人信息',
      actors: ['platform'],
      from: ['PENDING'],
      to: 'DONE',
      timer: { at: 'erasedTime', label: '账号的个人信息删除或匿名化后立即（失败时下次扫描重试）' },
      effects: ['eraseElsewhere'],
    },
  ],
  effects: {
    eraseElsewhere:
      '删除提现方式（银行卡、支付宝账号）与大额提现证件、个人资料库与文献库及协助说明、本人的会话列表与未读数、好友与好友分组、待处理申请的指向、在线状态，以及头像、证件和资料库的文件；团队或企业仍在使用的同一文件保留；以成员昵称命名的群聊按成员重新命名，本人发布的需求的发布方改为已注销用户',
  },
});
