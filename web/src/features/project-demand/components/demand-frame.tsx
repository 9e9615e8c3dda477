/**
 * The panel every posting page stands in: its document title, the way back, the heading and its lead, and for the
 * three steps of posting (信息, 需求书, 预览) where the person is.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { NARROW_MEDIA, usePanelStyles } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { t } from '../../../lib/i18n.js';
import { DemandSteps, type DemandStep } from './demand-steps.js';

const useStyles = makeStyles({
  back: { display: 'inline-block', marginBottom: tokens.spacingVerticalM, fontSize: tokens.fontSizeBase200 },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginBottom: tokens.spacingVerticalXL },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1, [NARROW_MEDIA]: { fontSize: tokens.fontSizeBase500 } },
  lead: { margin: 0, color: tokens.colorNeutralForeground3, lineHeight: tokens.lineHeightBase300, overflowWrap: 'anywhere' },
});

export interface DemandFrameProps {
  title: string;
  lead?: ReactNode;
  back?: { to: string; label: string };
  step?: DemandStep;
  className?: string;
  children: ReactNode;
}

export const DemandFrame = ({ title, lead, back, step, className, children }: DemandFrameProps) => {
  const panel = usePanelStyles();
  const styles = useStyles();
  return (
    <section className={mergeClasses(panel.panel, className)} aria-labelledby="demand-title">
      <title>{`${title} - ${t('app.name')}`}</title>
      {back && (
        <TextLink to={back.to} className={styles.back}>
          ‹ {back.label}
        </TextLink>
      )}
      {step && <DemandSteps current={step} />}
      <div className={styles.head}>
        <h1 id="demand-title" className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {children}
    </section>
  );
};
