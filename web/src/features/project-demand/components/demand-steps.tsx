/** The three steps of posting a demand (填写需求信息 → 编写需求书 → 预览并发布), the current one marked for every reader. */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LineIcon } from '../../../components/line-icon.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { td, type DemandTextKey } from '../texts.js';

export type DemandStep = 'info' | 'book' | 'preview';

const STEPS: readonly { step: DemandStep; label: DemandTextKey }[] = [
  { step: 'info', label: 'steps.info' },
  { step: 'book', label: 'steps.book' },
  { step: 'preview', label: 'steps.preview' },
];

const useStyles = makeStyles({
  list: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: `0 0 ${tokens.spacingVerticalXL}`,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    listStyleType: 'none',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    [NARROW_MEDIA]: { padding: tokens.spacingHorizontalS, gap: tokens.spacingHorizontalXS },
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flex: '1 1 0', minWidth: 0, color: tokens.colorNeutralForeground3 },
  line: { flex: '1 1 auto', height: '1px', minWidth: '12px', backgroundColor: tokens.colorNeutralStroke1 },
  dot: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '26px',
    height: '26px',
    borderRadius: tokens.borderRadiusCircular,
    border: `1.5px solid ${tokens.colorNeutralStroke1}`,
    boxSizing: 'border-box',
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  currentDot: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand, borderTopColor: tokens.colorBrandBackground, borderRightColor: tokens.colorBrandBackground, borderBottomColor: tokens.colorBrandBackground, borderLeftColor: tokens.colorBrandBackground },
  doneDot: { color: tokens.colorBrandForeground1, borderTopColor: tokens.colorBrandStroke1, borderRightColor: tokens.colorBrandStroke1, borderBottomColor: tokens.colorBrandStroke1, borderLeftColor: tokens.colorBrandStroke1 },
  label: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', fontSize: tokens.fontSizeBase300, [NARROW_MEDIA]: { fontSize: tokens.fontSizeBase200 } },
  /** On a phone only the current step is named on screen; the others keep their names for screen readers. */
  otherLabel: { [NARROW_MEDIA]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
  currentItem: { [NARROW_MEDIA]: { flex: '0 0 auto' } },
});

export const DemandSteps = ({ current }: { current: DemandStep }) => {
  const styles = useStyles();
  const at = STEPS.findIndex((entry) => entry.step === current);
  return (
    <ol className={styles.list} aria-label={td('steps.label')}>
      {STEPS.map((entry, index) => (
        <li key={entry.step} className={mergeClasses(styles.item, index === at && styles.current, index === at && styles.currentItem)} aria-current={index === at ? 'step' : undefined}>
          <span className={mergeClasses(styles.dot, index === at && styles.currentDot, index < at && styles.doneDot)} aria-hidden="true">
            {index < at ? <LineIcon name="check" size={14} weight={2.4} /> : index + 1}
          </span>
          <span className={mergeClasses(styles.label, index !== at && styles.otherLabel)}>{td(entry.label)}</span>
          {index < STEPS.length - 1 && <span className={styles.line} aria-hidden="true" />}
        </li>
      ))}
    </ol>
  );
};
