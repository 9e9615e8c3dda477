/** /work/project-center/negotiate-project, 洽谈中的项目 (and 已达成): the party's negotiations as party A or B. */
export { NegotiatingProjects as Component } from '../../../features/project-center/components/negotiation-lists.js';
