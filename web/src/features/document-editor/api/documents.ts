/**
 * The document calls of the editor page (shared/routes/documents.ts): the document and its status (polled, and read
 * again on a document push), the edit lock, saves, submission and discussion. The refusals the page shows in its own
 * way (the lock bar, the conflict view) are handled codes: no toast or modal for them.
 */
import useSWR from 'swr';
import { CORE_ERRORS } from '../../../../../shared/errors/core.js';
import { PROJECT_ERRORS } from '../../../../../shared/errors/project.js';
import { documentRoute } from '../../../../../shared/routes/documents.js';
import type { DocumentStatus, DocumentView } from '../../../../../shared/schemas/documents.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const queryRoute = documentRoute('project.docQuery');
const statusRoute = documentRoute('project.docStatus');

/** What the page says in its own words (lock bar, conflict view, read-only notices). */
export const EDIT_REFUSALS: readonly number[] = [
  CORE_ERRORS.STALE_DATA.code,
  PROJECT_ERRORS.DOCUMENT_LOCKED.code,
  PROJECT_ERRORS.DOCUMENT_LEASE_LOST.code,
  PROJECT_ERRORS.PHASE_NOT_COMPILING.code,
  PROJECT_ERRORS.DOCUMENT_TASK_STOPPED.code,
  PROJECT_ERRORS.DOCUMENT_SUBMITTED.code,
  PROJECT_ERRORS.DOCUMENT_NOT_LOCKED.code,
];

export type DocumentRef = { projectId: string; taskId: string };
type Key = readonly [path: string, projectId: string, taskId: string];

export const documentKey = (d: DocumentRef): Key => [queryRoute.path, d.projectId, d.taskId];
export const statusKey = (d: DocumentRef): Key => [statusRoute.path, d.projectId, d.taskId];

export const useDocument = (d: DocumentRef | undefined) =>
  useSWR<DocumentView, HttpError, Key | null>(d ? documentKey(d) : null, ([, projectId, taskId]) => callRoute(queryRoute, { projectId, taskId }, { handledCodes: [404] }), {
    revalidateOnFocus: false,
    dedupingInterval: 0,
  });

/** The lock and the asks, polled every few seconds (a push reads them at once). */
export const useDocumentStatus = (d: DocumentRef | undefined) =>
  useSWR<DocumentStatus, HttpError, Key | null>(d ? statusKey(d) : null, ([, projectId, taskId]) => callRoute(statusRoute, { projectId, taskId }, { silent: true }), {
    refreshInterval: 5_000,
    revalidateOnFocus: true,
    dedupingInterval: 0,
  });

const quiet = { handledCodes: EDIT_REFUSALS };

export const requestEdit = (d: DocumentRef) => callRoute(documentRoute('project.docRequestEdit'), d, quiet);
export const saveDocument = (d: DocumentRef, baseVersion: number, html: string) => callRoute(documentRoute('project.docSave'), { ...d, baseVersion, html }, quiet);
export const exitEdit = (d: DocumentRef, submit = false) => callRoute(documentRoute('project.docExitEdit'), { ...d, submit }, quiet);
export const startCommunicate = (d: DocumentRef) => callRoute(documentRoute('project.docStartCommunicate'), d, quiet);
export const cancelCommunicate = (d: DocumentRef, userId?: string) => callRoute(documentRoute('project.docCancelCommunicate'), { ...d, ...(userId ? { userId } : {}) }, quiet);
export const cancelEdit = (d: DocumentRef, handoverTo?: string) => callRoute(documentRoute('project.docCancelEdit'), { ...d, ...(handoverTo ? { handoverTo } : {}) }, quiet);
