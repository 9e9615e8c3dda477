/**
 * Publishing platform content: operators only (`npm run ops -- content`, the local cloud's content on start);
 * no HTTP route writes it. Rich text is sanitised and links checked here, whatever the source. A new notice is
 * pushed to every online browser (NOTICE_RADIO); an edit is not.
 */
import { richTextToPlain, sanitizeRichText } from '../../shared/rich-text.js';
import type { Banner, Category, PictureList, RuleKey } from '../../shared/schemas/content.js';
import type { WorkdaySchedule } from '../lib/calendar.js';
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

const DATE = /^(\d{4})-\d{2}-\d{2}$/;
const isDate = (d: string): boolean => DATE.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;
const isWeekend = (d: string): boolean => [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay());

/**
 * The official holiday schedules of years the `chinese-days` data set does not cover yet (国务院办公厅 announces each
 * year's in the autumn before): holidays that fall on weekdays, and the weekend days worked instead (调休). Every
 * published year replaces what was published before; the withdrawals' expected arrival counts by them
 * (functions/lib/calendar.ts). Refused, with the date named, when a date is not of its year or not of its kind.
 */
export const publishWorkdays = async (years: Readonly<Record<string, WorkdaySchedule>>): Promise<void> => {
  const clean: Record<string, WorkdaySchedule> = {};
  for (const [year, schedule] of Object.entries(years)) {
    if (!/^\d{4}$/.test(year)) throw new Error(`工作日安排的年份不正确：${year}`);
    for (const date of [...schedule.holidays, ...schedule.workdays])
      if (!isDate(date) || !date.startsWith(`${year}-`)) throw new Error(`${year}年工作日安排的日期不正确：${date}`);
    for (const date of schedule.holidays) if (isWeekend(date)) throw new Error(`${date}是周末，节假日只需列出周一至周五的放假日期`);
    for (const date of schedule.workdays) if (!isWeekend(date)) throw new Error(`${date}不是周末，调休上班日应为周六或周日`);
    clean[year] = { holidays: [...new Set(schedule.holidays)].sort(), workdays: [...new Set(schedule.workdays)].sort() };
  }
  await saveContentField('WORKDAYS', 'years', clean);
};
