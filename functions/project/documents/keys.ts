/**
 * Keys of a cooperation's documents (docs/data-model.md "Cooperation documents"). A document task itself is the
 * cooperation's item `PROJECT#<projectId>` / `TASK#<nn>#<taskId>` (its key is the core's: ../cooperation/model.ts);
 * what is large or many lives apart, so the directory's Query stays small:
 *
 * | pk | sk | item |
 * | --- | --- | --- |
 * | `DOC#<taskId>` | `META` | where the task is: its project and phase (a call names only the task) |
 * | `DOC#<taskId>` | `BODY` | the newest HTML, its version, who saved it |
 * | `DOC#<taskId>` | `V#<00001>` | a saved version (the last DOCUMENT_LIMITS.versionsKept are kept) |
 * | `PROJECT#<projectId>` | `DIR#<nn>` | how many nodes the phase's directory holds (kept under its limit) |
 * | `PROJECT#<projectId>` | `DOCMSG#<nn>#<time>#<id>` | a change of a phase's documents (cooperate_message) |
 * | `USER#<userId>` | `DOCNOTE#<projectId>#<taskId>` | a person's unread notice of a changed document (projectDoc-refresh-list) |
 */
import { userPartition } from '../../lib/store/partitions.js';
import { projectKey, timeKey } from '../keys.js';

const two = (phase: number): string => String(phase).padStart(2, '0');

export const documentPk = (taskId: string): string => `DOC#${taskId}`;
export const documentMetaKey = (taskId: string) => ({ pk: documentPk(taskId), sk: 'META' });
export const bodyKey = (taskId: string) => ({ pk: documentPk(taskId), sk: 'BODY' });
export const versionKey = (taskId: string, version: number) => ({ pk: documentPk(taskId), sk: `${VERSION_PREFIX}${String(version).padStart(5, '0')}` });
export const VERSION_PREFIX = 'V#';

export const directoryCountKey = (projectId: string, phase: number) => ({ pk: projectKey(projectId).pk, sk: `DIR#${two(phase)}` });

export const messagePrefix = (phase: number): string => `DOCMSG#${two(phase)}#`;
export const messageKey = (projectId: string, phase: number, time: number, id: string) => ({ pk: projectKey(projectId).pk, sk: `${messagePrefix(phase)}${timeKey(time)}#${id}` });

export const REFRESH_PREFIX = 'DOCNOTE#';
export const refreshKey = (userId: string, projectId: string, taskId: string) => ({ pk: userPartition(userId), sk: `${REFRESH_PREFIX}${projectId}#${taskId}` });
