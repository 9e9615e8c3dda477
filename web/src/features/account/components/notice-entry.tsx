/**
 * The header's 通知 entry (spec §2.3): opens the notices in their named window (spec §2.1), with a dot when the
 * notice count is above 0 (`personage-center-count`'s `notice`, refreshed by the global socket with the other
 * counts) or a notice was pushed (NOTICE_RADIO, NEED_RADIO) since; opening it clears the dot.
 */
import { CounterBadge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useSyncExternalStore } from 'react';
import { useHref } from 'react-router-dom';
import { useHeaderNavStyles } from '../../../components/header-nav-styles.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { clearNoticeUnread, hasUnreadNotice, subscribeNoticeUnread } from '../../../lib/notice-unread.js';
import { useCenterCount } from '../../content/public.js';

/** The window the notices open in, so every 通知 click reuses it. */
export const NOTICE_WINDOW = 'inform';

const useStyles = makeStyles({
  entry: { position: 'relative', display: 'inline-flex', alignItems: 'center' },
  dot: { position: 'absolute', top: '16px', right: `calc(-1 * ${tokens.spacingHorizontalS})` },
});

export const NoticeEntry = () => {
  const styles = useStyles();
  const nav = useHeaderNavStyles();
  const pushed = useSyncExternalStore(subscribeNoticeUnread, hasUnreadNotice, () => false);
  const { data: count, mutate } = useCenterCount();
  const unread = pushed || (count?.notice ?? 0) > 0;
  const href = useHref(paths.inform);
  const open = () => {
    clearNoticeUnread();
    // The notices page marks them read; this tab need not wait for it to drop the dot.
    if (count) void mutate({ ...count, notice: 0 }, { revalidate: false });
  };
  return (
    <a
      href={href}
      target={NOTICE_WINDOW}
      className={mergeClasses(nav.link, nav.onColour, styles.entry)}
      aria-label={unread ? t('header.noticesUnread') : undefined}
      onClick={open}
    >
      {t('header.notices')}
      {unread && <CounterBadge dot color="danger" size="small" className={styles.dot} data-testid="notice-dot" />}
    </a>
  );
};
