/**
 * Publishing platform content: operators only (`npm run ops -- content`, the local cloud's content on start);
 * no HTTP route writes it. Rich text is sanitised and links checked here, whatever the source. A new notice is
 * pushed to every online browser (NOTICE_RADIO); an edit is not.
 */
import { richTextToPlain, sanitizeRichText } from '../../shared/rich-text.js';
import type { Banner, Category, PictureList, RuleKey } from '../../shared/schemas/content.js';
import { pushToEveryone, radioFrame } from '../lib/socket/push.js';
import type { SiteContent } from './home.js';
import { ruleKey } from './keys.js';
import { getNotice, replaceRuleSet, saveContentField, saveNotice, saveOtherRule, type NoticeItem } from './store.js';

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
  const existing = await getNotice(draft.id, 'createTime');
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
  await saveNotice(item);
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
  await replaceRuleSet(
    key,
    new Map(
      [...wanted].map(([sk, draft]) => [
        sk,
        { id: `${key}-${draft.slug}`, key, name: draft.name.trim(), sort: draft.sort, content: sanitizeRichText(draft.content), updateTime: now },
      ]),
    ),
  );
  return drafts.map((d) => d.name);
};

export const publishOtherRule = async (tagName: string, title: string, content: string): Promise<void> => {
  await saveOtherRule({ tagName, title, content: sanitizeRichText(content), updateTime: Date.now() });
};

export const publishHowToUse = async (content: string): Promise<void> => {
  await saveContentField('HOW_TO_USE', 'content', sanitizeRichText(content));
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
  await saveContentField('SITE', 'site', clean);
};

export const publishBanners = async (items: readonly Banner[]): Promise<void> => {
  const clean = items.map((b) => ({ id: b.id, title: b.title.trim(), subtitle: b.subtitle.trim(), imgUrl: safeImage(b.imgUrl), jumpUrl: safeLink(b.jumpUrl) }));
  await saveContentField('BANNERS', 'items', clean);
};

export const publishPictureLists = async (lists: readonly PictureList[]): Promise<void> => {
  const clean = lists.map((l) => ({
    id: l.id,
    name: l.name.trim(),
    items: l.items.map((i) => ({ id: i.id, title: i.title.trim(), description: i.description.trim(), imgUrl: safeImage(i.imgUrl), jumpUrl: safeLink(i.jumpUrl) })),
  }));
  await saveContentField('PICTURES', 'lists', clean);
};

export const publishCategories = async (tree: readonly Category[]): Promise<void> => {
  const clean = (nodes: readonly Category[]): Category[] => nodes.map((n) => ({ id: n.id, name: n.name.trim(), children: clean(n.children ?? []) }));
  await saveContentField('CATEGORIES', 'tree', clean(tree));
};
