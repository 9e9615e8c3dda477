/** Key builders of platform content (docs/data-model.md "Content"). */

/** A notice; listed newest first on gsi1 (`NOTICES`, publish time then id). */
export const noticeKey = (noticeId: string) => ({ pk: `NOTICE#${noticeId}`, sk: 'NOTICE' });
export const NOTICES_INDEX = 'NOTICES';
/** gsi1 sort key of a notice: the publish time, zero-padded so that text order is time order. */
export const noticeIndexSort = (createTime: number, noticeId: string): string => `${String(createTime).padStart(13, '0')}#${noticeId}`;

/** When a person last opened the notices (the notice badge counts what was published after). */
export const noticeReadKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'NOTICE_READ' });
