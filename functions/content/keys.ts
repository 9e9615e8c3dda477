/** Key builders of platform content (docs/data-model.md "Content"). */
import { userPartition } from '../lib/store/partitions.js';

/** A notice; listed newest first on gsi1 (`NOTICES`, publish time then id). */
export const noticeKey = (noticeId: string) => ({ pk: `NOTICE#${noticeId}`, sk: 'NOTICE' });
export const NOTICES_INDEX = 'NOTICES';
/** gsi1 sort key of a notice: the publish time, zero-padded so that text order is time order. */
export const noticeIndexSort = (createTime: number, noticeId: string): string => `${String(createTime).padStart(13, '0')}#${noticeId}`;

/** When a person last opened the notices (the notice badge counts what was published after). */
export const noticeReadKey = (userId: string) => ({ pk: userPartition(userId), sk: 'NOTICE_READ' });

/** A rule-center tab (`rule`: platform rules, `difficult`: FAQ), in display order by its sort key. */
export const ruleKey = (key: 'rule' | 'difficult', sort: number, slug: string) => ({ pk: `RULE#${key}`, sk: `${String(sort).padStart(4, '0')}#${slug}` });
export const rulesPartition = (key: 'rule' | 'difficult'): string => `RULE#${key}`;
/** A rule outside the tab sets, by its tag name (用户协议, 隐私政策 ...). */
export const otherRuleKey = (tagName: string) => ({ pk: 'RULE#other', sk: `TAG#${tagName}` });

/** The single content items: how-to-use, the site (phone, footer), banners, picture lists, categories. */
export const CONTENT_ITEMS = ['HOW_TO_USE', 'SITE', 'BANNERS', 'PICTURES', 'CATEGORIES', 'WORKDAYS'] as const;
export type ContentItemName = (typeof CONTENT_ITEMS)[number];
export const contentKey = (name: ContentItemName) => ({ pk: 'CONTENT', sk: name });

/** A suggestion sent with the floating helper; listed for operators newest first on gsi3. */
export const feedbackKey = (feedbackId: string) => ({ pk: `FEEDBACK#${feedbackId}`, sk: 'FEEDBACK' });
export const FEEDBACK_INDEX = 'FEEDBACK#OPEN';
