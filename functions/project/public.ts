/**
 * The project domain's public module: what other domains may use of it — the search indexer's kind, and the backlog
 * (待办), where the order domain leaves its to-dos and notices (docs/orders.md "Notices"). The personal center counts a
 * party's lists from their published layout (shared/party-lists.ts), not through this module.
 */
export { projectSearch, SEARCHABLE_PROJECT_STATES, type ProjectDocument, type ProjectSearchItem } from './search.js';
export { tellBacklog, type BacklogInput } from './events.js';
export type { PartyRef } from './model.js';
export { projectForBookmark, type BookmarkedProject } from './bookmarks.js';
export { demandForMatching, engagedDemands, engagedParties, matchingParty, ownSides, trackRecords, type MatchedDemand, type TrackRecord } from './matching.js';
