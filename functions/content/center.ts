/**
 * The personal center count (spec §3 "Count object", §7.1 personage-center-count): the notices here, and the backlog
 * and the projects of Projects I and II for the party the session acts for (cooperation included), counted in the
 * party's lists as the project domain publishes them (shared/party-lists.ts: content sits below project and does not
 * import it), terminated cooperations among them; `myAttention` is how many people and units the person follows (the head the mall
 * keeps exact: shared/mall.ts collectHeadKey).
 */
import type { CenterCount } from '../../shared/schemas/content.js';
import { managesMall } from '../../shared/mall.js';
import { partyKeyOf, PROJECT_CENTER_FIGURES, type ProjectCenterFigure } from '../../shared/party-lists.js';
import { getMember, getOrg } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { unreadNoticeCount } from './notices.js';
import { countPartyList } from '../lib/store/party-lists.js';
import { followCount, mallStaffSince } from './store.js';

const FIGURES = Object.entries(PROJECT_CENTER_FIGURES) as [ProjectCenterFigure, (typeof PROJECT_CENTER_FIGURES)[ProjectCenterFigure]][];

/**
 * The party whose lists the session may read (docs/projects.md "Who may act": staff included), as the project
 * domain's viewingParty decides: the person for PERSONAGE, else the session's organisation while the caller is an
 * active member of it.
 */
const viewingParty = async (claims: TokenClaims): Promise<{ party: string; managesOrders: boolean } | undefined> => {
  if (claims.accountType === 'PERSONAGE') return { party: partyKeyOf('PERSONAGE', claims.userId), managesOrders: true };
  if (!claims.orgId) return undefined;
  const [member, org, staffSince] = await Promise.all([getMember(claims.orgId, claims.userId), getOrg(claims.orgId), mallStaffSince(claims.orgId, claims.userId)]);
  if (member?.status !== 'ACTIVE') return undefined;
  // The organisation's order entries count for those who manage its orders now (docs/orders.md "Counts and notices").
  return { party: partyKeyOf(claims.accountType, claims.orgId), managesOrders: managesMall(member, org?.certigierId === claims.userId ? org.certigierSince : undefined, staffSince) };
};

/** The project figures for the party the session acts for (0 for those it may not see). */
const projectFigures = async (claims: TokenClaims): Promise<Record<ProjectCenterFigure, number>> => {
  const seen = await viewingParty(claims).catch(() => undefined);
  const viewer = { userId: claims.userId, managesOrders: seen?.managesOrders ?? false };
  const counts = await Promise.all(
    FIGURES.map(async ([figure, lists]) => [figure, seen ? (await Promise.all(lists.map((list) => countPartyList(seen.party, list, viewer)))).reduce((a, b) => a + b, 0) : 0] as const),
  );
  return Object.fromEntries(counts) as Record<ProjectCenterFigure, number>;
};

export const centerCount = async (claims: TokenClaims): Promise<CenterCount> => {
  const [notice, projects, myAttention] = await Promise.all([unreadNoticeCount(claims.userId), projectFigures(claims), followCount(claims.userId)]);
  return {
    ...projects,
    myAttention,
    notice,
  };
};
