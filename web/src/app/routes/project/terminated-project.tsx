/** /work/project-center/terminated-project, 已终止洽谈: negotiations either side ended. */
export { TerminatedNegotiations as Component } from '../../../features/project-center/components/negotiation-lists.js';
