/** /work/search/searchProject (spec §2.4): 搜索资源 › 项目, the keyword search (debounced 500 ms, spec §9) and the finder. */
export { SearchProjectPage as Component } from '../../../features/project-find/components/find-pages.js';
