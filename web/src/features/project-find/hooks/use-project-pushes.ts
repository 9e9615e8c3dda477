/**
 * The project pushes of the global socket (NEED_RADIO with `{ kind: 'project', event, projectId?, id? }` as its
 * content, docs/conventions.md "Realtime"): lists and details read again when something of theirs happened, without
 * a reload.
 */
import { useEffect, useRef } from 'react';
import type { RadioFrame } from '../../../../../shared/realtime.js';
import { readProjectPush } from '../../../lib/project-push.js';
import { onRadio } from '../../../lib/radio-events.js';

export interface ProjectPush {
  event: 'project' | 'request' | 'negotiation' | 'backlog';
  projectId?: string;
  id?: string;
}

const EVENTS: readonly string[] = ['project', 'request', 'negotiation', 'backlog'];

/** The project push a frame carries, if it carries one of the events above. */
export const projectPushOf = (frame: Pick<RadioFrame, 'content'>): ProjectPush | undefined => {
  const push = readProjectPush(frame.content);
  if (!push || !EVENTS.includes(push.event)) return undefined;
  return {
    event: push.event as ProjectPush['event'],
    ...(push.projectId !== undefined ? { projectId: push.projectId } : {}),
    ...(push.id !== undefined ? { id: push.id } : {}),
  };
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
