/** The project domain's public module: what other domains (the search indexer) may use of it. */
export { projectSearch, SEARCHABLE_PROJECT_STATES, type ProjectDocument, type ProjectSearchItem } from './search.js';
