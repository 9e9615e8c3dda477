/**
 * The sides of a project (docs/projects.md "Who may act"). A caller acts for the party its session names: the person
 * (PERSONAGE) or the team or company it is logged in as. Within a team or company, its administrator and the staff it
 * names project leaders run its projects; other active staff see them read-only; everyone else is a stranger.
 */
import type { ProjectParty } from '../../shared/schemas/project.js';
import { strangerName } from '../../shared/masking.js';
import { getMember, orgsByIds, publicPeople } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { keyOfParty, type PartyRef, type RequestItem } from './model.js';

/** The party a session acts for. */
export const partyOf = (claims: TokenClaims): PartyRef =>
  claims.accountType === 'PERSONAGE' ? { type: 'PERSONAGE', id: claims.userId } : { type: claims.accountType, id: claims.orgId ?? '' };

export type Standing = 'lead' | 'staff' | 'none';

/** How the caller stands to a party: may act for it, may only look, or neither. */
export const standingIn = async (claims: TokenClaims | undefined, party: PartyRef): Promise<Standing> => {
  if (!claims) return 'none';
  const own = partyOf(claims);
  if (own.type !== party.type || own.id !== party.id || !own.id) return 'none';
  if (own.type === 'PERSONAGE') return 'lead';
  const member = await getMember(own.id, claims.userId);
  if (member?.status !== 'ACTIVE') return 'none';
  return member.role === 'ADMIN' || member.projectLeader === true ? 'lead' : 'staff';
};

/** The caller's own party, when they may act for it (a company's staff who are not leaders may not). */
export const actingParty = async (claims: TokenClaims): Promise<PartyRef> => {
  const party = partyOf(claims);
  const standing = await standingIn(claims, party);
  if (standing === 'none') throw fail('FORBIDDEN');
  if (standing === 'staff') throw fail('NOT_PROJECT_LEADER');
  return party;
};

/** The caller's party for reading its lists (staff included). */
export const viewingParty = async (claims: TokenClaims): Promise<PartyRef> => {
  const party = partyOf(claims);
  if ((await standingIn(claims, party)) === 'none') throw fail('FORBIDDEN');
  return party;
};

/**
 * Names and pictures of parties, by their keys (people by BatchGet, organisations likewise). A person whose key is in
 * `unnamed` is named as to any stranger (林女士, shared/masking strangerName): someone party A found by number or
 * phone, or invited and not yet answered, is named alike in the invite search and in party A's invitations
 * (docs/SECURITY.md); `unnamedInvitees` says who that is on a list of requests.
 */
export const partyProfiles = async (parties: readonly PartyRef[], unnamed: ReadonlySet<string> = new Set()): Promise<Map<string, ProjectParty>> => {
  const people = parties.filter((p) => p.type === 'PERSONAGE').map((p) => p.id);
  const orgs = parties.filter((p) => p.type !== 'PERSONAGE').map((p) => p.id);
  const [personMap, orgMap] = await Promise.all([people.length ? publicPeople(people) : new Map(), orgs.length ? orgsByIds(orgs) : new Map()]);
  const out = new Map<string, ProjectParty>();
  for (const party of parties) {
    const found = party.type === 'PERSONAGE' ? personMap.get(party.id) : orgMap.get(party.id);
    const nickname = found?.nickname as string | undefined;
    const name =
      party.type !== 'PERSONAGE' ? (found?.name as string | undefined) : nickname !== undefined && unnamed.has(keyOfParty(party)) ? strangerName(nickname, found?.sex as '男' | '女' | undefined) : nickname;
    out.set(keyOfParty(party), { type: party.type, id: party.id, name: name ?? '', ...(found?.headPortrait ? { headPortrait: found.headPortrait as string } : {}) });
  }
  return out;
};

type Invited = Pick<RequestItem, 'kind' | 'state' | 'partyB' | 'partyAKey' | 'partyBKey'>;

/** The invitees a viewer sees unnamed: people invited by the viewer's side (party A) who have accepted none of them. */
export const unnamedInvitees = (requests: readonly Invited[], viewerIsPartyA: (request: Invited) => boolean): Set<string> => {
  const invited = requests.filter((r) => r.kind === 'INVITE' && r.partyB.type === 'PERSONAGE' && viewerIsPartyA(r));
  const accepted = new Set(invited.filter((r) => r.state === 'ACCEPTED').map((r) => r.partyBKey));
  return new Set(invited.map((r) => r.partyBKey).filter((key) => !accepted.has(key)));
};

/** The people to tell about a party's event: the person, or the organisation's administrator and project leaders. */
export { keyOfParty };
