/**
 * The editor's small rules: how long typing rests before a save, which failures are the server's refusals, and
 * which pushes are about a document.
 */
import { isHttpError, type HttpError } from '../../../api/http-error.js';
import { readProjectPush } from '../../../lib/project-push.js';
import type { DocumentRef } from '../api/documents.js';

/** Typing rests this long before the text is saved (each save renews the lease). */
export const AUTOSAVE_MS = 3_000;

export const refusal = (failure: unknown): HttpError | undefined => (isHttpError(failure) && failure.kind === 'business' ? failure : undefined);

/**
 * Whether a NEED_RADIO's content is about this document: its own push (`{ kind: 'project', event: 'document', id }`),
 * or a move of its cooperation (`event: 'project'`, its projectId), which may open or close it for writing (a phase
 * sent back reopens its documents, a delivery closes them).
 */
export const aboutDocument = (content: string | undefined, ref: DocumentRef): { ask?: string } | undefined => {
  const push = readProjectPush(content);
  if (push?.event === 'project' && push.projectId === ref.projectId) return {};
  return push?.event === 'document' && push.id === ref.taskId ? { ...(push.ask ? { ask: push.ask } : {}) } : undefined;
};
