/**
 * The content store: notices (and each person's read mark), rule sets, other rules, the single content items
 * (site, banners, pictures, categories, how-to-use) and feedback. Keys: ./keys.ts; docs/data-model.md "Content".
 */
import type { Notice, OtherRule, RuleKey, RuleTab } from '../../shared/schemas/content.js';
import { collectHeadKey, mallStaffKey } from '../../shared/mall.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { countAll, ddb, getItem, putIfAbsent, putItem, queryAll, table, transact, type TransactItems } from '../lib/store/client.js';
import { contentKey, FEEDBACK_INDEX, feedbackKey, NOTICES_INDEX, noticeIndexSort, noticeKey, noticeReadKey, otherRuleKey, rulesPartition, type ContentItemName } from './keys.js';

export interface NoticeItem extends Notice {
  summary: string;
  updateTime: number;
}

export interface RuleItem extends RuleTab {
  key: RuleKey;
  sort: number;
}

// ---------------------------------------------------------------- notices

/** When `userId` last opened the notices (0: never). */
export const noticesReadTime = async (userId: string): Promise<number> => (await getItem<{ readTime: number }>(noticeReadKey(userId)))?.readTime ?? 0;

export const setNoticesReadTime = async (userId: string, readTime: number): Promise<void> => {
  await putItem({ ...noticeReadKey(userId), readTime });
};

/** How many notices were published after `time` (all of them for 0): a counting Query of the index. */
export const countNoticesAfter = (time: number): Promise<number> =>
  countAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :index AND gsi1sk > :after',
    ExpressionAttributeValues: { ':index': NOTICES_INDEX, ':after': noticeIndexSort(time, '~') },
  });

/** The newest `limit` notices, newest first, only `projection`: one Query of the index. */
export const newestNotices = async <T>(limit: number, projection: string): Promise<T[]> =>
  ((
    await ddb.send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :index',
        ExpressionAttributeValues: { ':index': NOTICES_INDEX },
        ScanIndexForward: false,
        Limit: limit,
        ProjectionExpression: projection,
      }),
    )
  ).Items ?? []) as T[];

export const getNotice = (noticeId: string, projection?: string): Promise<NoticeItem | undefined> => getItem<NoticeItem>(noticeKey(noticeId), { projection });

export const saveNotice = async (item: NoticeItem): Promise<void> => {
  await putItem({ ...noticeKey(item.id), gsi1pk: NOTICES_INDEX, gsi1sk: noticeIndexSort(item.createTime, item.id), ...item });
};

// ---------------------------------------------------------------- rules and single content items

/** One rule set's tabs in display order (one Query). */
export const ruleItems = (key: RuleKey): Promise<RuleItem[]> =>
  queryAll<RuleItem>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': rulesPartition(key) } });

/**
 * Replaces one rule set with `tabs` (each with its sort key) in one transaction: readers never see half a set.
 * At most 100 writes and removals together.
 */
export const replaceRuleSet = async (key: RuleKey, tabs: ReadonlyMap<string, Omit<RuleItem, 'key'> & { key: RuleKey }>): Promise<void> => {
  const existing = await queryAll<{ pk: string; sk: string }>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': rulesPartition(key) }, ProjectionExpression: 'pk, sk' });
  const puts: TransactItems = [...tabs].map(([sk, tab]) => ({ Put: { TableName: table(), Item: { pk: rulesPartition(key), sk, ...tab } } }));
  const deletes: TransactItems = existing.filter((item) => !tabs.has(item.sk)).map((item) => ({ Delete: { TableName: table(), Key: { pk: item.pk, sk: item.sk } } }));
  if (puts.length + deletes.length > 100) throw new Error(`rules/${key}: at most 100 tabs and removals in one publish`);
  if (puts.length + deletes.length > 0) await transact([...puts, ...deletes]);
};

export const getOtherRule = (tagName: string): Promise<OtherRule | undefined> => getItem<OtherRule>(otherRuleKey(tagName));

export const saveOtherRule = async (rule: OtherRule): Promise<void> => {
  await putItem({ ...otherRuleKey(rule.tagName), ...rule });
};

/** One field of a single content item (the site, banners ...), `empty` when nothing was published. */
export const contentField = async <T>(name: ContentItemName, field: string, empty: T): Promise<T> =>
  ((await getItem<Record<string, unknown>>(contentKey(name)))?.[field] as T | undefined) ?? empty;

export const saveContentField = async (name: ContentItemName, field: string, value: unknown): Promise<void> => {
  await putItem({ ...contentKey(name), [field]: value, updateTime: Date.now() });
};

// ---------------------------------------------------------------- feedback

export interface FeedbackItem {
  id: string;
  userId: string;
  content: string;
  star: number;
  picUrls: string[];
  createTime: number;
}

/** Stores a feedback for operators, listed newest first on gsi3. */
export const saveFeedback = async (feedback: FeedbackItem): Promise<void> => {
  if (!(await putIfAbsent({ ...feedbackKey(feedback.id), gsi3pk: FEEDBACK_INDEX, gsi3sk: feedback.id, ...feedback }))) throw new Error('feedback id taken');
};

/** The join time of the membership an organisation's member was named mall staff for, if named (the mall's item, its key published in shared/mall.ts). */
export const mallStaffSince = async (orgId: string, userId: string): Promise<number | undefined> =>
  (await getItem<{ since: number }>(mallStaffKey(orgId, userId), { consistent: true, projection: 'since' }))?.since;

/** How many people and units a person follows (the count object's `myAttention`), from the head the mall keeps exact. */
export const followCount = async (userId: string): Promise<number> =>
  (await getItem<{ follows?: number }>(collectHeadKey(userId), { consistent: true, projection: 'follows' }))?.follows ?? 0;
