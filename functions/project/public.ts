/** The project domain's public module: what other domains may use of it (the search indexer, the personal center's counts). */
export { projectSearch, SEARCHABLE_PROJECT_STATES, type ProjectDocument, type ProjectSearchItem } from './search.js';
export { projectCounts } from './backlog.js';
