/**
 * A dispute's 终止合作 ruling goes through the termination's one way to end a cooperation with a split (../termination.ts
 * `terminateWithSplit`: the split posted with the cooperation and project going to 已终止, the matter closed, records and
 * history), with the dispute's own write in the same transaction.
 */
import { fail } from '../../../lib/errors.js';
import type { Step } from '../../store.js';
import type { CooperationItem } from '../model.js';

export interface SplitTermination {
  toB: number;
  reason: string;
  by: 'partyA' | 'partyB' | 'platform';
  requestId: string;
  extraSteps?: Step[];
}

/** Until the termination is merged: refused as a ruling the cooperation cannot take yet. */
export const terminateByRuling = async (_coop: CooperationItem, _split: SplitTermination, _now: number): Promise<CooperationItem> => {
  throw fail('DISPUTE_RULING_INVALID', '终止合作的裁决尚未开放');
};
