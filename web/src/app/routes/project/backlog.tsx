/** /work/backlog, 待办事项 (spec §7.1): what waits for the viewer's party, newest first, each with its link. */
export { BacklogPage as Component } from '../../../features/project-center/components/backlog-page.js';
