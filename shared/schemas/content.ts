/**
 * Platform content of spec §3 ("Notice": id, title, picUrls, createTime, context) and §7.1 (the center count).
 * Content is published by operators (`npm run ops -- content`, docs/operations.md); readers only read it.
 */
import { LIST_LIMITS, TEXT_LIMITS } from '../limits.js';
import { fileUrl, id, input, num, oneOf, pageInput, text } from '../validation/zod.js';

export const noticeListInput = input(pageInput(LIST_LIMITS.noticePageSize));
export const noticeDetailInput = input({ id: id('公告') });

/** A notice in the list: its body is left for the detail. */
export interface NoticeSummary {
  id: string;
  title: string;
  picUrls: string[];
  createTime: number;
  /** The start of its text, for the list. */
  summary: string;
  /** Published after the reader last opened the notices. */
  unread: boolean;
}

/** A notice as its detail shows it: `context` is sanitised rich text (shared/rich-text.ts). */
export interface Notice {
  id: string;
  title: string;
  picUrls: string[];
  createTime: number;
  context: string;
}

/**
 * spec §3 "Count object". `notice` counts notices published since the person last opened them; the project,
 * backlog and attention figures are counted by their domains as those arrive (docs/architecture.md "What comes next") and are 0 until then.
 */
export interface CenterCount {
  backlog: number;
  myAttention: number;
  notice: number;
  releaseProject: number;
  negotiateProject: number;
  negotiateTerminatedProject: number;
  onGoingPhaseProject: number;
  cooperateTerminatedProject: number;
  completeProject: number;
  receiveInvite: number;
  receiveApply: number;
}

// ---------------------------------------------------------------- rule center, FAQ, other rules (spec §2.1, §7.2)

/** `/ruleCenter?key=`: platform rules (`rule`) or the FAQ (`difficult`). */
export const RULE_KEYS = ['rule', 'difficult'] as const;
export type RuleKey = (typeof RULE_KEYS)[number];

export const ruleKeyInput = input({ x: oneOf('规则类型', RULE_KEYS) });
export const ruleNameInput = input({ x: text('规则名称', { max: 50 }) });

/** One tab of the rule center (its `name` is the `activeTwoName` of the URL) with its rich-text body. */
export interface RuleTab {
  id: string;
  name: string;
  content: string;
  updateTime: number;
}

/** A rule outside the two tab sets (`/otherRule?tagName=`: 用户协议, 隐私政策 ...). */
export interface OtherRule {
  tagName: string;
  title: string;
  content: string;
  updateTime: number;
}

export interface HowToUse {
  content: string;
}

// ---------------------------------------------------------------- home (spec §7.1 homeManage, category/query)

export interface Banner {
  id: string;
  title: string;
  subtitle: string;
  imgUrl: string;
  /** Where a click leads: a site route (`#/...`) or an http(s) address; empty for none. */
  jumpUrl: string;
}

export interface PictureItem {
  id: string;
  title: string;
  description: string;
  imgUrl: string;
  jumpUrl: string;
}

/** A titled set of pictures on the home page. */
export interface PictureList {
  id: string;
  name: string;
  items: PictureItem[];
}

export interface FooterLink {
  jumpName: string;
  jumpUrl: string;
}

/** The footer of /home (spec §2.3): link groups, the copyright line and the two filing numbers. */
export interface BottomList {
  groups: { name: string; items: FooterLink[] }[];
  copyright: string;
  filings: { text: string; url: string }[];
}

/** Platform figures, from counters kept with every registration and creation (never counted by reading). */
export interface LoginData {
  userNum: number;
  companyNum: number;
  teamNum: number;
  projectNum: number;
  goodsNum: number;
}

export interface Category {
  id: string;
  name: string;
  children: Category[];
}

// ---------------------------------------------------------------- feedback (spec §5)

/** What `submitFeedback` answers: the stored feedback's id. */
export interface FeedbackReceipt {
  id: string;
}

export const FEEDBACK_MESSAGES = {
  empty: '请填写建议内容或上传图片',
} as const;

export const feedbackInput = input({
  content: text('建议内容', { min: 0, max: TEXT_LIMITS.feedback }).default(''),
  star: num('评分', { min: 1, max: 5 }).default(LIST_LIMITS.feedbackDefaultStar),
  picUrls: fileUrl('图片').array().max(LIST_LIMITS.feedbackPictures, `最多上传${LIST_LIMITS.feedbackPictures}张图片`).default([]),
}).superRefine((value, ctx) => {
  if (value.content === '' && value.picUrls.length === 0) ctx.addIssue({ code: 'custom', path: ['content'], message: FEEDBACK_MESSAGES.empty });
});
