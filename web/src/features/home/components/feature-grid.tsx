/**
 * What the platform does (spec §1), in cards on /home: only what a visitor can use today (the mall gets its card when
 * it opens, not before).
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useSectionStyles } from './section-styles.js';
import { th, type HomeTextKey } from '../texts.js';

interface Feature {
  title: HomeTextKey;
  text: HomeTextKey;
  /** One 24×24 stroke path. */
  icon: string;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'home.feature.project',
    text: 'home.feature.projectText',
    icon: 'M9 4h6v3H9zM7 5.5H5.5v15h13v-15H17M8.5 11h7M8.5 14.5h7M8.5 18h4',
  },
  {
    title: 'home.feature.escrow',
    text: 'home.feature.escrowText',
    icon: 'M12 3.5 5 6v5.5c0 4.3 3 7.7 7 9 4-1.3 7-4.7 7-9V6zM9 12l2.2 2.2L15.5 10',
  },
  {
    title: 'home.feature.chat',
    text: 'home.feature.chatText',
    icon: 'M4.5 5.5h15v10h-9l-4 3.5v-3.5h-2zM8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01',
  },
];

const useStyles = makeStyles({
  section: {
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    '@media (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    '@media (max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: {
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    transitionProperty: 'box-shadow, transform',
    transitionDuration: tokens.durationNormal,
    ':hover': { boxShadow: tokens.shadow16, transform: 'translateY(-2px)' },
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0s', ':hover': { transform: 'none' } },
  },
  icon: {
    width: '44px',
    height: '44px',
    padding: '10px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    stroke: tokens.colorBrandForeground1,
    strokeWidth: '1.6',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    fill: 'none',
  },
  title: {
    margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalXS}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  text: { margin: 0, fontSize: tokens.fontSizeBase300, lineHeight: '1.7', color: tokens.colorNeutralForeground3 },
});

export const FeatureGrid = () => {
  const styles = useStyles();
  const frame = useSectionStyles();
  return (
    <section className={mergeClasses(frame.section, styles.section)}>
      <h2 className={frame.heading}>{th('home.features.title')}</h2>
      <ul className={styles.grid}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={feature.icon} />
            </svg>
            <h3 className={styles.title}>{th(feature.title)}</h3>
            <p className={styles.text}>{th(feature.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
};
