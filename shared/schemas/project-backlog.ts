/**
 * Projects I, the backlog (spec §7.1, docs/projects.md): the to-dos and notices the project processes leave a
 * person, and the local stage's timer sweep for tests. Times are epoch milliseconds.
 */
import { array } from 'zod';
import { PROJECT_LIMITS } from '../limits.js';
import { flag, input, num, pageInput, ulid } from '../validation/zod.js';

const L = PROJECT_LIMITS;

// ---------------------------------------------------------------- backlog (spec §7.1)

export const BACKLOG_TYPES = {
  INVITATION: '收到邀请',
  APPLICATION: '收到申请',
  NEGOTIATION_PROPOSED: '条款待确认',
  FEE_DUE: '待支付洽谈费',
  NEGOTIATION_OPENED: '洽谈已开始',
  NEGOTIATION_AGREED: '洽谈已达成',
  NEGOTIATION_ENDED: '洽谈已结束',
  REQUEST_ANSWERED: '邀请或申请已处理',
  COOPERATION_STARTED: '合作已开始',
  ESCROW_DUE: '待支付托管费',
  PHASE_STARTED: '阶段开始',
  PHASE_ASSESS: '待评估',
  PHASE_ASSESSED: '评估通过',
  PHASE_REVISE: '待修改',
  PHASE_ACCEPT: '待验收',
  PHASE_WITHDRAWN: '验收已撤回',
  PHASE_PAID: '阶段已验收',
  PHASE_OVERDUE: '阶段逾期',
  PHASE_POSTPONE: '延期申请',
  PHASE_POSTPONE_ANSWERED: '延期已答复',
  COOPERATION_COMPLETED: '项目已完成',
  TERMINATION_PROPOSED: '终止合作申请',
  TERMINATION_ANSWERED: '终止申请已答复',
  COOPERATION_TERMINATED: '合作已终止',
  RECOVERY_ASKED: '恢复合作申请',
  COOPERATION_RECOVERED: '合作已恢复',
  HANDOVER: '资料交接',
  /** A document task was taken over (接管): party B's people, and a former writer who left, in their own backlog. */
  DOCUMENT_TAKEN_OVER: '文档已接管',
  /** A demand change (需求变更, docs/cooperation.md "Demand change"): to answer, answered, a supplement due, ended. */
  CHANGE_PROPOSED: '需求变更待答复',
  CHANGE_ANSWERED: '需求变更已答复',
  CHANGE_SUPPLEMENT_DUE: '待补缴托管费',
  CHANGE_ENDED: '需求变更已结束',
  /** A cooperation's dispute (docs/cooperation.md "Disputes"): opened, evidence asked for or given, ended. */
  DISPUTE: '纠纷处理',
  // The order domain's entries (docs/orders.md "Notices"): a step of an order, an after-sale or an invoice.
  ORDER_PAID: '待发货',
  ORDER_DELIVERED: '待收货',
  ORDER_COMPLETED: '订单已完成',
  ORDER_CANCELLED: '订单已取消',
  ORDER_EXTENDED: '延长收货',
  ORDER_EVALUATED: '订单评价',
  ORDER_REFUND: '售后',
  ORDER_INVOICE: '发票',
  // Following (docs/data-model.md "Favourites and following"): what a followed person or unit released.
  FOLLOWED_DEMAND: '关注的新需求',
  FOLLOWED_GOODS: '关注的新商品',
} as const;
export type BacklogType = keyof typeof BACKLOG_TYPES;

export interface BacklogItem {
  id: string;
  type: BacklogType;
  typeLabel: string;
  title: string;
  content: string;
  /** Where to act, an in-app path (`/negotiate/details?id=`). */
  link: string;
  projectId?: string;
  read: boolean;
  /** Something is waiting for the viewer (false: a notice of something that happened). */
  todo: boolean;
  createTime: number;
}

export const backlogInput = input({ ...pageInput(L.pageSize), todo: flag('只看待办').optional() });
export const backlogIdInput = input({ id: ulid('待办事项') });

/**
 * The local stage's timer sweep, for tests of 7-day timers: fire what is due at `now` (default: the present) among
 * the timers of the objects named (a project, an invitation, a negotiation). Only those: tests share one cloud, and
 * a sweep in the future would otherwise fire every other test's timers (and the demo demands') too.
 */
export const devSweepInput = input({
  now: num('时间', { min: Date.UTC(2020, 0, 1), max: Date.UTC(2200, 0, 1) }).optional(),
  objectIds: array(ulid('对象'), { error: '请指定对象' }).min(1, '请指定对象').max(20, '最多指定20个对象'),
});
