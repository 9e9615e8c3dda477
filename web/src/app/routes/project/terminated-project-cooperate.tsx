/** /work/project-center/terminated-project-cooperate, 已终止合作: the party's cooperations terminated (by agreement or a dispute's decision). */
export { TerminatedCooperations as Component } from '../../../features/project-center/components/cooperation-lists.js';
