/**
 * The project center's badges from the personal center count (`content.centerCount`): the same SWR key as the
 * header's notice badge, a count key, so the global socket and the project pushes refresh it.
 */
import useSWR from 'swr';
import type { CenterCount } from '../../../../../shared/schemas/content.js';
import { paths } from '../../../config/paths.js';
import { CENTER_COUNT_KEY, fetchCenterCount } from '../../content/public.js';

export const useCenterCount = () => useSWR<CenterCount>(CENTER_COUNT_KEY, () => fetchCenterCount({ silent: true }));

/** Which figure of the count each project-center tab shows. */
export const TAB_COUNTS: Readonly<Record<string, keyof CenterCount>> = {
  [paths.releasedProject]: 'releaseProject',
  [paths.negotiateProject]: 'negotiateProject',
  [paths.ongoingProject]: 'onGoingPhaseProject',
  [paths.receiveInvite]: 'receiveInvite',
  [paths.receiveApply]: 'receiveApply',
  [paths.completedProject]: 'completeProject',
  [paths.terminatedProject]: 'negotiateTerminatedProject',
  [paths.terminatedProjectCooperate]: 'cooperateTerminatedProject',
};
