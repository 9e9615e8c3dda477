/** /work/project-center/completed-project, 已完成的项目: the party's cooperations whose last phase was accepted. */
export { CompletedCooperations as Component } from '../../../features/project-center/components/cooperation-lists.js';
