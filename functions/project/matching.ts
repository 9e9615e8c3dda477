/**
 * What matching (the search domain's suggestions, docs/search.md "Matching") reads of projects: the session's party,
 * a demand its publisher's side asks suggestions for, which demands a party is already engaged with (or which parties
 * a demand is), and parties' track records (on-time rate and credit, docs/cooperation.md "History, performance and
 * credit"). Reads only; every one a GetItem, a BatchGet, or one Query per party of a bounded list.
 */
import { CREDIT_RULE, creditLevelOf } from '../../shared/schemas/history.js';
import { membershipsOf } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { ratio } from './history/figures.js';
import { performanceOf } from './history/store.js';
import { keyOfParty, type PartyRef, type ProjectItem } from './model.js';
import { standingIn, viewingParty } from './parties.js';
import { isOpen } from './projects.js';
import { engagementsWith, getEngagements, getProject } from './store.js';

/** The session's own party (a person, or the team or company it acts for; staff too), or 403 when it may not read it. */
export const matchingParty = (claims: TokenClaims): Promise<PartyRef> => viewingParty(claims);

/** What suggestions for a demand read of it. */
export type MatchedDemand = Pick<ProjectItem, 'projectId' | 'name' | 'summary' | 'categoryName' | 'provinceCode' | 'cityCode' | 'applicantTypes' | 'publisherType' | 'publisherId'>;

/**
 * An open demand whose publisher's side the session is on (its person, or the team's or company's active members,
 * leaders and staff alike: reading suggestions changes nothing; inviting is the invite route's, with its own rules).
 * Anyone else, or a demand not open: 404, as the project's details answer a stranger.
 */
export const demandForMatching = async (claims: TokenClaims, projectId: string): Promise<MatchedDemand> => {
  const project = await getProject(projectId, false);
  if (!project || !isOpen(project)) throw fail('PROJECT_NOT_FOUND');
  if ((await standingIn(claims, { type: project.publisherType, id: project.publisherId })) === 'none') throw fail('PROJECT_NOT_FOUND');
  return project;
};

/**
 * The sides the caller's person shares people with (itself, and the teams and companies it is an active member of):
 * applying to their demands, or inviting them, is refused as one's own (102011), so nobody is suggested them. One Query.
 */
export const ownSides = async (userId: string): Promise<Set<string>> => {
  const memberships = await membershipsOf(userId);
  return new Set([keyOfParty({ type: 'PERSONAGE', id: userId }), ...memberships.filter((m) => m.status === 'ACTIVE').map((m) => keyOfParty({ type: m.orgType, id: m.orgId }))]);
};

/** Of these demands, those the party has ever been invited to or applied to (whatever came of it): one BatchGet. */
export const engagedDemands = async (projectIds: readonly string[], party: PartyRef): Promise<Set<string>> => {
  if (projectIds.length === 0) return new Set();
  const found = await engagementsWith([...new Set(projectIds)], keyOfParty(party));
  return new Set(found.map((e) => e.pk.slice('PROJECT#'.length)));
};

/** Of these parties, the keys of those engaged with the demand now (a request waits or a negotiation runs): one BatchGet. */
export const engagedParties = async (projectId: string, parties: readonly PartyRef[]): Promise<Set<string>> => {
  if (parties.length === 0) return new Set();
  const found = await getEngagements(projectId, [...new Set(parties.map(keyOfParty))]);
  return new Set(found.filter((e) => e.status === 'PENDING' || e.status === 'TALKING').map((e) => e.partyKey));
};

/** A party's track record as matching weighs it: the phases it delivered and accepted, the share on time, its credit score and level. */
export interface TrackRecord {
  phases: number;
  onTimeRate: number | null;
  credit: number;
  creditLevel: string;
}

/**
 * The track records of a few parties (a page of suggestions: at most MATCHING_LIMITS.maxSize), from their monthly
 * summaries: one Query per party (`PARTY#<p>` / `PERF#`, a few dozen small items), all at once.
 */
export const trackRecords = async (parties: readonly PartyRef[]): Promise<Map<string, TrackRecord>> => {
  const keys = [...new Set(parties.map(keyOfParty))];
  const summaries = await Promise.all(keys.map((key) => performanceOf(key)));
  return new Map(
    keys.map((key, i) => {
      const items = summaries[i] ?? [];
      // The on-time rate is of the phases it delivered (as party B); credit counts both sides.
      const delivered = items.filter((item) => item.side === 'B');
      const phases = delivered.reduce((n, item) => n + (item.phases ?? 0), 0);
      const onTime = delivered.reduce((n, item) => n + (item.onTime ?? 0), 0);
      const points = items.reduce((n, item) => n + (item.points ?? 0), 0);
      const credit = Math.min(CREDIT_RULE.max, Math.max(CREDIT_RULE.min, CREDIT_RULE.base + points));
      return [key, { phases, onTimeRate: phases ? ratio(onTime, phases) : null, credit, creditLevel: creditLevelOf(credit) }];
    }),
  );
};
