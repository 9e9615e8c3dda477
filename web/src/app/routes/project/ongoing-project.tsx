/** /work/project-center/ongoing-project, 进行中的项目: the party's cooperations running, as party A or party B. */
export { OngoingCooperations as Component } from '../../../features/project-center/components/cooperation-lists.js';
