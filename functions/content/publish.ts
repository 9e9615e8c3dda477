/**
 * Publishing platform notices: operators only (`npm run ops -- content`, the local cloud's content on start); no
 * HTTP route writes them. A new notice is pushed to every online browser (NOTICE_RADIO); an edit is not.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { richTextToPlain, sanitizeRichText } from '../../shared/rich-text.js';
import { pushToEveryone, radioFrame } from '../lib/socket/push.js';
import { ddb, table } from '../lib/store/client.js';
import { NOTICES_INDEX, noticeIndexSort, noticeKey } from './keys.js';
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
