/**
 * The service desk's dispute calls (shared/routes/cooperation.ts `project.desk.*`; docs/cooperation.md "Disputes"), desk
 * staff only (403 for anyone else: the hooks ask nothing unless `enabled`). The list and its count are count keys, so the
 * global socket's count refresh — and the desk's own push (NEED_RADIO `kind: 'desk'`, realtime/handlers.ts) — reads
 * them again; a case is read again by its page on the push naming it, and after each of the desk's moves.
 */
import useSWR from 'swr';
import { disputeRoute } from '../../../../../shared/routes/cooperation.js';
import type { Page } from '../../../../../shared/envelope.js';
import type { DisputeRuling } from '../../../../../shared/process/dispute.js';
import type { DeskDisputeRow, DisputeCase, DisputeView } from '../../../../../shared/schemas/cooperation-dispute.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { COUNT_KEY_PREFIX } from '../../../lib/count-keys.js';

/** The desk's list of open disputes: a count key (its total is the desk's badge). */
export const DESK_LIST_KEY = `${COUNT_KEY_PREFIX}desk-disputes`;
/** One case. */
export const DESK_CASE_KEY = 'desk:case';

export const DESK_PAGE_SIZE = 20;

export const useDeskDisputes = (current: number, enabled = true) =>
  useSWR<Page<DeskDisputeRow>, HttpError>(enabled ? [DESK_LIST_KEY, { current, size: DESK_PAGE_SIZE }] : null, () =>
    callRoute(disputeRoute('project.desk.disputes'), { current, size: DESK_PAGE_SIZE }, { silent: true }),
  );

/** How many disputes wait for the desk (the list's total), for the entries' badges; nothing asked unless `enabled`. */
export const useDeskDisputeCount = (enabled: boolean) => {
  const { data } = useSWR<Page<DeskDisputeRow>, HttpError>(enabled ? [DESK_LIST_KEY, { current: 1, size: 1 }] : null, () =>
    callRoute(disputeRoute('project.desk.disputes'), { current: 1, size: 1 }, { silent: true }),
  );
  return data?.total ?? 0;
};

export const useDeskCase = (projectId: string, disputeId: string) =>
  useSWR<DisputeCase, HttpError>([DESK_CASE_KEY, { projectId, disputeId }], () => callRoute(disputeRoute('project.desk.case'), { projectId, disputeId }, { silent: true }));

type Case = { projectId: string; disputeId: string };

export const takeCase = (input: Case): Promise<DisputeView> => callRoute(disputeRoute('project.desk.take'), input);

export const closeCaseEvidence = (input: Case): Promise<DisputeView> => callRoute(disputeRoute('project.desk.closeEvidence'), input);

/** Asked from a dialog, which shows a refusal itself (silent). */
export const askCase = (input: Case & { to: 'partyA' | 'partyB' | 'both'; text: string }): Promise<DisputeView> =>
  callRoute(disputeRoute('project.desk.ask'), input, { silent: true });

/** Ruled from a dialog, which shows a refusal itself (silent); `requestId` made once per dialog. */
export const decideCase = (input: Case & { ruling: DisputeRuling; toB?: number; reason: string; requestId: string }): Promise<DisputeView> =>
  callRoute(disputeRoute('project.desk.decide'), input, { silent: true });
