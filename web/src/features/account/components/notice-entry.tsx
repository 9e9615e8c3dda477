/**
 * The header's 通知 entry (spec §2.3): opens the notices in their named window (spec §2.1), with a dot while a
 * notice pushed over the global socket (NOTICE_RADIO, NEED_RADIO) is unread; opening it clears the dot.
 */
import { CounterBadge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useSyncExternalStore } from 'react';
import { useHref } from 'react-router-dom';
import { useHeaderNavStyles } from '../../../components/header-nav-styles.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { clearNoticeUnread, hasUnreadNotice, subscribeNoticeUnread } from '../../../lib/notice-unread.js';

/** The window the notices open in, so every 通知 click reuses it. */
export const NOTICE_WINDOW = 'inform';

const useStyles = makeStyles({
  entry: { position: 'relative', display: 'inline-flex', alignItems: 'center' },
  dot: { position: 'absolute', top: '16px', right: `calc(-1 * ${tokens.spacingHorizontalS})` },
});

export const NoticeEntry = () => {
  const styles = useStyles();
  const nav = useHeaderNavStyles();
  const unread = useSyncExternalStore(subscribeNoticeUnread, hasUnreadNotice, () => false);
  const href = useHref(paths.inform);
  return (
    <a
      href={href}
      target={NOTICE_WINDOW}
      className={mergeClasses(nav.link, nav.onColour, styles.entry)}
      aria-label={unread ? t('header.noticesUnread') : undefined}
      onClick={clearNoticeUnread}
    >
      {t('header.notices')}
      {unread && <CounterBadge dot color="danger" size="small" className={styles.dot} data-testid="notice-dot" />}
    </a>
  );
};
