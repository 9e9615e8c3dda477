/**
 * The project pushes of the global socket (NEED_RADIO with `{ kind: 'project', event, projectId?, id? }` as its
 * content, docs/conventions.md "Realtime"): lists and details read again when something of theirs happened, without
 * a reload.
 */
import { useEffect, useRef } from 'react';
import type { RadioFrame } from '../../../../../shared/realtime.js';
import { onRadio } from '../../../lib/radio-events.js';

export interface ProjectPush {
  event: 'project' | 'request' | 'negotiation' | 'backlog';
  projectId?: string;
  id?: string;
}

const EVENTS: readonly string[] = ['project', 'request', 'negotiation', 'backlog'];

/** The project push a frame carries, if it carries one. */
export const projectPushOf = (frame: Pick<RadioFrame, 'content'>): ProjectPush | undefined => {
  if (!frame.content) return undefined;
  try {
    const content = JSON.parse(frame.content) as Record<string, unknown>;
    if (content?.kind !== 'project' || typeof content.event !== 'string' || !EVENTS.includes(content.event)) return undefined;
    return {
      event: content.event as ProjectPush['event'],
      ...(typeof content.projectId === 'string' ? { projectId: content.projectId } : {}),
      ...(typeof content.id === 'string' ? { id: content.id } : {}),
    };
  } catch {
    return undefined;
  }
};

/** Calls `listener` with every project push while mounted. */
export const useProjectPushes = (listener: (push: ProjectPush) => void): void => {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(
    () =>
      onRadio('NEED_RADIO', (frame) => {
        const push = projectPushOf(frame);
        if (push) latest.current(push);
      }),
    [],
  );
};
