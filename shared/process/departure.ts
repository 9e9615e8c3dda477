/**
 * A team's or company's people changed (issue 30): a member left — resigned, or was removed — and the project domain
 * reacts at once rather than at the next sync of each project (docs/cooperation.md "Take-over"). The org domain ends the
 * membership through the account domain's writes and, in the same transaction, sets this process's timer beside the
 * organisation (`ORG#<orgId>` / `TIMER#reconcile`, due at once): the org and project domains stand in one layer and
 * neither imports the other (docs/architecture.md "Domains and their seams"), so the organisation's event reaches the
 * project domain as data, which its sweep fires. The firing reconciles every cooperation the organisation is a side of
 * with its people of the moment (idempotent: several departures before a sweep are one firing).
 */
import { defineProcess } from './types.js';

export const membersLeftProcess = defineProcess({
  name: 'membersLeft',
  domain: 'project',
  version: 1,
  label: '成员离开团队或企业',
  actors: { platform: '平台' },
  initial: 'PENDING',
  states: {
    PENDING: { label: '待处理' },
    DONE: { label: '已处理', final: true },
  },
  guards: {},
  transitions: [
    {
      name: 'reconcile',
      label: '合作项目随成员变化',
      actors: ['platform'],
      from: ['PENDING'],
      to: 'DONE',
      timer: { at: 'leftTime', label: '成员离开后立即（失败时下次扫描重试）' },
      effects: ['leaveCooperations'],
    },
  ],
  effects: {
    leaveCooperations: '离开的成员即时退出本团队或企业进行中的合作的项目群，并交出其所持文档的编辑锁（和向其提出的编辑申请）',
  },
});

/** The timer's transition, as the org domain sets it. */
export const MEMBERS_LEFT_TIMER = { process: 'membersLeft', transition: 'reconcile' } as const;
