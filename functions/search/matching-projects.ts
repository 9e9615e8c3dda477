/**
 * Suggested demands for a contractor (docs/search.md "Matching"): the session's own party — a person, a team or a
 * company — and the open public demands that take its kind, still taking applications, having any of its resume's
 * tags or standing in its region; less its own (and its person's teams' and company's) and those it was ever invited
 * to or applied to; ranked by the score of
 * matching-score.ts, each with its reasons.
 */
import type { z } from 'zod';
import { regionLabel } from '../../shared/regions/index.js';
import { MATCHING_LIMITS, type SuggestedProjects, type suggestedProjectsInput } from '../../shared/schemas/matching.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { resumeForMatching } from '../org/public.js';
import { engagedDemands, matchingParty, ownSides, projectSearch, type ProjectDocument } from '../project/public.js';
import { matchDocuments } from './matching-query.js';
import { regionInText, regionNames } from './matching-region.js';
import { matchedTags, scoreOf, tagsOf } from './matching-score.js';
import { cardOf } from './projects.js';
import type { AnyKindSpec } from '../lib/search/index.js';

/** The region's boosts in the index: the same city counts twice the same province (as the score does). */
const REGION_BOOST = { city: 2, province: 1 } as const;

export const suggestedProjects = async (claims: TokenClaims, input: z.output<typeof suggestedProjectsInput>): Promise<SuggestedProjects> => {
  const party = await matchingParty(claims);
  const [resume, own] = await Promise.all([resumeForMatching(party.type, party.id), ownSides(claims.userId)]);
  const tags = tagsOf(resume.tags);
  const region = resume.provinceCode ? { provinceCode: resume.provinceCode, ...(resume.cityCode ? { cityCode: resume.cityCode } : {}) } : regionInText(resume.address);
  const label = region ? regionLabel(region.provinceCode, region.cityCode) : undefined;
  const answer = (records: SuggestedProjects['records']): SuggestedProjects => ({ records, tags, ...(label ? { regionLabel: label } : {}) });
  const now = Date.now();
  const found = await matchDocuments<ProjectDocument>(projectSearch as unknown as AnyKindSpec, {
    tags,
    region: region ? [{ field: 'provinceCode', value: region.provinceCode, boost: REGION_BOOST.province }, ...(region.cityCode ? [{ field: 'cityCode', value: region.cityCode, boost: REGION_BOOST.city }] : [])] : [],
    filters: { applicantType: party.type },
    // Still taking applications (a demand whose deadline passed closes by its timer a little later).
    ranges: { deadline: { min: now + 1 } },
    size: MATCHING_LIMITS.candidates,
    then: [{ field: 'releaseTime', order: 'desc' }],
  });
  // Public demands only (the index is asked as a visitor): a private one is found by invitation, never suggested. Never
  // the party's own, nor one of a side its person shares people with (applying would be refused as its own).
  own.add(`${party.type}:${party.id}`);
  const others = found.filter(({ doc }) => !own.has(`${doc.publisherType}:${doc.publisherId}`));
  const engaged = await engagedDemands(others.map(({ doc }) => doc.projectId), party);
  const ranked = others
    .filter(({ doc }) => !engaged.has(doc.projectId))
    .map(({ doc }) => {
      const names = regionNames(doc.provinceCode, doc.cityCode);
      const sameCity = region?.cityCode && doc.cityCode === region.cityCode ? names.cityName : undefined;
      const sameProvince = region && doc.provinceCode === region.provinceCode ? names.provinceName : undefined;
      const { score, reasons } = scoreOf({ tags: matchedTags([doc.name, doc.categoryName, doc.summary], tags), sameCity, sameProvince });
      return { doc, score, reasons };
    })
    .filter((s) => s.reasons.length > 0)
    .sort((a, b) => b.score - a.score || (b.doc.releaseTime ?? 0) - (a.doc.releaseTime ?? 0) || b.doc.projectId.localeCompare(a.doc.projectId));
  return answer(ranked.slice(0, input.size).map(({ doc, score, reasons }) => ({ project: cardOf(doc, {}), score, reasons })));
};
