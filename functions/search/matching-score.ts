/**
 * The score and the reasons of a suggestion (docs/search.md "Matching"; weights and texts in
 * shared/schemas/matching.ts): which of the profile's tags the other side has, whether the two are in the same city
 * or province, and the contractor's on-time rate and credit. Pure: the same facts always make the same score.
 */
import { MATCH_TEXTS, MATCHING_LIMITS, MATCHING_WEIGHTS as W, type MatchReason } from '../../shared/schemas/matching.js';

/** Text as tags are compared: width-folded, lower case, no spaces. */
export const foldText = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** The profile's tags as asked: folded for comparing, the first ones, each once, as written for showing. */
export const tagsOf = (tags: readonly string[], max: number = MATCHING_LIMITS.tags): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags) {
    const folded = foldText(tag);
    if (!folded || seen.has(folded)) continue;
    seen.add(folded);
    out.push(tag.trim());
    if (out.length === max) break;
  }
  return out;
};

/**
 * Whether the other side's text has the tag: as written (folded), or — as the search module's grams clause finds a
 * word however a dictionary segments it (docs/search.md "Every word, however it is segmented") — with every
 * two-character gram of the tag in it (小程序开发 has 程序开发's grams; UI设计 needs ui and 设计).
 */
export const hasTag = (foldedText: string, tag: string): boolean => {
  const folded = foldText(tag);
  if (!folded) return false;
  if (foldedText.includes(folded)) return true;
  const words = folded.split(/[^\p{Script=Han}]+/u).filter(Boolean);
  const others = folded.split(/\p{Script=Han}+/u).filter(Boolean);
  if (words.length === 0) return false;
  const grams = words.flatMap((w) => {
    const chars = [...w];
    return chars.length === 1 ? [w] : chars.slice(1).map((c, i) => `${chars[i]}${c}`);
  });
  return grams.every((g) => foldedText.includes(g)) && others.every((o) => foldedText.includes(o));
};

export const matchedTags = (texts: readonly (string | undefined)[], tags: readonly string[]): string[] => {
  const folded = foldText(texts.filter(Boolean).join('\n'));
  return tags.filter((tag) => hasTag(folded, tag));
};

export interface MatchFacts {
  tags: readonly string[];
  /** The same city (its short name), else the same province. */
  sameCity?: string;
  sameProvince?: string;
  /** The contractor's record (suggestions of parties for a demand). */
  record?: { phases: number; onTimeRate: number | null; credit: number; creditLevel: string };
}

export const scoreOf = (facts: MatchFacts): { score: number; reasons: MatchReason[] } => {
  const reasons: MatchReason[] = [];
  let score = 0;
  if (facts.tags.length > 0) {
    score += Math.min(W.tagsMax, W.tag * facts.tags.length);
    const shown = facts.tags.slice(0, MATCHING_LIMITS.reasonTags);
    reasons.push({ kind: 'tags', text: MATCH_TEXTS.tags(shown, facts.tags.length - shown.length) });
  }
  if (facts.sameCity) {
    score += W.sameCity;
    reasons.push({ kind: 'region', text: MATCH_TEXTS.sameCity(facts.sameCity) });
  } else if (facts.sameProvince) {
    score += W.sameProvince;
    reasons.push({ kind: 'region', text: MATCH_TEXTS.sameProvince(facts.sameProvince) });
  }
  const record = facts.record;
  if (record && record.onTimeRate !== null && record.phases >= W.minPhases) {
    score += Math.round(W.onTime * record.onTimeRate);
    if (record.onTimeRate >= W.goodOnTime) reasons.push({ kind: 'performance', text: MATCH_TEXTS.onTime(Math.round(record.onTimeRate * 100)) });
  }
  if (record && record.credit >= W.goodCredit) {
    score += W.credit;
    reasons.push({ kind: 'credit', text: MATCH_TEXTS.credit(record.creditLevel) });
  } else if (record && record.credit < W.poorCredit) score -= W.credit;
  return { score: Math.max(0, Math.min(100, score)), reasons };
};
