/**
 * Platform content of spec §3 ("Notice": id, title, picUrls, createTime, context) and §7.1 (the center count).
 * Content is published by operators (`npm run ops -- content`, docs/operations.md); readers only read it.
 */
import { LIST_LIMITS } from '../limits.js';
import { id, input, pageInput } from '../validation/zod.js';

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
 * backlog and attention figures are counted by their domains as those arrive (docs/ROADMAP) and are 0 until then.
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
