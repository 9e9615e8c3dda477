/**
 * Publishing platform content: operators only (`npm run ops -- content`, the local cloud's content on start);
 * no HTTP route writes it. Rich text is sanitised and links checked here, whatever the source. A new notice is
 * pushed to every online browser (NOTICE_RADIO); an edit is not.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { richTextToPlain, sanitizeRichText } from '../../shared/rich-text.js';
import type { Banner, Category, PictureList, RuleKey } from '../../shared/schemas/content.js';
import { pushToEveryone, radioFrame } from '../lib/socket/push.js';
import { ddb, queryAll, table, transact } from '../lib/store/client.js';
import type { SiteContent } from './home.js';
import { contentKey, NOTICES_INDEX, noticeIndexSort, noticeKey, otherRuleKey, ruleKey, rulesPartition } from './keys.js';
import type { NoticeItem } from './notices.js';

const SUMMARY_LENGTH = 80;

export interface NoticeDraft {
  id: string;
  title: string;
  picUrls?: string[];
  /** Rich text (HTML); sanitised here, whatever the source. */
  context: string;
  /** Publish time; defaults to now for a new notice and keeps the old one for an edit. */
  createTime?: number;
}

/** Publishes a notice, or edits the one with its id (its publish time kept unless given). */
export const publishNotice = async (draft: NoticeDraft): Promise<{ created: boolean; pushed: number }> => {
  const existing = (await ddb.send(new GetCommand({ TableName: table(), Key: noticeKey(draft.id), ProjectionExpression: 'createTime' }))).Item as
    | Pick<NoticeItem, 'createTime'>
    | undefined;
  const createTime = draft.createTime ?? existing?.createTime ?? Date.now();
  const context = sanitizeRichText(draft.context);
  const item: NoticeItem = {
    id: draft.id,
    title: draft.title.trim(),
    picUrls: (draft.picUrls ?? []).filter((url) => /^https?:\/\//.test(url)),
    createTime,
    context,
    summary: richTextToPlain(context).slice(0, SUMMARY_LENGTH),
    updateTime: Date.now(),
  };
  if (!item.title) throw new Error(`notice ${draft.id} has no title`);
  await ddb.send(
    new PutCommand({
      TableName: table(),
      Item: { ...noticeKey(item.id), gsi1pk: NOTICES_INDEX, gsi1sk: noticeIndexSort(createTime, item.id), ...item },
    }),
  );
  if (existing) return { created: false, pushed: 0 };
  const result = await pushToEveryone(radioFrame('NOTICE_RADIO', { messageId: item.id, content: item.title }));
  return { created: true, pushed: result.delivered };
};

// ---------------------------------------------------------------- rules, how-to-use and the single content items

export interface RuleDraft {
  slug: string;
  name: string;
  sort: number;
  /** Rich text (HTML); sanitised here. */
  content: string;
}

/**
 * Publishes one set of rule-center tabs as the folder has it, in one transaction (readers never see half a set):
 * every tab written (sanitised), tabs no longer in the folder removed. Returns the names written.
 */
export const publishRuleSet = async (key: RuleKey, drafts: readonly RuleDraft[]): Promise<string[]> => {
  const now = Date.now();
  const wanted = new Map(drafts.map((d) => [ruleKey(key, d.sort, d.slug).sk, d]));
  const existing = await queryAll<{ pk: string; sk: string }>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': rulesPartition(key) }, ProjectionExpression: 'pk, sk' });
  const puts = [...wanted].map(([sk, draft]) => ({
    Put: {
      TableName: table(),
      Item: { pk: rulesPartition(key), sk, id: `${key}-${draft.slug}`, key, name: draft.name.trim(), sort: draft.sort, content: sanitizeRichText(draft.content), updateTime: now },
    },
  }));
  const deletes = existing.filter((item) => !wanted.has(item.sk)).map((item) => ({ Delete: { TableName: table(), Key: { pk: item.pk, sk: item.sk } } }));
  if (puts.length + deletes.length > 100) throw new Error(`rules/${key}: at most 100 tabs and removals in one publish`);
  if (puts.length + deletes.length > 0) await transact([...puts, ...deletes]);
  return drafts.map((d) => d.name);
};

export const publishOtherRule = async (tagName: string, title: string, content: string): Promise<void> => {
  await ddb.send(new PutCommand({ TableName: table(), Item: { ...otherRuleKey(tagName), tagName, title, content: sanitizeRichText(content), updateTime: Date.now() } }));
};

export const publishHowToUse = async (content: string): Promise<void> => {
  await ddb.send(new PutCommand({ TableName: table(), Item: { ...contentKey('HOW_TO_USE'), content: sanitizeRichText(content), updateTime: Date.now() } }));
};

const LINK = /^(https?:\/\/|#\/|mailto:|tel:)/;
const safeLink = (url: string): string => (LINK.test(url.trim()) ? url.trim() : '');
const safeImage = (url: string): string => (/^https?:\/\//.test(url.trim()) ? url.trim() : '');

export const publishSite = async (site: SiteContent): Promise<void> => {
  const clean: SiteContent = {
    servicePhone: site.servicePhone.trim(),
    copyright: site.copyright.trim(),
    filings: site.filings.map((f) => ({ text: f.text.trim(), url: safeLink(f.url) })),
    groups: site.groups.map((g) => ({ name: g.name.trim(), items: g.items.map((i) => ({ jumpName: i.jumpName.trim(), jumpUrl: safeLink(i.jumpUrl) })) })),
  };
  await ddb.send(new PutCommand({ TableName: table(), Item: { ...contentKey('SITE'), site: clean, updateTime: Date.now() } }));
};

export const publishBanners = async (items: readonly Banner[]): Promise<void> => {
  const clean = items.map((b) => ({ id: b.id, title: b.title.trim(), subtitle: b.subtitle.trim(), imgUrl: safeImage(b.imgUrl), jumpUrl: safeLink(b.jumpUrl) }));
  await ddb.send(new PutCommand({ TableName: table(), Item: { ...contentKey('BANNERS'), items: clean, updateTime: Date.now() } }));
};

export const publishPictureLists = async (lists: readonly PictureList[]): Promise<void> => {
  const clean = lists.map((l) => ({
    id: l.id,
    name: l.name.trim(),
    items: l.items.map((i) => ({ id: i.id, title: i.title.trim(), description: i.description.trim(), imgUrl: safeImage(i.imgUrl), jumpUrl: safeLink(i.jumpUrl) })),
  }));
  await ddb.send(new PutCommand({ TableName: table(), Item: { ...contentKey('PICTURES'), lists: clean, updateTime: Date.now() } }));
};

export const publishCategories = async (tree: readonly Category[]): Promise<void> => {
  const clean = (nodes: readonly Category[]): Category[] => nodes.map((n) => ({ id: n.id, name: n.name.trim(), children: clean(n.children ?? []) }));
  await ddb.send(new PutCommand({ TableName: table(), Item: { ...contentKey('CATEGORIES'), tree: clean(tree), updateTime: Date.now() } }));
};
