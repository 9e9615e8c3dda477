/**
 * The rule center's calls (shared/routes/content.ts, spec §2.1 /ruleCenter and /otherRule): the tabs of one set
 * (platform rules or the FAQ) with their bodies, and one of the other rules by its tag name. All are public.
 */
import useSWR from 'swr';
import { contentRoute } from '../../../../../shared/routes/content.js';
import { RULE_KEYS, type OtherRule, type RuleKey, type RuleTab } from '../../../../../shared/schemas/content.js';
import { callRoute } from '../../../api/route-call.js';
import type { RequestOptions } from '../../../api/http.js';
import { isHttpError } from '../../../api/http-error.js';

/** SWR key prefix of the rule center's data: a set's tabs (`[RULES_KEY, key]`), an other rule (`[RULES_KEY, 'other', tagName]`). */
export const RULES_KEY = 'content:rules';

/** The set a `key` query names; anything else (missing, misspelt) is the platform rules. */
export const ruleKeyOf = (value: string | null): RuleKey => RULE_KEYS.find((key) => key === value) ?? 'rule';

/**
 * The tabs of one set, in display order. Silent: the page shows a failure in place (with 重试) rather than a
 * modal over it; an expired session still ends as everywhere.
 */
export const fetchRuleTabs = (key: RuleKey, options: RequestOptions = { silent: true }): Promise<RuleTab[]> =>
  callRoute(contentRoute('content.rules'), { x: key }, options);

/** The tabs of the set `key` (/ruleCenter). */
export const useRuleTabs = (key: RuleKey) => useSWR([RULES_KEY, key] as const, ([, set]) => fetchRuleTabs(set));

/** One rule outside the two sets (用户协议, 隐私政策 …); an unknown name rejects with code 404, shown by the page. */
export const fetchOtherRule = (tagName: string, options: RequestOptions = { silent: true }): Promise<OtherRule> =>
  callRoute(contentRoute('content.otherRule'), { x: tagName }, options);

/** The other rule named `tagName` (/otherRule), read while one is named. */
export const useOtherRule = (tagName: string) => useSWR(tagName ? ([RULES_KEY, 'other', tagName] as const) : null, ([, , name]) => fetchOtherRule(name));

/**
 * Whether a failure means there is no such rule (404, or 400 for a name the schema refuses, e.g. too long) rather
 * than the network or the server failing.
 */
export const isMissingRule = (error: unknown): boolean => isHttpError(error) && error.kind === 'business' && (error.code === 404 || error.code === 400);

/** The other rules the rule center links to (spec §2.1 names them as /otherRule's examples). */
export const OTHER_RULE_NAMES = ['用户协议', '隐私政策'] as const;
