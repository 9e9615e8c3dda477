/**
 * What other features may use of the project center: the hook that keeps a page's project reads and the center
 * counts fresh when a project push (NEED_RADIO) arrives, the key test for the project center's SWR reads, and the
 * service desk's way to its disputes (纠纷处理) with their count, for desk staff; and a unit's 项目管理's lists (its demands,
 * its cooperations by side) with the project center's own cards.
 */
export { isProjectPush, useProjectRadio } from './hooks/use-project-radio.js';
export { isProjectCenterKey } from './api/keys.js';
export { DeskDisputesEntry } from './components/desk-entry.js';
export { useDeskDisputeCount } from './api/desk.js';
export { useMyProjects } from './api/projects.js';
export { useSideCooperations } from './api/cooperation.js';
export { ProjectItem } from './components/released-projects.js';
export { CooperationItem } from './components/cooperation-lists.js';
export { PagedList } from './components/list-states.js';
