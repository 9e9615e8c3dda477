/**
 * The platform in figures (spec §7.1 getLoginData): people, companies, teams, projects and the mall's goods on Hezuo,
 * each from its counter (functions/lib/store/counters.ts: one GetItem, never a count of items).
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { LoginData } from '../../../../../shared/schemas/content.js';
import { useFigures } from '../../content/public.js';
import { th, type HomeTextKey } from '../texts.js';

const FIGURES: readonly (readonly [keyof LoginData, HomeTextKey])[] = [
  ['userNum', 'home.figures.users'],
  ['companyNum', 'home.figures.companies'],
  ['teamNum', 'home.figures.teams'],
  ['projectNum', 'home.figures.projects'],
  ['goodsNum', 'home.figures.goods'],
];

const useStyles = makeStyles({
  section: { width: '100%', maxWidth: '1200px', marginInline: 'auto', padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL} 0`, boxSizing: 'border-box' },
  list: {
    display: 'grid',
    gridTemplateColumns: `repeat(${FIGURES.length}, minmax(0, 1fr))`,
    '@media (max-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', rowGap: tokens.spacingVerticalL },
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    minHeight: '88px',
    boxSizing: 'border-box',
  },
  figure: { display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', gap: tokens.spacingVerticalXXS, margin: 0 },
  value: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1, fontVariantNumeric: 'tabular-nums' },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const formatter = new Intl.NumberFormat('zh-CN');

export const PlatformFigures = () => {
  const styles = useStyles();
  const { data } = useFigures();
  return (
    <section className={styles.section} aria-label={th('home.figures.title')}>
      <dl className={styles.list} data-testid="platform-figures">
        {FIGURES.map(([field, label]) => (
          <div key={field} className={styles.figure}>
            <dt className={styles.label}>{th(label)}</dt>
            <dd className={styles.value}>{data ? formatter.format(data[field]) : '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
