/** One section of 账号设置: a titled card with a line on what it does and its small form. */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { NARROW_MEDIA } from '../../../components/page-styles.js';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: '220px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    padding: `${tokens.spacingVerticalXL} 0`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    ':first-of-type': { borderTopStyle: 'none', paddingTop: 0 },
    // On a phone the title stands above its form.
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  text: { margin: `${tokens.spacingVerticalXS} 0 0`, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, color: tokens.colorNeutralForeground3 },
  body: { maxWidth: '440px' },
});

export const SettingsCard = ({ title, text, id, children }: { title: string; text: string; id?: string; children: ReactNode }) => {
  const styles = useStyles();
  return (
    <section className={styles.card} aria-label={title} {...(id ? { id } : {})}>
      <div>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.text}>{text}</p>
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
};
