/**
 * What other features may use of the project center: the hook that keeps a page's project reads and the center
 * counts fresh when a project push (NEED_RADIO) arrives, the key test for the project center's SWR reads, and the
 * service desk's way to its disputes (纠纷处理) with their count, for desk staff.
 */
export { isProjectPush, useProjectRadio } from './hooks/use-project-radio.js';
export { isProjectCenterKey } from './api/keys.js';
export { DeskDisputesEntry } from './components/desk-entry.js';
export { useDeskDisputeCount } from './api/desk.js';
