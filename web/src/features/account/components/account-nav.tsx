/**
 * The logged-in part of the header (spec §2.3): the greeting with the account (个人, or the team's or company's
 * name), 通知 (with its unread dot), 工作台, the sound toggle and the avatar menu.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavLink } from 'react-router-dom';
import { useHeaderNavStyles } from '../../../components/header-nav-styles.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { accountLabel } from '../account-view.js';
import { AccountMenu, type AccountMenuProps } from './account-menu.js';
import { NoticeEntry } from './notice-entry.js';
import { SoundToggle } from './sound-toggle.js';

const useStyles = makeStyles({
  greeting: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase300,
    whiteSpace: 'nowrap',
    // A phone keeps 通知, 工作台, sound and the avatar menu in reach; the greeting (also in the avatar menu) gives way.
    [NARROW_MEDIA]: { display: 'none' },
  },
  account: {
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    border: '1px solid currentColor',
    fontSize: tokens.fontSizeBase200,
    lineHeight: '20px',
    maxWidth: '200px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export const AccountNav = (props: AccountMenuProps) => {
  const styles = useStyles();
  const nav = useHeaderNavStyles();
  const { info } = props;
  const linkClass = ({ isActive }: { isActive: boolean }) => mergeClasses(nav.link, nav.onColour, isActive && nav.activeOnColour);
  return (
    <nav className={nav.nav} aria-label={t('header.nav')}>
      <span className={styles.greeting} data-testid="greeting">
        <span>{t('header.greeting', { nickname: info.nickname })}</span>
        <span className={styles.account} title={accountLabel(info)}>
          {accountLabel(info)}
        </span>
      </span>
      <NoticeEntry />
      <NavLink to={paths.work} className={linkClass}>
        {t('header.workbench')}
      </NavLink>
      <span className={styles.tools}>
        <SoundToggle />
        <AccountMenu {...props} />
      </span>
    </nav>
  );
};
