/** /work/find-project (spec §2.4): 找项目 in the workbench, the followed categories as its default filter. */
export { WorkFindPage as Component } from '../../../features/project-find/components/find-pages.js';
