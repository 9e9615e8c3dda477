/**
 * What other features may use of the project center: the hook that keeps a page's project reads and the center
 * counts fresh when a project push (NEED_RADIO) arrives, and the key test for the project center's SWR reads.
 */
export { isProjectPush, useProjectRadio } from './hooks/use-project-radio.js';
export { isProjectCenterKey } from './api/keys.js';
