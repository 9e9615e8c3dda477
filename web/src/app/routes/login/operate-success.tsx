/** /login/operateSuccess: the password was reset; 去登录 leads back to the login page. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { LinkButton } from '../../../components/link-button.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { ta } from '../../../features/account/form-texts.js';

const useStyles = makeStyles({
  done: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalXXL} 0`, textAlign: 'center' },
  mark: { width: '64px', height: '64px', fill: 'none', stroke: tokens.colorPaletteGreenForeground1, strokeWidth: '2.4', strokeLinecap: 'round', strokeLinejoin: 'round' },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  text: { margin: 0, color: tokens.colorNeutralForeground3 },
  action: { minWidth: '160px', marginTop: tokens.spacingVerticalM },
});

export const Component = () => {
  const styles = useStyles();
  return (
    <section className={styles.done}>
      <title>{`${ta('operateSuccess.title')} - ${t('app.name')}`}</title>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="28" />
        <path d="m20 33 8 8 16-17" />
      </svg>
      <h1 className={styles.title}>{ta('operateSuccess.title')}</h1>
      <p className={styles.text}>{ta('operateSuccess.text')}</p>
      <LinkButton className={styles.action} appearance="primary" size="large" to={paths.login}>
        {ta('operateSuccess.toLogin')}
      </LinkButton>
    </section>
  );
};
