/**
 * /inform, the platform notices (spec §2.1; the header's 通知 entry opens it in a window named `inform`): the list,
 * 10 a page, newest first, unread ones marked, beside the chosen notice (title, date and time, pictures, body).
 * Opening the page marks everything read (`update-center-notice-read`): the header's badge goes; a NOTICE_RADIO
 * brings the new notice in without a reload.
 */
import { CounterBadge, makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state.js';
import { RichText } from '../../components/rich-text.js';
import { useNotice, useNotices, useNoticesSeen } from '../../features/content/api/notices.js';
import { formatDateTime } from '../../lib/format-time.js';
import { t } from '../../lib/i18n.js';
import { onRadio } from '../../lib/radio-events.js';
import { usePageStyles } from '../../components/page-styles.js';
import { Pager } from '../../components/pager.js';
import { lineClamp } from '../../components/line-clamp.js';

const useStyles = makeStyles({
  board: {
    display: 'grid',
    gridTemplateColumns: 'minmax(260px, 360px) 1fr',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 768px)': { gridTemplateColumns: '1fr' },
  },
  panel: { borderRadius: tokens.borderRadiusXLarge, backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow2, overflow: 'hidden' },
  heading: { margin: 0, padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    width: '100%',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    border: 'none',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    background: 'none',
    textAlign: 'left',
    cursor: 'pointer',
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  chosen: { backgroundColor: tokens.colorBrandBackground2, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
  itemTop: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  itemTitle: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold },
  itemSub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, ...lineClamp() },
  time: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  pager: { justifyContent: 'center', marginTop: 0, padding: tokens.spacingVerticalM },
  detail: { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  detailTitle: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase600 },
  picture: { maxWidth: '100%', borderRadius: tokens.borderRadiusMedium },
});


const NoticeDetail = ({ id }: { id: string }) => {
  const styles = useStyles();
  const { data, error, isLoading } = useNotice(id);
  if (isLoading) return <Spinner style={{ padding: 48 }} />;
  if (error || !data) return <EmptyState title={t('inform.gone')} />;
  return (
    <article className={styles.detail} data-testid="inform-detail">
      <h2 className={styles.detailTitle}>{data.title}</h2>
      <time className={styles.time} dateTime={new Date(data.createTime).toISOString()}>
        {formatDateTime(data.createTime)}
      </time>
      {data.picUrls.map((url) => (
        <img key={url} src={url} alt="" className={styles.picture} loading="lazy" />
      ))}
      <RichText html={data.context} />
    </article>
  );
};

export const Component = () => {
  const styles = useStyles();
  const page = usePageStyles();
  const [params, setParams] = useSearchParams();
  const [current, setCurrent] = useState(1);
  const { data, isLoading, mutate: reload } = useNotices(current);
  const chosen = params.get('id') ?? data?.records[0]?.id;

  const seen = useNoticesSeen(data !== undefined);
  useEffect(
    () =>
      onRadio('NOTICE_RADIO', () => {
        void reload();
        // Seen as it arrives: this page is the notices.
        seen();
      }),
    [reload, seen],
  );

  const pages = Math.max(data?.pages ?? 1, 1);
  return (
    <div className={page.page}>
      <div className={styles.board}>
        <section className={styles.panel} aria-labelledby="inform-heading">
          <h1 id="inform-heading" className={styles.heading}>
            {t('inform.title')}
          </h1>
          {isLoading ? (
            <Spinner style={{ padding: 32 }} />
          ) : !data || data.records.length === 0 ? (
            <EmptyState title={t('inform.empty')} />
          ) : (
            <>
              <ul className={styles.list}>
                {data.records.map((notice) => (
                  <li key={notice.id}>
                    <button
                      type="button"
                      className={mergeClasses(styles.item, notice.id === chosen && styles.chosen)}
                      aria-current={notice.id === chosen ? 'true' : undefined}
                      onClick={() => setParams({ id: notice.id })}
                      data-testid="inform-item"
                    >
                      <span className={styles.itemTop}>
                        <span className={styles.itemTitle} title={notice.title}>
                          {notice.title}
                        </span>
                        {notice.unread && <CounterBadge dot color="danger" size="small" aria-label={t('inform.unread')} />}
                      </span>
                      <span className={styles.itemSub}>{notice.summary}</span>
                      <span className={styles.time}>{formatDateTime(notice.createTime)}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <Pager className={styles.pager} current={current} pages={pages} onChange={setCurrent} />
              )}
            </>
          )}
        </section>
        <section className={styles.panel} aria-label={t('inform.detail')}>
          {chosen ? <NoticeDetail id={chosen} /> : !isLoading && <EmptyState title={t('inform.empty')} />}
        </section>
      </div>
    </div>
  );
};
