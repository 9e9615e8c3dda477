/** What other features may use of matching (docs/search.md "Matching"): the 为你推荐 panel, and a demand's suggested parties. */
export { SuggestedProjectsPanel } from './components/suggested-projects.js';
export { SuggestedPartiesPanel } from './components/suggested-parties.js';
