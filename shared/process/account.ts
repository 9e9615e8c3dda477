/**
 * The account domain's processes (docs/processes.md): the cancellation of a personal account. A cancelled account
 * may be restored during ACCOUNT_RESTORE_DAYS (用户协议 14.3); once that period is over the platform deletes or
 * anonymises the person's personal information (隐私政策 7.2), fired by a timer of the account domain.
 */
import { ACCOUNT_RESTORE_DAYS } from '../limits.js';
import { defineProcess } from './types.js';

const DAY = 86_400_000;

export const cancellationProcess = defineProcess({
  name: 'cancellation',
  domain: 'account',
  version: 1,
  label: '账号注销',
  actors: { person: '本人', platform: '平台' },
  initial: 'RESTORABLE',
  states: {
    RESTORABLE: { label: '恢复期' },
    RESTORED: { label: '已恢复', final: true },
    ERASED: { label: '个人信息已删除或匿名化', final: true },
  },
  guards: {},
  transitions: [
    { name: 'restore', label: '恢复账号', actors: ['person'], from: ['RESTORABLE'], to: 'RESTORED' },
    {
      name: 'erase',
      label: '删除或匿名化个人信息',
      actors: ['platform'],
      from: ['RESTORABLE'],
      to: 'ERASED',
      timer: { after: ACCOUNT_RESTORE_DAYS * DAY, label: `恢复期${ACCOUNT_RESTORE_DAYS}天届满后删除或匿名化个人信息` },
      effects: ['anonymise'],
    },
  ],
  effects: { anonymise: '删除或匿名化个人信息：手机号、密码、支付密码、头像与个人资料，昵称改为“已注销用户”' },
});
