/**
 * Project pushes (docs/conventions.md "Realtime": NEED_RADIO with content `{ kind: 'project', … }`) refresh the
 * lists of this feature in view: a draft saved in another tab, a project released, withdrawn or closed.
 */
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { onRadio } from '../../../lib/radio-events.js';
import { isMyProjectsKey } from '../api/my-projects.js';

const isProjectPush = (content: string | undefined): boolean => {
  try {
    const value: unknown = JSON.parse(content ?? 'null');
    return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'project';
  } catch {
    return false;
  }
};

export const useProjectPushes = (): void => {
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      onRadio('NEED_RADIO', (frame) => {
        if (isProjectPush(frame.content)) void mutate(isMyProjectsKey);
      }),
    [mutate],
  );
};
