/** Reading the rule center, FAQ, other rules and how-to-use (spec §7.2 user-rule); operators write them (publish.ts). */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { HowToUse, OtherRule, RuleKey, RuleTab } from '../../shared/schemas/content.js';
import { fail } from '../lib/errors.js';
import { ddb, queryAll, table } from '../lib/store/client.js';
import { contentKey, otherRuleKey, rulesPartition } from './keys.js';

export interface RuleItem extends RuleTab {
  key: RuleKey;
  sort: number;
}

/** get-info/rule/{x}: the tabs of one set in display order (one Query). */
export const rulesOf = async (key: RuleKey): Promise<RuleTab[]> =>
  (await queryAll<RuleItem>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': rulesPartition(key) } })).map((r) => ({
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
  const item = (await ddb.send(new GetCommand({ TableName: table(), Key: otherRuleKey(tagName) }))).Item as OtherRule | undefined;
  if (!item) throw fail('NOT_FOUND', '该规则不存在');
  return { tagName: item.tagName, title: item.title, content: item.content, updateTime: item.updateTime };
};

/** get-info/how-to-use: `{ content }` (empty until an operator publishes it). */
export const howToUse = async (): Promise<HowToUse> => {
  const item = (await ddb.send(new GetCommand({ TableName: table(), Key: contentKey('HOW_TO_USE') }))).Item as { content?: string } | undefined;
  return { content: item?.content ?? '' };
};
