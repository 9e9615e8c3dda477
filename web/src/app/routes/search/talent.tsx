/** /work/search/talent (spec §2.4): 搜索资源 › 人才, people and teams found by skills, region and record; `…/resume` a public resume. */
export { TalentSearchPage as Component } from '../../../features/talent-search/components/discovery-pages.js';
