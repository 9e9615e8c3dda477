/**
 * Reading platform notices (spec §3 "Notice"): the list (10 a page, newest first), the detail, the newest one (the
 * system row of the chat list) and the badge, which counts what was published since the person last opened the
 * notices. Operators publish them (publish.ts).
 */
import type { Page } from '../../shared/envelope.js';
import type { Notice, NoticeSummary } from '../../shared/schemas/content.js';
import { fail } from '../lib/errors.js';
import { countNoticesAfter, getNotice, newestNotices, noticesReadTime, setNoticesReadTime, type NoticeItem } from './store.js';

/** Notices published since the person last opened them (the header badge, `notice` of the center count). */
export const unreadNoticeCount = async (userId: string): Promise<number> => countNoticesAfter(await noticesReadTime(userId));

/** update-center-notice-read: the person has seen every notice published until now. */
export const markNoticesRead = async (userId: string): Promise<void> => {
  await setNoticesReadTime(userId, Date.now());
};

/** One page of notices, newest first: a Query of the index up to this page (notices are few), and the total. */
export const noticePage = async (userId: string, current: number, size: number): Promise<Page<NoticeSummary>> => {
  const [readTime, total, items] = await Promise.all([
    noticesReadTime(userId),
    countNoticesAfter(0),
    newestNotices<Pick<NoticeItem, 'id' | 'title' | 'picUrls' | 'createTime' | 'summary'>>(current * size, 'id, title, picUrls, createTime, summary'),
  ]);
  const records = items.slice((current - 1) * size, current * size).map((n) => ({
    id: n.id,
    title: n.title,
    picUrls: n.picUrls ?? [],
    createTime: n.createTime,
    summary: n.summary ?? '',
    unread: n.createTime > readTime,
  }));
  return { records, total, pages: Math.ceil(total / size), current, size };
};

export const noticeDetail = async (noticeId: string): Promise<Notice> => {
  const item = await getNotice(noticeId);
  if (!item) throw fail('NOT_FOUND', '公告不存在或已删除');
  return { id: item.id, title: item.title, picUrls: item.picUrls ?? [], createTime: item.createTime, context: item.context };
};

/** The newest notice (title and time), for the chat list's system row; undefined when none was published. */
export const newestNotice = async (): Promise<Pick<NoticeItem, 'id' | 'title' | 'createTime'> | undefined> =>
  (await newestNotices<Pick<NoticeItem, 'id' | 'title' | 'createTime'>>(1, 'id, title, createTime'))[0];
