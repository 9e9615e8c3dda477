/**
 * The personal center count (spec §3 "Count object", §7.1 personage-center-count). Each figure is counted by the
 * domain that owns it: the notices here, the backlog and the projects of Projects I by the project domain (for the
 * party the session acts for, cooperation included); attention and terminated cooperations join with their issues
 * and count 0 until then.
 */
import type { CenterCount } from '../../shared/schemas/content.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { projectCounts } from '../project/public.js';
import { unreadNoticeCount } from './notices.js';

export const centerCount = async (claims: TokenClaims): Promise<CenterCount> => {
  const [notice, projects] = await Promise.all([unreadNoticeCount(claims.userId), projectCounts(claims)]);
  return {
    ...projects,
    myAttention: 0,
    notice,
    // Ending a cooperation is Projects III: until then none is terminated.
    cooperateTerminatedProject: 0,
  };
};
