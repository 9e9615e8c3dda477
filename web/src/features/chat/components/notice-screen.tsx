/**
 * /notice and /noticeDetail (spec §2.5 "Notice list and notice detail", §3 "Notice", §9 10 a page): platform
 * news, newest first, unread ones marked; opening the list marks them read (the badge and the system row of the
 * messages tab go to 0). A NOTICE_RADIO refreshes the list. Calls are silent, as every chat screen's.
 */
import { Button, CounterBadge, Spinner } from '@fluentui/react-components';
import { useCallback, useEffect } from 'react';
import { RichText } from '../../../components/rich-text.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { onRadio } from '../../../lib/radio-events.js';
import { useNotice, useNoticePages, useNoticesSeen } from '../../content/public.js';
import { CONVERSATIONS_KEY } from '../api/messages.js';
import { useRefresh } from '../hooks/use-refresh.js';
import { formatChatTime } from '../model/chat-time.js';
import { truncateTitle } from '../model/chat-text.js';
import { panelPath } from '../model/panel-paths.js';
import { usePanel } from './panel-nav.js';
import { Screen } from './screen.js';
import { useChatStyles } from './styles.js';
import { tc } from '../texts.js';

const SILENT = { silent: true } as const;

const NoticeList = () => {
  const styles = useChatStyles();
  const nav = usePanel();
  const refresh = useRefresh();
  const { data, size, setSize, isLoading, isValidating, mutate } = useNoticePages(SILENT);
  const records = data?.flatMap((page) => page.records) ?? [];
  const total = data?.[0]?.total ?? 0;

  // Read once the first page is on screen; the system row of the messages tab shows the count too.
  const refreshList = useCallback(() => refresh.keys(CONVERSATIONS_KEY), [refresh]);
  useNoticesSeen(data !== undefined, refreshList);

  useEffect(() => onRadio('NOTICE_RADIO', () => void mutate()), [mutate]);

  if (isLoading) return <Spinner size="small" style={{ padding: 24 }} />;
  if (records.length === 0) return <div className={styles.empty}>{tc('chat.noNotices')}</div>;
  return (
    <div role="list" aria-label={tc('chat.notices')}>
      {records.map((notice) => (
        <button
          key={notice.id}
          type="button"
          role="listitem"
          className={styles.row}
          onClick={() => nav.go(panelPath('/noticeDetail', { id: notice.id }))}
          data-testid="notice-row"
        >
          <span className={styles.rowMain}>
            <span className={styles.rowTop}>
              <span className={styles.rowName} title={notice.title}>
                {truncateTitle(notice.title)}
              </span>
              {notice.unread && <CounterBadge dot color="danger" size="small" aria-label={tc('chat.noticeUnread')} />}
              <span className={styles.rowTime}>{formatChatTime(notice.createTime)}</span>
            </span>
            <span className={styles.rowSub}>{notice.summary}</span>
          </span>
        </button>
      ))}
      {records.length < total && (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 8 }}>
          <Button appearance="subtle" size="small" disabled={isValidating} onClick={() => void setSize(size + 1)}>
            {isValidating ? tc('chat.loading') : tc('chat.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
};

const NoticeDetail = ({ id }: { id: string }) => {
  const styles = useChatStyles();
  const { data, error, isLoading } = useNotice(id || undefined, SILENT);
  if (isLoading) return <Spinner size="small" style={{ padding: 24 }} />;
  if (error || !data) return <div className={styles.empty}>{tc('chat.noticeGone')}</div>;
  return (
    <article className={styles.padded} data-testid="notice-detail">
      <h3 style={{ margin: 0 }}>{data.title}</h3>
      <div className={styles.muted}>{formatDateTime(data.createTime)}</div>
      {data.picUrls.map((url) => (
        <img key={url} src={url} alt="" style={{ maxWidth: '100%', borderRadius: 4 }} loading="lazy" />
      ))}
      <RichText html={data.context} />
    </article>
  );
};

export const NoticeScreen = ({ detail = false }: { detail?: boolean }) => {
  const nav = usePanel();
  return (
    <Screen title={detail ? tc('chat.noticeDetail') : tc('chat.notices')}>
      {detail ? <NoticeDetail id={nav.query.id ?? ''} /> : <NoticeList />}
    </Screen>
  );
};
