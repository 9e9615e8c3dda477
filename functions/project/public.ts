/**
 * The project domain's public module: what other domains may use of it (the search indexer). The personal center
 * counts a party's lists from their published layout (shared/party-lists.ts), not through this module.
 */
export { projectSearch, SEARCHABLE_PROJECT_STATES, type ProjectDocument, type ProjectSearchItem } from './search.js';
