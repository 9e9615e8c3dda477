/** The project domain's keys (docs/data-model.md "Projects"). */
import { SEARCH_KINDS } from '../../shared/search.js';

/** A project's item: `PROJECT#<id>` / `PROJECT`, the item the search kind reads. */
export const projectKey = (projectId: string): { pk: string; sk: string } => ({ pk: `${SEARCH_KINDS.project.pkPrefix}${projectId}`, sk: SEARCH_KINDS.project.sk });
