/** The notice calls (shared/routes/content.ts): list, detail, the read mark and the center count. */
import type { Page } from '../../../../../shared/envelope.js';
import { LIST_LIMITS } from '../../../../../shared/limits.js';
import { contentRoute } from '../../../../../shared/routes/content.js';
import type { CenterCount, Notice, NoticeSummary } from '../../../../../shared/schemas/content.js';
import { callRoute } from '../../../api/route-call.js';
import { useCallback, useEffect, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { RequestOptions } from '../../../api/http.js';
import { COUNT_KEY_PREFIX } from '../../../lib/count-keys.js';
import { clearNoticeUnread } from '../../../lib/notice-unread.js';

/**
 * SWR keys of the notices, refreshed together when a notice is pushed (NOTICE_RADIO) or read: a page of the list
 * (`[NOTICES_KEY, current]`; the chat panel's pages under swr/infinite's own keys), one notice (`[NOTICES_KEY, 'detail', id]`).
 */
export const NOTICES_KEY = 'content:notices';
/** The center count (its `notice` is the header's badge); a count key, so the global socket refreshes it. */
export const CENTER_COUNT_KEY = `${COUNT_KEY_PREFIX}center`;

export const fetchNotices = (current: number, options: RequestOptions = {}): Promise<Page<NoticeSummary>> =>
  callRoute(contentRoute('content.noticeList'), { current, size: LIST_LIMITS.noticePageSize }, options);

export const fetchNotice = (id: string, options: RequestOptions = {}): Promise<Notice> => callRoute(contentRoute('content.noticeDetail'), { id }, options);

/** One page of the notices (/inform: a pager). */
export const useNotices = (current: number) => useSWR([NOTICES_KEY, current] as const, ([, page]) => fetchNotices(page));

/** The notices page after page (the chat panel's /notice: 加载更多); the chat panel reads them silently. */
export const useNoticePages = (options: RequestOptions = {}) =>
  useSWRInfinite(
    (index) => [NOTICES_KEY, index + 1] as const,
    ([, page]) => fetchNotices(page, options),
  );

/** One notice (`[NOTICES_KEY, 'detail', id]`), read while one is named; the chat panel reads it silently. */
export const useNotice = (id: string | undefined, options: RequestOptions = {}) =>
  useSWR(id ? ([NOTICES_KEY, 'detail', id] as const) : null, ([, , noticeId]) => fetchNotice(noticeId, options));

/** update-center-notice-read: everything published until now is seen (the badge goes to 0). */
export const markNoticesRead = (options: RequestOptions = {}): Promise<null> => callRoute(contentRoute('content.noticeRead'), {}, options);

export const fetchCenterCount = (options: RequestOptions = {}): Promise<CenterCount> => callRoute(contentRoute('content.centerCount'), {}, options);

/** The center count, read silently: the header's notice badge and the project center's tabs show its figures. */
export const useCenterCount = () => useSWR<CenterCount>(CENTER_COUNT_KEY, () => fetchCenterCount({ silent: true }));

/**
 * A notices screen (/inform, the chat panel's /notice) marks everything read once its first page is on screen
 * (so that page still shows its unread marks) and whenever `seen()` is called again (a notice arriving while
 * it is open): the header's dot and the center count go; `after` refreshes what else shows the count.
 */
export const useNoticesSeen = (ready: boolean, after?: () => void): (() => void) => {
  const { mutate } = useSWRConfig();
  const seen = useCallback(() => {
    clearNoticeUnread();
    void markNoticesRead({ silent: true }).then(
      () => {
        void mutate(CENTER_COUNT_KEY);
        after?.();
      },
      () => undefined,
    );
  }, [mutate, after]);
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    seen();
  }, [ready, seen]);
  return seen;
};
