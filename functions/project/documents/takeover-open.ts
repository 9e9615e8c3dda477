/**
 * Opening a task taken over (接管, docs/cooperation.md "Take-over"), apart from ./takeover.ts: the timer sweep runs the
 * take-over's writes, and has no use for the editor's lock and rich text this needs.
 */
import type { DocumentView } from '../../../shared/schemas/documents.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { fail } from '../../lib/errors.js';
import { openDocument } from './access.js';
import { requestEdit } from './editing.js';
import { documentOf } from './reading.js';

/**
 * `open_take_over_doc_task` (the new writer): opens the task taken over for them — takes or renews its edit lock while
 * the phase is being written (refused as `request_edit` is while another holds it) — and answers the document with
 * its draft. Refused with DOCUMENT_NOT_TAKEN_OVER for a task not taken over, or taken over for someone else.
 */
export const openTakeOver = async (claims: TokenClaims, input: { projectId: string; taskId: string }): Promise<DocumentView> => {
  const { desk, task, phase } = await openDocument(claims, input.projectId, input.taskId, 'see');
  if (!desk.partyB) throw fail('DOCUMENT_NOT_FOUND');
  if (!task.takeOver) throw fail('DOCUMENT_NOT_TAKEN_OVER', '该文档任务没有被接管');
  if (task.takeOver.to !== desk.userId || task.assignee !== desk.userId) throw fail('DOCUMENT_NOT_TAKEN_OVER');
  if (desk.coop.state === 'COOPERATING' && phase.state === 'COMPILING' && (task.state === 'ASSIGNED' || task.state === 'WRITING')) await requestEdit(claims, input);
  return documentOf(claims, input);
};
