/**
 * A dispute's 终止合作 ruling goes through the termination's one way to end a cooperation with a split
 * (../termination.ts `terminateWithSplit`: the split posted with the cooperation and project going to 已终止, the
 * matter closed, records and history), with the dispute's own write in the same transaction (`extraSteps`).
 */
export { terminateWithSplit as terminateByRuling } from '../termination.js';
