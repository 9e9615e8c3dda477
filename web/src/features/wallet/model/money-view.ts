/** How the wallet's pages show amounts, dates and flow entries (spec §9: dates YYYY/MM/DD). */
import { formatFen } from '../../../../../shared/money.js';
import { FLOW_TYPES, type FlowEntry } from '../../../../../shared/schemas/wallet.js';

/** `+¥1,000.00` for money in, `-¥300.00` for money out, `¥0.00` for nothing. */
export const signedFen = (fen: number): string => (fen > 0 ? `+${formatFen(fen)}` : formatFen(fen));

/** A server date `YYYY-MM-DD` as the spec shows dates. */
export const formatDay = (day: string): string => day.replaceAll('-', '/');

/** The Chinese name of an entry's type; its own title when the type is one the page does not know. */
export const flowTypeName = (entry: Pick<FlowEntry, 'type' | 'title'>): string =>
  (FLOW_TYPES as Record<string, string>)[entry.type] ?? entry.title;

/**
 * What an entry did, for its colour and its main figure: money in or out (the balance changed), or a hold
 * between available and frozen (the balance stayed: a withdrawal's amount frozen, or released).
 */
export type FlowDirection = 'in' | 'out' | 'hold' | 'release' | 'none';

export const flowDirection = (entry: Pick<FlowEntry, 'amount' | 'frozen'>): FlowDirection => {
  if (entry.amount > 0) return 'in';
  if (entry.amount < 0) return 'out';
  if (entry.frozen > 0) return 'hold';
  if (entry.frozen < 0) return 'release';
  return 'none';
};
