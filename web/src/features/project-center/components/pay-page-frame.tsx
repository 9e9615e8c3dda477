/**
 * The frame of the project center's paying pages (支付洽谈费, 支付托管费): the way back, the panel with the page's
 * title and the wallet it pays from, and what the page shows inside (loading, not found, the payment, the outcome).
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { usePageStyles, usePanelStyles } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { t } from '../../../lib/i18n.js';

const useStyles = makeStyles({
  wrap: { maxWidth: '760px', marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  back: { fontSize: tokens.fontSizeBase200 },
  title: { margin: `0 0 ${tokens.spacingVerticalXS}`, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  subtitle: { margin: `0 0 ${tokens.spacingVerticalL}`, color: tokens.colorNeutralForeground3 },
});

export interface PayPageFrameProps {
  /** Names the title's id (`<name>-title`), which labels the panel. */
  name: string;
  title: string;
  subtitle: string;
  /** The way back (to the negotiation, the cooperation), when the page names one. */
  back?: { to: string; label: string } | undefined;
  children: ReactNode;
}

export const PayPageFrame = ({ name, title, subtitle, back, children }: PayPageFrameProps) => {
  const page = usePageStyles();
  const panel = usePanelStyles();
  const styles = useStyles();
  return (
    <div className={page.page}>
      <div className={styles.wrap}>
        <title>{`${title} - ${t('app.name')}`}</title>
        {back && (
          <TextLink to={back.to} className={styles.back}>
            ‹ {back.label}
          </TextLink>
        )}
        <section className={panel.panel} aria-labelledby={`${name}-title`}>
          <h1 id={`${name}-title`} className={styles.title}>
            {title}
          </h1>
          <p className={styles.subtitle}>{subtitle}</p>
          {children}
        </section>
      </div>
    </div>
  );
};
