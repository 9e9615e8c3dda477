/**
 * Platform notices (spec §3 "Notice"): operators publish them (`npm run ops -- content`), every online browser is
 * told with NOTICE_RADIO, people read the list (10 a page, newest first) and the detail; the badge counts what
 * was published since the person last opened the notices.
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../shared/envelope.js';
import { richTextToPlain, sanitizeRichText } from '../../shared/rich-text.js';
import type { Notice, NoticeSummary } from '../../shared/schemas/content.js';
import { fail } from '../lib/errors.js';
import { pushToEveryone, radioFrame } from '../lib/socket/push.js';
import { countAll, ddb, table } from '../lib/store/client.js';
import { NOTICES_INDEX, noticeIndexSort, noticeKey, noticeReadKey } from './keys.js';

interface NoticeItem extends Notice {
  summary: string;
  updateTime: number;
}

const SUMMARY_LENGTH = 80;

/** When `userId` last opened the notices (0: never). */
const readTimeOf = async (userId: string): Promise<number> =>
  ((await ddb.send(new GetCommand({ TableName: table(), Key: noticeReadKey(userId) }))).Item?.readTime as number | undefined) ?? 0;

const publishedAfter = (time: number) => ({
  IndexName: 'gsi1',
  KeyConditionExpression: 'gsi1pk = :index AND gsi1sk > :after',
  ExpressionAttributeValues: { ':index': NOTICES_INDEX, ':after': noticeIndexSort(time, '~') },
});

/** Notices published since the person last opened them (the header badge, `notice` of the center count). */
export const unreadNoticeCount = async (userId: string): Promise<number> => countAll(publishedAfter(await readTimeOf(userId)));

/** update-center-notice-read: the person has seen every notice published until now. */
export const markNoticesRead = async (userId: string): Promise<void> => {
  await ddb.send(new PutCommand({ TableName: table(), Item: { ...noticeReadKey(userId), readTime: Date.now() } }));
};

/** One page of notices, newest first: a Query of the index up to this page (notices are few), and the total. */
export const noticePage = async (userId: string, current: number, size: number): Promise<Page<NoticeSummary>> => {
  const [readTime, total, items] = await Promise.all([
    readTimeOf(userId),
    countAll({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :index', ExpressionAttributeValues: { ':index': NOTICES_INDEX } }),
    ddb
      .send(
        new QueryCommand({
          TableName: table(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :index',
          ExpressionAttributeValues: { ':index': NOTICES_INDEX },
          ScanIndexForward: false,
          Limit: current * size,
          ProjectionExpression: 'id, title, picUrls, createTime, summary',
        }),
      )
      .then((out) => (out.Items ?? []) as Pick<NoticeItem, 'id' | 'title' | 'picUrls' | 'createTime' | 'summary'>[]),
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
  const item = (await ddb.send(new GetCommand({ TableName: table(), Key: noticeKey(noticeId) }))).Item as NoticeItem | undefined;
  if (!item) throw fail('NOT_FOUND', '公告不存在或已删除');
  return { id: item.id, title: item.title, picUrls: item.picUrls ?? [], createTime: item.createTime, context: item.context };
};

export interface NoticeDraft {
  id: string;
  title: string;
  picUrls?: string[];
  /** Rich text (HTML); sanitised here, whatever the source. */
  context: string;
  /** Publish time; defaults to now for a new notice and keeps the old one for an edit. */
  createTime?: number;
}

/**
 * Publishes a notice, or edits the one with its id. A new notice is pushed to everyone online (NOTICE_RADIO);
 * an edit is not announced again.
 */
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
