/** The logo with its menu (spec §2.3): rule center and FAQ, and 返回首页 once the person is logged in. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { DeferredMenu } from '../../components/deferred-menu.js';
import { LogoMark } from '../../components/logo-mark.js';
import { paths, ruleCenterPath } from '../../config/paths.js';
import { t } from '../../lib/i18n.js';

const useStyles = makeStyles({
  trigger: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    marginLeft: `calc(-1 * ${tokens.spacingHorizontalS})`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    fontFamily: 'inherit',
    whiteSpace: 'nowrap',
    flexShrink: 0,
    // An outline in the text colour reads on every header colour, pale blue and the dark account ones alike.
    ':hover': { boxShadow: 'inset 0 0 0 1px currentColor' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  name: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, letterSpacing: '1px' },
  chevron: { width: '10px', height: '10px', fill: 'none', stroke: 'currentColor', strokeWidth: '1.6', opacity: 0.7 },
});

export const LogoMenu = ({ loggedIn = false }: { loggedIn?: boolean }) => {
  const styles = useStyles();
  const navigate = useNavigate();
  const items = [
    { key: 'rule', label: t('header.ruleCenter'), onSelect: () => void navigate(ruleCenterPath('rule')) },
    { key: 'faq', label: t('header.faq'), onSelect: () => void navigate(ruleCenterPath('difficult')) },
    ...(loggedIn ? [{ key: 'home', label: t('header.backHome'), onSelect: () => void navigate(paths.home) }] : []),
  ];
  return (
    <DeferredMenu label={t('header.logoMenu')} triggerClassName={styles.trigger} items={items}>
      <LogoMark />
      <span className={styles.name}>{t('app.name')}</span>
      <svg className={styles.chevron} viewBox="0 0 10 10" aria-hidden="true" focusable="false">
        <path d="M2 3.5 5 6.5 8 3.5" />
      </svg>
    </DeferredMenu>
  );
};
