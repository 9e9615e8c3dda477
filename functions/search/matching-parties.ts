/**
 * Suggested people, teams and companies for a released demand (docs/search.md "Matching"), for its publisher's side:
 * the resumes (talent and unit kinds, the public view only) whose tags the demand's words hold, or in its region, of
 * the kinds the demand takes; less the publisher itself and owners frozen or cancelled since their resume was indexed;
 * ranked by the score of matching-score.ts — tags, region, then the best ones' on-time rate and credit — each with its
 * reasons and whether it is engaged with the demand already (已邀请).
 */
import type { z } from 'zod';
import { strangerName } from '../../shared/masking.js';
import { MATCHING_LIMITS, type SuggestedParties, type SuggestedParty, type suggestedPartiesInput } from '../../shared/schemas/matching.js';
import type { AccountType } from '../../shared/domains.js';
import type { TokenClaims } from '../lib/auth/token.js';
import type { AnyKindSpec } from '../lib/search/index.js';
import { demandForMatching, engagedParties, ownSides, trackRecords, type MatchedDemand, type PartyRef } from '../project/public.js';
import { matchDocuments, type MatchRequest } from './matching-query.js';
import { regionNames } from './matching-region.js';
import { matchedTags, scoreOf } from './matching-score.js';
import { talentSearch, unitSearch, type TalentDocument, type UnitDocument } from './resume-kind.js';
import { resumeOwners } from './resume-store.js';

/** The demand's words asked of the resumes' tags: its name, category and the start of its summary (few enough terms). */
const DEMAND_TEXT_CHARS = 300;
/** How many of the best by tags and region have their track record read (one Query each). */
const RECORDS_READ = MATCHING_LIMITS.maxSize;
const TAGS_SHOWN = 6;

interface Candidate {
  party: PartyRef;
  name: string;
  headPortrait?: string;
  tags: string[];
  provinceCode?: string;
  cityCode?: string;
  updateTime: number;
}

const regionOf = (demand: MatchedDemand): MatchRequest['region'] =>
  demand.provinceCode
    ? [{ field: 'provinceCode', value: demand.provinceCode, boost: 1 }, ...(demand.cityCode ? [{ field: 'cityCode', value: demand.cityCode, boost: 2 }] : [])]
    : [];

/** The demand's words as one text (the tags' clauses take it as a query of any of its words). */
const demandWords = (demand: MatchedDemand): string => [demand.name, demand.categoryName, (demand.summary ?? '').slice(0, DEMAND_TEXT_CHARS)].filter(Boolean).join(' ');

const people = async (demand: MatchedDemand, words: string): Promise<Candidate[]> => {
  const found = await matchDocuments<TalentDocument>(talentSearch as unknown as AnyKindSpec, {
    tags: [],
    anyOf: { field: 'skills', text: words },
    region: regionOf(demand),
    size: MATCHING_LIMITS.candidates,
    then: [{ field: 'updateTime', order: 'desc' }],
  });
  const owners = await resumeOwners('talent', found.map(({ doc }) => doc.userId));
  return found.flatMap(({ doc }) => {
    const owner = owners.get(doc.userId);
    if (!owner || owner.status !== 'NORMAL') return [];
    const name = strangerName(owner.nickname ?? '', owner.sex === '女' ? '女' : owner.sex === '男' ? '男' : undefined);
    return [{ party: { type: 'PERSONAGE' as const, id: doc.userId }, name, ...(owner.headPortrait ? { headPortrait: owner.headPortrait } : {}), tags: doc.skillTags, provinceCode: doc.provinceCode, cityCode: doc.cityCode, updateTime: doc.updateTime }];
  });
};

const units = async (demand: MatchedDemand, words: string, types: readonly ('TEAM' | 'COMPANY')[]): Promise<Candidate[]> => {
  const found = await matchDocuments<UnitDocument>(unitSearch as unknown as AnyKindSpec, {
    tags: [],
    anyOf: { field: 'tags', text: words },
    region: regionOf(demand),
    filters: { type: types },
    size: MATCHING_LIMITS.candidates,
    then: [{ field: 'updateTime', order: 'desc' }],
  });
  const owners = await resumeOwners('unit', found.map(({ doc }) => doc.orgId));
  return found.flatMap(({ doc }) => {
    const owner = owners.get(doc.orgId);
    if (!owner || owner.status !== 'ACTIVE' || owner.type !== doc.orgType) return [];
    return [{ party: { type: doc.orgType, id: doc.orgId }, name: owner.name ?? doc.name, ...(owner.headPortrait ? { headPortrait: owner.headPortrait } : {}), tags: doc.tagKeys, provinceCode: doc.provinceCode, cityCode: doc.cityCode, updateTime: doc.updateTime }];
  });
};

const keyOf = (party: PartyRef) => `${party.type}:${party.id}`;

export const suggestedParties = async (claims: TokenClaims, input: z.output<typeof suggestedPartiesInput>): Promise<SuggestedParties> => {
  const [demand, own] = await Promise.all([demandForMatching(claims, input.projectId), ownSides(claims.userId)]);
  const takes = new Set<AccountType>(demand.applicantTypes ?? []);
  const words = demandWords(demand);
  const orgTypes = (['TEAM', 'COMPANY'] as const).filter((t) => takes.has(t));
  const [persons, orgs] = await Promise.all([takes.has('PERSONAGE') ? people(demand, words) : [], orgTypes.length ? units(demand, words, orgTypes) : []]);
  // Never the publisher itself, nor the caller's own person or the sides it is a member of (inviting them is refused).
  own.add(keyOf({ type: demand.publisherType, id: demand.publisherId }));
  const names = regionNames(demand.provinceCode, demand.cityCode);
  const text = [demand.name, demand.categoryName, demand.summary];
  const first = [...persons, ...orgs]
    .filter((c) => !own.has(keyOf(c.party)))
    .map((c) => {
      const facts = {
        tags: matchedTags(text, c.tags.slice(0, MATCHING_LIMITS.tags * 3)),
        sameCity: demand.cityCode && c.cityCode === demand.cityCode ? names.cityName : undefined,
        sameProvince: demand.provinceCode && c.provinceCode === demand.provinceCode ? names.provinceName : undefined,
      };
      return { c, facts, ...scoreOf(facts) };
    })
    .filter((s) => s.reasons.length > 0)
    .sort((a, b) => b.score - a.score || b.c.updateTime - a.c.updateTime || keyOf(b.c.party).localeCompare(keyOf(a.c.party)))
    .slice(0, RECORDS_READ);
  const [records, engaged] = await Promise.all([trackRecords(first.map((s) => s.c.party)), engagedParties(demand.projectId, first.map((s) => s.c.party))]);
  const ranked = first
    .map(({ c, facts }) => {
      const record = records.get(keyOf(c.party));
      return { c, ...scoreOf({ ...facts, ...(record ? { record } : {}) }), credit: record?.credit ?? 0 };
    })
    .sort((a, b) => b.score - a.score || b.credit - a.credit || b.c.updateTime - a.c.updateTime || keyOf(b.c.party).localeCompare(keyOf(a.c.party)));
  return {
    projectId: demand.projectId,
    records: ranked.slice(0, input.size).map(({ c, score, reasons }): SuggestedParty => ({
      type: c.party.type,
      id: c.party.id,
      name: c.name,
      ...(c.headPortrait ? { headPortrait: c.headPortrait } : {}),
      tags: c.tags.slice(0, TAGS_SHOWN),
      score,
      reasons,
      engaged: engaged.has(keyOf(c.party)),
    })),
  };
};
