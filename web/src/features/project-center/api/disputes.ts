/**
 * A cooperation's dispute calls (shared/routes/cooperation.ts `disputeRoutes`; docs/cooperation.md "Disputes"): whether
 * the viewer may ask the platform to step in (verify_over_dispute_last_time), the dispute's case, opening one, giving
 * evidence and withdrawing. Every read is a project-center key, so a project push (NEED_RADIO) or an own action reads it again.
 */
import useSWR from 'swr';
import { disputeRoute } from '../../../../../shared/routes/cooperation.js';
import type { DisputeKind } from '../../../../../shared/process/dispute.js';
import type { DisputeView, DisputeWindow } from '../../../../../shared/schemas/cooperation-dispute.js';
import type { ProjectAttachment } from '../../../../../shared/schemas/project.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { centerKey } from './keys.js';

export const useDisputeWindow = (projectId: string) =>
  useSWR<DisputeWindow, HttpError>(centerKey('dispute-window', { projectId }), () => callRoute(disputeRoute('project.dispute.verify'), { projectId }, { silent: true }));

/** The cooperation's newest dispute (undefined when it has none). */
export const useDispute = (projectId: string) =>
  useSWR<DisputeView | undefined, HttpError>(centerKey('dispute', { projectId }), async () => (await callRoute(disputeRoute('project.dispute.detail'), { projectId }, { silent: true })) ?? undefined);

export const openDispute = (input: { projectId: string; kind: DisputeKind; claim: string; askedToB?: number; files: ProjectAttachment[] }): Promise<DisputeView> =>
  callRoute(disputeRoute('project.dispute.open'), input);

export const submitEvidence = (input: { projectId: string; disputeId: string; text: string; files: ProjectAttachment[] }): Promise<DisputeView> =>
  callRoute(disputeRoute('project.dispute.evidence'), input);

export const withdrawDispute = (input: { projectId: string; disputeId: string }): Promise<DisputeView> => callRoute(disputeRoute('project.dispute.withdraw'), input);
