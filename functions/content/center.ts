/**
 * The personal center count (spec §3 "Count object", §7.1 personage-center-count). Each figure is counted by the
 * domain that owns it; today that is the notices. Projects, backlog and attention join as their domains arrive
 * (docs/architecture.md "What comes next"): until then nobody has any, and the count says 0.
 */
import type { CenterCount } from '../../shared/schemas/content.js';
import { unreadNoticeCount } from './notices.js';

export const centerCount = async (userId: string): Promise<CenterCount> => ({
  backlog: 0,
  myAttention: 0,
  notice: await unreadNoticeCount(userId),
  releaseProject: 0,
  negotiateProject: 0,
  negotiateTerminatedProject: 0,
  onGoingPhaseProject: 0,
  cooperateTerminatedProject: 0,
  completeProject: 0,
  receiveInvite: 0,
  receiveApply: 0,
});
