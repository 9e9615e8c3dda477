/** Reading the rule center, FAQ, other rules and how-to-use (spec §7.2 user-rule); operators write them (publish.ts). */
import type { HowToUse, OtherRule, RuleKey, RuleTab } from '../../shared/schemas/content.js';
import { fail } from '../lib/errors.js';
import { contentField, getOtherRule, ruleItems } from './store.js';

/** get-info/rule/{x}: the tabs of one set in display order (one Query). */
export const rulesOf = async (key: RuleKey): Promise<RuleTab[]> =>
  (await ruleItems(key)).map((r) => ({
    id: r.id,
    name: r.name,
    content: r.content,
    updateTime: r.updateTime,
  }));

/** queryByName/{x}: the tab with this name in either set (two Queries of a few items each). */
export const ruleByName = async (name: string): Promise<RuleTab> => {
  const [rules, faq] = await Promise.all([rulesOf('rule'), rulesOf('difficult')]);
  const found = [...rules, ...faq].find((r) => r.name === name);
  if (!found) throw fail('NOT_FOUND', '该规则不存在');
  return found;
};

/** getOtherRule/{x}: a rule by its tag name. */
export const otherRule = async (tagName: string): Promise<OtherRule> => {
  const item = await getOtherRule(tagName);
  if (!item) throw fail('NOT_FOUND', '该规则不存在');
  return { tagName: item.tagName, title: item.title, content: item.content, updateTime: item.updateTime };
};

/** get-info/how-to-use: `{ content }` (empty until an operator publishes it). */
export const howToUse = async (): Promise<HowToUse> => {
  return { content: await contentField('HOW_TO_USE', 'content', '') };
};
