/** The lists of this feature (drafts, old projects): rows with the project's facts on the left and its button on the right. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { NARROW_MEDIA } from '../../../components/page-styles.js';

export const useProjectListStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  total: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  list: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyleType: 'none', borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalS },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  titleRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  facts: { display: 'flex', flexWrap: 'wrap', gap: `0 ${tokens.spacingHorizontalL}`, margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  budget: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  action: { justifySelf: 'end', [NARROW_MEDIA]: { justifySelf: 'stretch' } },
});
