/**
 * What a demand change records and tells (./changes.ts): its process records, the sides' backlog entries and pushes.
 */
import { CHANGE_LIMITS } from '../../../shared/limits.js';
import { formatFen } from '../../../shared/money.js';
import type { ChangeEscrow } from '../../../shared/schemas/cooperation-change.js';
import { tell, type BacklogInput } from '../events.js';
import type { PartyRef } from '../model.js';
import { cooperationLink } from './backlog.js';
import type { CooperationItem, RecordItem } from './model.js';
import type { ChangeItem } from './change-terms.js';

// ---------------------------------------------------------------- records and backlog

export type NewRecord = Omit<RecordItem, 'pk' | 'sk' | 'projectId' | 'id' | 'createTime'>;
export const sideName = (side: 'partyA' | 'partyB') => (side === 'partyA' ? '甲方' : '乙方');
export const describe = (change: Pick<ChangeItem, 'version' | 'after' | 'removed' | 'totalAfter'>): string => {
  const added = change.after.filter((p) => p.added).length;
  return `第${change.version}版条款：${change.after.length}个未验收阶段${change.removed.length ? `，删除${change.removed.length}个` : ''}${added ? `，新增${added}个` : ''}，项目合计 ${formatFen(change.totalAfter)}`;
};

export const changeRecords = {
  proposed: (change: ChangeItem): NewRecord => ({ kind: 'proposeChange', label: change.side === 'partyA' ? '发起需求变更' : '申请需求变更', by: change.side, byUser: change.proposer, reason: change.reason, message: describe(change) }),
  agreed: (change: ChangeItem, by: 'partyA' | 'partyB', userId: string): NewRecord => ({
    kind: 'agreeChange',
    label: '同意需求变更',
    by,
    byUser: userId,
    message: change.escrow.supplement ? `待甲方补缴托管费 ${formatFen(change.escrow.supplement)}` : '变更生效',
  }),
  refused: (by: 'partyA' | 'partyB', userId: string, reason: string): NewRecord => ({ kind: 'refuseChange', label: '拒绝需求变更', by, byUser: userId, reason }),
  cancelled: (by: 'partyA' | 'partyB', userId: string): NewRecord => ({ kind: 'cancelChange', label: '取消需求变更', by, byUser: userId, message: '各阶段按原条款继续' }),
  lapsed: (change: ChangeItem): NewRecord => ({
    kind: 'lapseChange',
    label: '需求变更失效',
    by: 'platform',
    message: change.state === 'AGREED' ? `甲方${CHANGE_LIMITS.answerDays}天内未补缴托管费，各阶段按原条款继续` : `${sideName(change.side === 'partyA' ? 'partyB' : 'partyA')}${CHANGE_LIMITS.answerDays}天内未答复，各阶段按原条款继续`,
  }),
  effective: (change: ChangeItem, escrow: ChangeEscrow): NewRecord => ({
    kind: 'changeEffective',
    label: '需求变更生效',
    by: 'platform',
    ...(escrow.refund ? { amount: escrow.refund } : {}),
    message: `${describe(change)}${escrow.refund ? `；托管金额 ${formatFen(escrow.refund)} 退回甲方` : ''}`,
  }),
  supplement: (userId: string, amount: number): NewRecord => ({ kind: 'changeSupplement', label: '补缴托管费', by: 'partyA', byUser: userId, amount, message: '需求变更所需的托管差额' }),
};

export const aboutOf = (change: Pick<ChangeItem, 'projectId' | 'id'>) => `${change.projectId}#change#${change.id}`;

export const changeBacklog = {
  /** To the side that answers: a change waits for it. */
  proposed: (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, change: ChangeItem): BacklogInput => ({
    type: 'CHANGE_PROPOSED',
    title: `${sideName(change.side)}${change.side === 'partyA' ? '发起' : '申请'}了需求变更：${coop.projectName}`,
    content: `${describe(change)}，请在${CHANGE_LIMITS.answerDays}天内答复。说明：${change.reason}`,
    link: cooperationLink(coop.projectId),
    projectId: coop.projectId,
    aboutId: aboutOf(change),
    todo: true,
  }),
  /** To the proposer: agreed (in force, or waiting for party A's supplement) or refused with its reason. */
  answered: (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, change: ChangeItem, agreed: boolean): BacklogInput => ({
    type: 'CHANGE_ANSWERED',
    title: `${agreed ? '对方同意了需求变更' : '对方拒绝了需求变更'}：${coop.projectName}`,
    content: agreed
      ? change.state === 'AGREED'
        ? `待甲方补缴托管费 ${formatFen(change.escrow.supplement)} 后生效`
        : `第${change.version}版条款已生效${change.escrow.refund ? `，托管金额 ${formatFen(change.escrow.refund)} 已退回甲方钱包` : ''}`
      : `原因：${change.refuseReason ?? ''}`,
    link: cooperationLink(coop.projectId),
    projectId: coop.projectId,
    aboutId: aboutOf(change),
    todo: false,
  }),
  /** To party A: the supplement is due before the change takes effect. */
  supplementDue: (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, change: ChangeItem): BacklogInput => ({
    type: 'CHANGE_SUPPLEMENT_DUE',
    title: `待补缴托管费：${coop.projectName}`,
    content: `需求变更已同意，补缴 ${formatFen(change.escrow.supplement)} 后生效，${CHANGE_LIMITS.answerDays}天内未补缴变更将失效`,
    link: cooperationLink(coop.projectId),
    projectId: coop.projectId,
    aboutId: aboutOf(change),
    todo: true,
  }),
  /** A notice: the change ended (cancelled, lapsed) or took effect after the supplement. */
  ended: (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, change: ChangeItem, what: string): BacklogInput => ({
    type: 'CHANGE_ENDED',
    title: `需求变更${what}：${coop.projectName}`,
    content: change.state === 'EFFECTIVE' ? `第${change.version}版条款已生效，各阶段继续` : '各阶段按原条款继续',
    link: cooperationLink(coop.projectId),
    projectId: coop.projectId,
    aboutId: aboutOf(change),
    todo: false,
  }),
};

/** Tells both sides: `to` each side's backlog entry (if any), and a push to both. */
export const tellSides = (coop: CooperationItem, entries: { partyA?: BacklogInput; partyB?: BacklogInput }) =>
  tell(
    (['partyA', 'partyB'] as const).map((side) => ({
      party: coop[side] as PartyRef,
      event: 'project' as const,
      projectId: coop.projectId,
      id: coop.projectId,
      ...(entries[side] ? { backlog: entries[side] } : {}),
    })),
  );
