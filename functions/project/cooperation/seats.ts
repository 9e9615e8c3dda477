/**
 * Where a caller sits in a cooperation (docs/cooperation.md "Who is who"): party A or party B acting (the person, or
 * the organisation's administrator and project leaders), that side's other staff reading, or nobody — for whom the
 * cooperation does not exist (404). Party B's members who write documents are staff of party B here; their tasks give
 * them more (functions/project/documents).
 */
import type { ProjectActor } from '../../../shared/process/project.js';
import type { CooperationSide } from '../../../shared/schemas/cooperation.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { fail } from '../../lib/errors.js';
import { standingIn } from '../parties.js';
import type { CooperationItem } from './model.js';
import { getCooperation } from './store.js';

export interface Seat {
  coop: CooperationItem;
  side: CooperationSide;
  /** The process roles the caller holds: partyA or partyB when acting, none when only reading. */
  roles: ProjectActor[];
}

/** The caller's seat in a cooperation it has one in; never tells a stranger the cooperation exists. */
export const seatIn = async (claims: TokenClaims, coop: CooperationItem): Promise<Seat> => {
  const [a, b] = await Promise.all([standingIn(claims, coop.partyA), standingIn(claims, coop.partyB)]);
  if (a === 'lead') return { coop, side: 'partyA', roles: ['partyA'] };
  if (b === 'lead') return { coop, side: 'partyB', roles: ['partyB'] };
  if (a === 'staff') return { coop, side: 'partyAStaff', roles: [] };
  if (b === 'staff') return { coop, side: 'partyBStaff', roles: [] };
  throw fail('COOPERATION_NOT_FOUND');
};

/** The cooperation of a project and the caller's seat in it (404 for no cooperation or no seat). */
export const loadSeat = async (claims: TokenClaims, projectId: string): Promise<Seat> => {
  const coop = await getCooperation(projectId);
  if (!coop) throw fail('COOPERATION_NOT_FOUND');
  return seatIn(claims, coop);
};
