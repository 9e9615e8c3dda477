/**
 * The performance page's reads: the party's figures by month (`history.partyPerformance`), its completed and
 * terminated cooperations (`history.completed`, `history.terminated`) and its credit (`history.credit`).
 */
import useSWR from 'swr';
import type { Page } from '../../../../../shared/envelope.js';
import { historyRoute } from '../../../../../shared/routes/history.js';
import type { CreditHistory, HistoryRecord, PartyPerformance } from '../../../../../shared/schemas/history.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const figuresRoute = historyRoute('project.partyPerformance');
const completedRoute = historyRoute('project.historyCompleted');
const terminatedRoute = historyRoute('project.historyTerminated');
const creditRoute = historyRoute('project.creditHistory');

/** Every read of the page is `['performance:<name>', input]`. */
const key = (name: string, input: Readonly<Record<string, unknown>>) => [`performance:${name}`, input] as const;

/** The months the charts show. */
export const CHART_MONTHS = 12;

export const usePartyPerformance = () => useSWR<PartyPerformance, HttpError>(key('figures', { months: CHART_MONTHS }), () => callRoute(figuresRoute, { months: CHART_MONTHS }));

export type HistoryTab = 'completed' | 'terminated';

export const useHistory = (tab: HistoryTab, current: number) =>
  useSWR<Page<HistoryRecord>, HttpError>(key(tab, { current }), () => callRoute(tab === 'completed' ? completedRoute : terminatedRoute, { current }));

export const useCredit = (current: number) => useSWR<CreditHistory, HttpError>(key('credit', { current }), () => callRoute(creditRoute, { current }), { keepPreviousData: true });
