/** A full-page status message (404, 403, offline, load failures): a big code, a title, a sentence, actions. */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    minHeight: '60vh',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
    boxSizing: 'border-box',
  },
  code: {
    margin: 0,
    fontSize: '96px',
    lineHeight: '1',
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '4px',
    // Large and quiet, but readable (3:1 at least for large text; the old 35 % opacity gave 1.75:1).
    color: tokens.colorBrandForegroundLink,
    opacity: 0.8,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  text: {
    margin: 0,
    maxWidth: '480px',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground3,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalL },
});

export interface StatusPageProps {
  /** The big figure above the title (`404`); omitted for failures without a status. */
  code?: string;
  title: string;
  text: string;
  actions?: ReactNode;
}

export const StatusPage = ({ code, title, text, actions }: StatusPageProps) => {
  const styles = useStyles();
  return (
    <section className={styles.page}>
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
};
