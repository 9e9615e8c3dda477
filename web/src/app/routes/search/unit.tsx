/** /work/search/unit (spec §2.4): 搜索资源 › 单位, companies and teams found by capability, region and size; `…/resume` a public resume. */
export { UnitSearchPage as Component } from '../../../features/talent-search/components/discovery-pages.js';
