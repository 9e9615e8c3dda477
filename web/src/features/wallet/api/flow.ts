/**
 * GET .../wallet/flow (交易记录: newest first, a type and a time range to filter by) and GET .../wallet/flow/{id}
 * (one entry's details).
 */
import useSWR from 'swr';
import type { Page } from '../../../../../shared/envelope.js';
import { walletRoute } from '../../../../../shared/routes/wallet.js';
import { FLOW_PAGE_SIZE, type FlowEntry, type FlowType } from '../../../../../shared/schemas/wallet.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { FRESH, WALLET_REFUSALS } from './wallet-info.js';

const listRoute = walletRoute('wallet.flow');
const entryRoute = walletRoute('wallet.flowEntry');

export interface FlowQuery {
  current: number;
  size?: number;
  type?: FlowType;
  /** Epoch milliseconds, both ends included. */
  start?: number;
  end?: number;
}

export type FlowKey = readonly [path: string, query: FlowQuery];

export const getFlow = ([, query]: FlowKey): Promise<Page<FlowEntry>> =>
  callRoute(listRoute, { size: FLOW_PAGE_SIZE, ...query }, { handledCodes: WALLET_REFUSALS });

export const useFlow = (query: FlowQuery) =>
  useSWR<Page<FlowEntry>, HttpError, FlowKey>([listRoute.path, query], getFlow, { ...FRESH, keepPreviousData: true });

export type FlowEntryKey = readonly [path: string, id: number];

export const getFlowEntry = ([, id]: FlowEntryKey): Promise<FlowEntry> =>
  // 404 (流水不存在) is shown by the page itself.
  callRoute(entryRoute, { id }, { handledCodes: [...WALLET_REFUSALS, 404] });

/** One entry by its number; nothing is asked for without a valid one. */
export const useFlowEntry = (id: number | undefined) =>
  useSWR<FlowEntry, HttpError, FlowEntryKey | null>(id === undefined ? null : [entryRoute.path, id], getFlowEntry, FRESH);
