/**
 * The one reader of project pushes (docs/conventions.md "Realtime"): the server's NEED_RADIO frames about projects
 * carry `{ kind: 'project', event, projectId?, id?, ask? }` as their content. Pages decide which events they follow;
 * this only says what a frame's content holds (nothing for other kinds, or for content that is not such JSON).
 */
export interface ProjectPushContent {
  event: string;
  projectId?: string;
  id?: string;
  /** A document push to its writer: who asks for the document. */
  ask?: string;
}

export const readProjectPush = (content: string | undefined): ProjectPushContent | undefined => {
  if (!content) return undefined;
  try {
    const value: unknown = JSON.parse(content);
    if (typeof value !== 'object' || value === null) return undefined;
    const { kind, event, projectId, id, ask } = value as Record<string, unknown>;
    if (kind !== 'project' || typeof event !== 'string') return undefined;
    return {
      event,
      ...(typeof projectId === 'string' ? { projectId } : {}),
      ...(typeof id === 'string' ? { id } : {}),
      ...(typeof ask === 'string' ? { ask } : {}),
    };
  } catch {
    return undefined;
  }
};

/** The service desk's push about a dispute (NEED_RADIO `{ kind: 'desk', event: 'dispute', projectId, id, state }`, desk staff only). */
export interface DeskPushContent {
  event: string;
  projectId?: string;
  id?: string;
  state?: string;
}

export const readDeskPush = (content: string | undefined): DeskPushContent | undefined => {
  if (!content) return undefined;
  try {
    const value: unknown = JSON.parse(content);
    if (typeof value !== 'object' || value === null) return undefined;
    const { kind, event, projectId, id, state } = value as Record<string, unknown>;
    if (kind !== 'desk' || typeof event !== 'string') return undefined;
    return {
      event,
      ...(typeof projectId === 'string' ? { projectId } : {}),
      ...(typeof id === 'string' ? { id } : {}),
      ...(typeof state === 'string' ? { state } : {}),
    };
  } catch {
    return undefined;
  }
};
