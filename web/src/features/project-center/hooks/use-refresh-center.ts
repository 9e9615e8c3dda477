/** Reads every project-center list, detail and the center counts again (after an action of the viewer's own). */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { CENTER_COUNT_KEY } from '../../content/public.js';
import { isProjectCenterKey } from '../api/keys.js';

export const useRefreshCenter = () => {
  const { mutate } = useSWRConfig();
  return useCallback(() => Promise.all([mutate(isProjectCenterKey), mutate(CENTER_COUNT_KEY)]), [mutate]);
};
