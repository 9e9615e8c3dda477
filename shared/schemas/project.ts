/**
 * Projects I (docs/projects.md, docs/api): the calls of spec §7.3 from a posted demand to an agreed cooperation —
 * categories, demands, search, invitations and applications, negotiations, the project center, the backlog. Amounts
 * are integer fen; times epoch milliseconds. The states and actions come from the processes of
 * shared/process/project.ts.
 *
 * The schemas live by part: project-common.ts (parties, visible names, phases), project-categories.ts,
 * project-demand.ts (a demand's fields, cards and detail), project-search.ts (search and lists of projects),
 * project-requests.ts (invitations and applications), project-negotiations.ts (terms, fee, termination) and
 * project-backlog.ts. This module gathers them, so `shared/schemas/project.js` answers as before.
 */
export { VISIBLE_NAME, nameKey, phaseInput, type ProjectParty, type ProjectPhase } from './project-common.js';
export * from './project-categories.js';
export * from './project-demand.js';
export * from './project-search.js';
export * from './project-requests.js';
export * from './project-negotiations.js';
export * from './project-backlog.js';
