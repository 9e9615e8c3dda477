/** Styles the project center's lists and detail pages share: cards, facts, the state badge's colours. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { NARROW_MEDIA } from '../../../components/page-styles.js';

export const useCenterStyles = makeStyles({
  filters: { marginBottom: tokens.spacingVerticalM, overflowX: 'auto' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  clickable: {
    cursor: 'pointer',
    ':hover': { borderTopColor: tokens.colorBrandStroke2, borderRightColor: tokens.colorBrandStroke2, borderBottomColor: tokens.colorBrandStroke2, borderLeftColor: tokens.colorBrandStroke2, boxShadow: tokens.shadow4 },
  },
  cardHead: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, minWidth: 0 },
  cardTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
    minWidth: 0,
  },
  titleLink: {
    color: 'inherit',
    textDecoration: 'none',
    ':hover': { color: tokens.colorBrandForeground1, textDecoration: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, flexShrink: 0, justifyContent: 'flex-end' },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXL}`,
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  fact: { display: 'flex', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  factValue: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  money: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  message: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-wrap',
  },
  cardFoot: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  time: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, [NARROW_MEDIA]: { width: '100%' } },
  waiting: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL },
  note: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** A state's badge colour by its name (the states of shared/process/project.ts). */
export const stateColour = (state: string): 'brand' | 'success' | 'warning' | 'danger' | 'informative' | 'subtle' => {
  if (['AGREED', 'ACCEPTED'].includes(state)) return 'success';
  if (['PENDING', 'A_PROPOSED', 'B_PROPOSED', 'CONFIRMED', 'NEGOTIATING'].includes(state)) return 'warning';
  if (['RELEASED'].includes(state)) return 'brand';
  if (['DECLINED', 'TERMINATED'].includes(state)) return 'danger';
  if (['DRAFT'].includes(state)) return 'informative';
  return 'subtle';
};
