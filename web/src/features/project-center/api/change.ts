/**
 * A cooperation's demand change (shared/routes/cooperation.ts, docs/cooperation.md "Demand change"): the change open
 * or the last one with what the viewer may do, proposing one, its answers and cancels (one route per action of the
 * process, named as the action), and party A's supplement. The read is a project-center key, so a project push
 * (NEED_RADIO) or an own action reads it again.
 */
import useSWR from 'swr';
import { cooperationRoute } from '../../../../../shared/routes/cooperation.js';
import type { ChangeAnswer, ChangeView } from '../../../../../shared/schemas/cooperation-change.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { centerKey } from './keys.js';

export const useChange = (projectId: string) =>
  useSWR<ChangeAnswer, HttpError>(centerKey('coop-change', { projectId }), () => callRoute(cooperationRoute('project.coop.queryChange'), { projectId }));

export interface ChangePhaseInput {
  index?: number;
  name: string;
  amount: number;
  days: number;
  deliverables: string;
}

export const startChange = (input: { projectId: string; version: number; phases: ChangePhaseInput[]; reason: string }): Promise<ChangeView> =>
  callRoute(cooperationRoute('project.coop.startChange'), { ...input, phases: [...input.phases] });

/** The answers and cancels, by the process action's name. */
const CALLS = {
  agreeByA: cooperationRoute('project.coop.agreeChange'),
  agreeByB: cooperationRoute('project.coop.agreeChange'),
  cancelByA: cooperationRoute('project.coop.cancelChange'),
  cancelByB: cooperationRoute('project.coop.leaderCancelChange'),
} as const;
const REFUSALS = { refuseByA: cooperationRoute('project.coop.refuseChange'), refuseByB: cooperationRoute('project.coop.refuseChange') } as const;

/** Whether the panel takes the action with one call (proposing and paying have their dialogs). */
export const isChangeCall = (name: string): boolean => name in CALLS || name in REFUSALS;

export const changeCall = (name: string, input: { projectId: string; changeId: string; reason?: string }): Promise<ChangeView> => {
  if (name in REFUSALS) return callRoute(REFUSALS[name as keyof typeof REFUSALS], { projectId: input.projectId, changeId: input.changeId, reason: input.reason ?? '' });
  const route = CALLS[name as keyof typeof CALLS];
  if (!route) throw new Error(`no change action ${name}`);
  return callRoute(route, { projectId: input.projectId, changeId: input.changeId });
};

export const payChangeSupplement = (input: { projectId: string; changeId: string; amount: number; payPassword: string; requestId: string }, handledCodes: readonly number[]): Promise<ChangeView> =>
  callRoute(cooperationRoute('project.coop.changeSupplement'), { ...input }, { handledCodes });
