/** The resume editors' styles: sections, rows as cards whose fields wrap into columns, and the save bar. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { NARROW_MEDIA } from '../../../components/page-styles.js';

export const useEditorStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0, margin: 0, padding: 0, border: 'none' },
  sectionHead: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', padding: 0 },
  sectionTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  hint: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  row: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    alignItems: 'start',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    paddingRight: '72px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', paddingRight: tokens.spacingHorizontalM, paddingTop: '40px' },
  },
  wide: { gridColumn: '1 / -1' },
  remove: { position: 'absolute', top: tokens.spacingVerticalS, right: tokens.spacingHorizontalS },
  add: { alignSelf: 'flex-start' },
  grid: { display: 'grid', alignItems: 'start', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  counts: { display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: tokens.spacingHorizontalM, [NARROW_MEDIA]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  /** An input that takes its cell's width, however narrow (an input's own width is some 20 characters). */
  fill: { width: '100%', minWidth: 0, '& input': { width: '100%', minWidth: 0 } },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, margin: 0, padding: 0, listStyleType: 'none' },
  tagInput: { display: 'flex', gap: tokens.spacingHorizontalS, maxWidth: '420px' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
});
