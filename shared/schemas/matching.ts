/**
 * Matching (issue 31, beyond the spec as Upwork and 猪八戒 do it; docs/search.md "Matching"): suggested demands for a
 * contractor (a person, team or company) from its resume's tags and its region, and suggested people, teams and
 * companies for a released demand from their tags, region, performance and credit. Each suggestion carries its score
 * and the reasons for it, written by the server in the texts below (the SPA shows them as they come).
 */
import type { AccountType } from '../domains.js';
import { input, num, ulid } from '../validation/zod.js';
import type { ProjectCard } from './project-demand.js';

/** How many suggestions a list shows, and how much of a profile a match reads. */
export const MATCHING_LIMITS = {
  /** Suggestions in one answer. */
  size: 10,
  maxSize: 20,
  /** The tags of a profile asked of the index (a person may have 30 skills: the first ones are what they lead with). */
  tags: 10,
  /** Candidates asked of the index before the own, the engaged and the closed are left out and the rest ranked. */
  candidates: 50,
  /** Tags named in one reason (the others count in the score all the same). */
  reasonTags: 3,
} as const;

/**
 * The score of a suggestion (0–100, docs/search.md "Matching"): each tag of the profile that the other side has,
 * `tag` points up to `tagsMax`; the same city `sameCity`, else the same province `sameProvince`; the on-time rate of
 * the contractor's accepted phases times `onTime` (once it has `minPhases`; a reason from `goodOnTime` on); credit at or above `goodCredit` adds
 * `credit`, below `poorCredit` takes `credit` away. Ties: the newer demand, the higher credit, the id.
 */
export const MATCHING_WEIGHTS = {
  tag: 20,
  tagsMax: 60,
  sameCity: 20,
  sameProvince: 10,
  onTime: 10,
  minPhases: 1,
  /** An on-time rate shown as a reason from this share on (a lower one still counts, as it is). */
  goodOnTime: 0.8,
  credit: 10,
  goodCredit: 70,
  poorCredit: 60,
} as const;

export type MatchReasonKind = 'tags' | 'region' | 'performance' | 'credit';

/** One reason of a suggestion, as shown: 标签匹配：小程序、UI设计 · 同城：杭州 · 按期率 96% · 信用良好. */
export interface MatchReason {
  kind: MatchReasonKind;
  text: string;
}

/** The reasons' texts, defined once (the server writes them; the SPA shows them as they come). */
export const MATCH_TEXTS = {
  tags: (tags: readonly string[], more: number) => `标签匹配：${tags.join('、')}${more > 0 ? ` 等${tags.length + more}项` : ''}`,
  sameCity: (city: string) => `同城：${city}`,
  sameProvince: (province: string) => `同省：${province}`,
  onTime: (percent: number) => `按期率 ${percent}%`,
  /** The credit level's own label (信用良好 …: shared/schemas/history.ts CREDIT_LEVELS). */
  credit: (level: string) => level,
} as const;

/** A suggested demand for the session's own party (person, team or company). */
export interface SuggestedProject {
  project: ProjectCard;
  score: number;
  reasons: MatchReason[];
}

/** A person, team or company suggested for a released demand: who, why, and whether it is engaged with it already. */
export interface SuggestedParty {
  type: AccountType;
  id: string;
  name: string;
  headPortrait?: string;
  /** Its tags (skills, capability tags), the first few. */
  tags: string[];
  score: number;
  reasons: MatchReason[];
  /** Already invited to or applied to this demand (or negotiating it): shown as 已邀请 instead of 邀请. */
  engaged: boolean;
}

/** What the contractor's suggestions read of it: the first tags of its resume and its region (none when unknown). */
export interface MatchingProfile {
  type: AccountType;
  tags: string[];
  provinceCode?: string;
  cityCode?: string;
}

export interface SuggestedProjects {
  records: SuggestedProject[];
  /** The tags the suggestions were matched on (empty: the resume names none yet, so only the region and newness count). */
  tags: string[];
  /** 浙江省 杭州市: the region they were matched on, when known. */
  regionLabel?: string;
}

export interface SuggestedParties {
  records: SuggestedParty[];
  /** The demand's words matched against people's, teams' and companies' tags. */
  projectId: string;
}

const size = () => num('条数', { min: 1, max: MATCHING_LIMITS.maxSize }).default(MATCHING_LIMITS.size);

/** The session's own party's suggested demands. */
export const suggestedProjectsInput = input({ size: size() });
/** A released demand's suggested contractors (its publisher's side only). */
export const suggestedPartiesInput = input({ projectId: ulid('项目'), size: size() });
