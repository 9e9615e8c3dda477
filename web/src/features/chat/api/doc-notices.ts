/**
 * The messenger's notices of changed cooperation documents (spec §7 `projectDoc-refresh-list`,
 * `clear-projectDoc-refresh`; docs/cooperation.md "What people are told"): a project group's chat shows the
 * project's unread ones. Silent like every chat call (spec §8).
 */
import useSWR from 'swr';
import { documentRoute } from '../../../../../shared/routes/documents.js';
import type { DocumentRefresh } from '../../../../../shared/schemas/documents.js';
import { callRoute } from '../../../api/route-call.js';

const SILENT = { silent: true } as const;
const listRoute = documentRoute('project.docRefreshList');

export const DOC_NOTICES_KEY = 'chat:doc-notices';
type Key = readonly [typeof DOC_NOTICES_KEY, string];

/** One project's unread document notices, newest first. */
export const useDocNotices = (projectId: string | undefined) =>
  useSWR<DocumentRefresh[], Error, Key | null>(projectId ? [DOC_NOTICES_KEY, projectId] : null, ([, id]) => callRoute(listRoute, { projectId: id }, SILENT), { revalidateOnFocus: true });

/** Marks one project's notices read. */
export const clearDocNotices = (projectId: string): Promise<null> => callRoute(documentRoute('project.docRefreshClear'), { projectId }, SILENT);
