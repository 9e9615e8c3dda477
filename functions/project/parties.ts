/**
 * The sides of a project (docs/projects.md "Who may act"). A caller acts for the party its session names: the person
 * (PERSONAGE) or the team or company it is logged in as. Within a team or company, its administrator and the staff it
 * names project leaders run its projects; other active staff see them read-only; everyone else is a stranger.
 */
import type { ProjectParty } from '../../shared/schemas/project.js';
import { getMember, orgsByIds, publicPeople } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { keyOfParty, type PartyRef } from './model.js';

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

/** Names and pictures of parties, by their keys (people by BatchGet, organisations likewise). */
export const partyProfiles = async (parties: readonly PartyRef[]): Promise<Map<string, ProjectParty>> => {
  const people = parties.filter((p) => p.type === 'PERSONAGE').map((p) => p.id);
  const orgs = parties.filter((p) => p.type !== 'PERSONAGE').map((p) => p.id);
  const [personMap, orgMap] = await Promise.all([people.length ? publicPeople(people) : new Map(), orgs.length ? orgsByIds(orgs) : new Map()]);
  const out = new Map<string, ProjectParty>();
  for (const party of parties) {
    const found = party.type === 'PERSONAGE' ? personMap.get(party.id) : orgMap.get(party.id);
    const name = party.type === 'PERSONAGE' ? (found?.nickname as string | undefined) : (found?.name as string | undefined);
    out.set(keyOfParty(party), { type: party.type, id: party.id, name: name ?? '', ...(found?.headPortrait ? { headPortrait: found.headPortrait as string } : {}) });
  }
  return out;
};

/** The people to tell about a party's event: the person, or the organisation's administrator and project leaders. */
export { keyOfParty };
