/**
 * Realtime for the project pages (docs/conventions.md "Realtime"): the server pushes NEED_RADIO with
 * `{ kind: 'project', event, projectId?, id? }` to the people of every party an event concerns; while a page that
 * uses this hook is open, every project-center read (lists, details, the backlog) and the center counts are read
 * again, so badges and lists follow without a reload.
 */
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { readProjectPush } from '../../../lib/project-push.js';
import { onRadio } from '../../../lib/radio-events.js';
import { CENTER_COUNT_KEY } from '../../content/public.js';
import { isProjectCenterKey } from '../api/keys.js';

/**
 * Whether a NEED_RADIO frame's content is about projects (other kinds of NEED_RADIO are left to their pages). A
 * document's change (`event: 'document'`, sent on every autosave) is its editor's and directory's business: the
 * center's lists and counts do not change with it.
 */
export const isProjectPush = (content: string | undefined): boolean => {
  const push = readProjectPush(content);
  return push !== undefined && push.event !== 'document';
};

export const useProjectRadio = (): void => {
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      onRadio('NEED_RADIO', (frame) => {
        if (!isProjectPush(frame.content)) return;
        void mutate(isProjectCenterKey);
        void mutate(CENTER_COUNT_KEY);
      }),
    [mutate],
  );
};
