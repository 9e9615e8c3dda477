/**
 * Negotiations (`project.negotiations`, `project.negotiation`, `project.propose`, `project.confirm`,
 * `project.payFee`, `project.terminate`). A stale version (100002) is answered by the caller: it reloads the
 * negotiation instead of the helper's 刷新页面 modal.
 */
import useSWR from 'swr';
import type { Page } from '../../../../../shared/envelope.js';
import { CORE_ERRORS } from '../../../../../shared/errors/core.js';
import { projectRoute } from '../../../../../shared/routes/project.js';
import type { NegotiationCard, NegotiationDetail, NegotiationTab, Terms } from '../../../../../shared/schemas/project.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { centerKey } from './keys.js';

const list = projectRoute('project.negotiations');
const one = projectRoute('project.negotiation');
const proposeRoute = projectRoute('project.propose');
const confirmRoute = projectRoute('project.confirm');
const payFeeRoute = projectRoute('project.payFee');
const terminateRoute = projectRoute('project.terminate');

export const STALE_CODE = CORE_ERRORS.STALE_DATA.code;

export const useNegotiations = (tab: NegotiationTab, current: number) =>
  useSWR<Page<NegotiationCard>, HttpError>(centerKey('negotiations', { tab, current }), () => callRoute(list, { tab, current }));

export const negotiationKey = (id: string) => centerKey('negotiation', { id });

export const useNegotiation = (id: string | null) =>
  useSWR<NegotiationDetail, HttpError>(id ? negotiationKey(id) : null, () => callRoute(one, { id: id ?? '' }));

export const propose = (id: string, version: number, terms: Terms): Promise<NegotiationDetail> =>
  callRoute(proposeRoute, { id, version, terms }, { handledCodes: [STALE_CODE] });

/** Party B confirms party A's latest version. */
export const confirmByB = (id: string, version: number): Promise<NegotiationDetail> => callRoute(confirmRoute, { id, version }, { handledCodes: [STALE_CODE] });

export interface PayInput {
  id: string;
  version: number;
  payPassword: string;
  requestId: string;
}

/** Party A agrees and pays the fee: confirming party B's version (`confirm`), or after party B confirmed A's (`payFee`). */
export const payNegotiationFee = (how: 'confirmByA' | 'payFee', input: PayInput, handledCodes: readonly number[]): Promise<NegotiationDetail> =>
  how === 'confirmByA' ? callRoute(confirmRoute, { ...input }, { handledCodes }) : callRoute(payFeeRoute, { ...input }, { handledCodes });

export const terminate = (id: string, reason: string): Promise<NegotiationDetail> => callRoute(terminateRoute, { id, reason });
