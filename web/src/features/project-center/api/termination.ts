/**
 * What may be started when, termination and recovery (shared/routes/termination.ts): the caller's offers and the
 * termination as it stands, and its moves. Reads are project-center keys, so a project push (NEED_RADIO) or an own
 * action reads them again.
 */
import useSWR from 'swr';
import { terminationRoute } from '../../../../../shared/routes/termination.js';
import type { TerminationAnswer } from '../../../../../shared/schemas/termination.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { centerKey } from './keys.js';

export const terminationKey = (projectId: string) => centerKey('termination', { projectId });

export const useTermination = (projectId: string) =>
  useSWR<TerminationAnswer, HttpError>(terminationKey(projectId), () => callRoute(terminationRoute('project.coop.canSelect'), { projectId }, { silent: true }));

/** A client requestId for a call that moves money (docs/conventions.md "Money"). */
export const newRequestId = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export interface ProposalInput {
  projectId: string;
  reason: string;
  toB: number;
  escrow: number;
}

/** Opens a termination: a negotiation (协商终止) or a request (申请终止). */
export const proposeTermination = (kind: 'negotiate' | 'request', input: ProposalInput): Promise<TerminationAnswer> =>
  callRoute(terminationRoute(kind === 'negotiate' ? 'project.coop.startTerminateNegotiate' : 'project.coop.startTerminate'), { ...input });

/** A counter-proposal to the negotiation's `version`. */
export const counterTermination = (input: ProposalInput & { version: number }): Promise<TerminationAnswer> => callRoute(terminationRoute('project.coop.terminateNegotiate'), { ...input });

export const agreeTermination = (input: { projectId: string; version: number }): Promise<TerminationAnswer> =>
  callRoute(terminationRoute('project.coop.agreeTerminate'), { ...input, requestId: newRequestId() });

export const refuseTermination = (input: { projectId: string; version: number; reason: string }): Promise<TerminationAnswer> => callRoute(terminationRoute('project.coop.refuseTerminate'), { ...input });

/** Asks to recover (no answer), or answers the other side's request. */
export const recoverCooperation = (input: { projectId: string; answer?: 'AGREE' | 'REFUSE'; payPassword?: string }): Promise<TerminationAnswer> =>
  callRoute(terminationRoute('project.coop.recover'), { ...input });
