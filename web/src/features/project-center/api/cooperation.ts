/**
 * A cooperation's calls (shared/routes/cooperation.ts): its detail, the 进行中 / 已完成 lists, the records, starting
 * it, the escrow, the phase moves (one route per action of the phase process, named as the action), an overdue
 * phase's postponement (its actions likewise) and the handovers. Every read is a project-center key, so a project push (NEED_RADIO) or an own action reads it again.
 */
import useSWR from 'swr';
import type { Page } from '../../../../../shared/envelope.js';
import { cooperationRoute } from '../../../../../shared/routes/cooperation.js';
import { projectRoute } from '../../../../../shared/routes/project.js';
import type { CooperationCard, CooperationDetail, CooperationTab, ListSide, ProcessRecordView } from '../../../../../shared/schemas/cooperation.js';
import type { ProjectAttachment, ProjectDetail } from '../../../../../shared/schemas/project.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import type { HandoverKind } from '../model/cooperation.js';
import { centerKey } from './keys.js';

/** A cooperation that is not there, or not the caller's: shown by the page itself. */
const NOT_THERE: readonly number[] = [404];

export const cooperationKey = (projectId: string) => centerKey('cooperation', { projectId });

export const useCooperation = (projectId: string | null) =>
  useSWR<CooperationDetail, HttpError>(projectId ? cooperationKey(projectId) : null, () => callRoute(cooperationRoute('project.coop.info'), { projectId: projectId ?? '' }, { handledCodes: NOT_THERE }));

export const useCooperations = (tab: CooperationTab, current: number) =>
  useSWR<Page<CooperationCard>, HttpError>(centerKey('cooperations', { tab, current }), () => callRoute(cooperationRoute('project.coop.list'), { tab, current }));

/** One side's cooperations of a tab (a unit's 项目管理: its cooperations as party A, or as party B). */
export const useSideCooperations = (tab: CooperationTab, side: ListSide, current: number) =>
  useSWR<Page<CooperationCard>, HttpError>(centerKey('cooperations', { tab, side, current }), () => callRoute(cooperationRoute('project.coop.list'), { tab, side, current }));

export const useProcessRecords = (projectId: string, current: number) =>
  useSWR<Page<ProcessRecordView>, HttpError>(centerKey('coop-records', { projectId, current }), () => callRoute(cooperationRoute('project.coop.records'), { projectId, current }));

export const usePhaseRecords = (projectId: string, phase: number | null) =>
  useSWR<ProcessRecordView[], HttpError>(phase ? centerKey('coop-phase-records', { projectId, phase }) : null, () => callRoute(cooperationRoute('project.coop.phaseRecords'), { projectId, phase: phase ?? 1 }));

/** The project as its details answer it: its state, and the project process's actions for party A (开始合作). */
export const useProjectOf = (projectId: string) =>
  useSWR<ProjectDetail, HttpError>(centerKey('project', { projectId }), () => callRoute(projectRoute('project.info'), { projectId }, { silent: true }));

export const startCooperation = (projectId: string): Promise<CooperationDetail> => callRoute(cooperationRoute('project.coop.start'), { projectId });

export interface EscrowInput {
  projectId: string;
  amount: number;
  payPassword: string;
  requestId: string;
}

export const payEscrow = (input: EscrowInput, handledCodes: readonly number[]): Promise<CooperationDetail> => callRoute(cooperationRoute('project.coop.payEscrow'), { ...input }, { handledCodes });

/** The phase moves without a reason, by the process action's name. */
const MOVES = {
  goCheck: cooperationRoute('project.coop.goCheck'),
  checkPass: cooperationRoute('project.coop.checkPass'),
  goCompile: cooperationRoute('project.coop.goCompile'),
  goAssess: cooperationRoute('project.coop.goAssess'),
  assessPass: cooperationRoute('project.coop.assessPass'),
  goAcceptance: cooperationRoute('project.coop.goAcceptance'),
  syncModify: cooperationRoute('project.coop.syncModify'),
  modifyAgain: cooperationRoute('project.coop.modifyAgain'),
  acceptancePass: cooperationRoute('project.coop.acceptancePass'),
  ensureNoPass: cooperationRoute('project.coop.ensureNoPass'),
  agreePostpone: cooperationRoute('project.coop.agreePostpone'),
} as const;

/** The no-passes: each with its reason. */
const REFUSALS = {
  checkNoPass: cooperationRoute('project.coop.checkNoPass'),
  assessNoPass: cooperationRoute('project.coop.assessNoPass'),
  acceptanceNoPass: cooperationRoute('project.coop.acceptanceNoPass'),
  refusePostpone: cooperationRoute('project.coop.refusePostpone'),
} as const;

/** Party B asks to postpone the overdue running phase (申请延期): the new completion time and why. */
export const askPostpone = (input: { projectId: string; phase: number; dueTime: number; reason: string }): Promise<unknown> =>
  callRoute(cooperationRoute('project.coop.askPostpone'), { ...input });

/** Whether this page can take the action itself (paying the escrow is the trusteeship page's). */
export const isPhaseMove = (name: string): boolean => name in MOVES || name in REFUSALS || name === 'askPostpone';

/** Takes an action of the phase process on the running phase. */
export const movePhase = (name: string, input: { projectId: string; phase: number; reason?: string }): Promise<unknown> => {
  if (name in REFUSALS) return callRoute(REFUSALS[name as keyof typeof REFUSALS], { projectId: input.projectId, phase: input.phase, reason: input.reason ?? '' });
  if (name in MOVES) return callRoute(MOVES[name as keyof typeof MOVES], { projectId: input.projectId, phase: input.phase });
  return Promise.reject(new Error(`not a phase move: ${name}`));
};

const HANDOVERS = {
  toPartyBHandover: cooperationRoute('project.coop.toPartyBHandover'),
  toPartyBSubmit: cooperationRoute('project.coop.toPartyBSubmit'),
  toPartyAHandover: cooperationRoute('project.coop.toPartyAHandover'),
  toPartyADelivery: cooperationRoute('project.coop.toPartyADelivery'),
  toPartyAIssueReport: cooperationRoute('project.coop.toPartyAIssueReport'),
} as const satisfies Record<HandoverKind, unknown>;

export const handOver = (kind: HandoverKind, input: { projectId: string; phase?: number; message: string; files: ProjectAttachment[] }): Promise<{ id: string }> =>
  callRoute(HANDOVERS[kind], { projectId: input.projectId, message: input.message, files: input.files, ...(input.phase ? { phase: input.phase } : {}) }, { handledCodes: [400] });
