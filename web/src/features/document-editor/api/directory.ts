/**
 * The directory calls of the cooperation page's 文档 tab (shared/routes/documents.ts): a phase's directory (read
 * again on a document push and polled, so locks and states follow), the people party B's leader may assign, and the
 * leader's changes (a new node, a new writer, a stop, who else reads or writes a document). A directory the caller may not see (party A before the phase
 * was delivered) is a 404 the tab shows as its empty state: no toast.
 */
import useSWR from 'swr';
import { documentRoute } from '../../../../../shared/routes/documents.js';
import type { AssignablePerson, DirectoryView, DocumentNode, TakeOverStatus } from '../../../../../shared/schemas/documents.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const directoryRoute = documentRoute('project.docDirectories');
const membersRoute = documentRoute('project.docMembers');

type DirectoryKey = readonly [path: string, projectId: string, phase: number];
type MembersKey = readonly [path: string, projectId: string];

export const directoryKey = (projectId: string, phase: number): DirectoryKey => [directoryRoute.path, projectId, phase];

/** Whether an SWR key is one of a cooperation's directory reads. */
export const isDirectoryKey = (projectId: string) => (key: unknown): boolean => Array.isArray(key) && key[0] === directoryRoute.path && key[1] === projectId;

export const useDirectory = (projectId: string, phase: number) =>
  useSWR<DirectoryView, HttpError, DirectoryKey>(directoryKey(projectId, phase), ([, id, index]) => callRoute(directoryRoute, { projectId: id, phase: index }, { handledCodes: [404] }), {
    refreshInterval: 15_000,
    revalidateOnFocus: true,
    dedupingInterval: 0,
    shouldRetryOnError: false,
  });

/** The people party B's leader may name writer (only asked for by the leader). */
export const useAssignable = (projectId: string, enabled: boolean) =>
  useSWR<AssignablePerson[], HttpError, MembersKey | null>(enabled ? [membersRoute.path, projectId] : null, ([, id]) => callRoute(membersRoute, { projectId: id }), {
    revalidateOnFocus: false,
  });

/** Form refusals (400 with issues) and business codes are shown in the dialog. */
const inForm = { handledCodes: [400, 102082, 102080, 102065, 102061, 102060, 100002] };

export const addNode = (projectId: string, phase: number, fields: { title: string; parentId?: string; assignee?: string }): Promise<DocumentNode> =>
  callRoute(documentRoute('project.docCooperate'), { projectId, phase, ...fields }, inForm);

export const assignNode = (projectId: string, phase: number, taskId: string, assignee: string): Promise<DocumentNode> =>
  callRoute(documentRoute('project.docCooperate'), { projectId, phase, taskId, assignee }, inForm);

export const stopTask = (projectId: string, taskId: string): Promise<DocumentNode> => callRoute(documentRoute('project.docStop'), { projectId, taskId });

/** Who besides the assignee (and the leaders) may read or write a document: the lists replace the task's own. */
export const setPermission = (projectId: string, taskId: string, readers: string[], writers: string[]): Promise<DocumentNode> =>
  callRoute(documentRoute('project.docPermission'), { projectId, taskId, readers, writers }, inForm);

/** 接管: the task of a writer who left or went quiet goes to `to` (left out: the leader); refusals are shown in the dialog. */
export const takeOverTask = (projectId: string, taskId: string, to?: string): Promise<TakeOverStatus> =>
  callRoute(documentRoute('project.docTakeOver'), { projectId, taskId, ...(to ? { to } : {}) }, { handledCodes: [400, 102001, 102065, 102084, 100002] });
