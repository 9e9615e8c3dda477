/**
 * The project center's badges from the personal center count (`content.centerCount`, read through the content
 * feature's useCenterCount): the same SWR key as the header's notice badge, a count key, so the global socket and the
 * project pushes refresh it.
 */
import type { CenterCount } from '../../../../../shared/schemas/content.js';
import { paths } from '../../../config/paths.js';

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
