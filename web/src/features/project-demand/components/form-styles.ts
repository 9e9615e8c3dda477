/** The demand form's layout, shared by its parts: sections, two fields side by side on a wide screen, the button row. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { NARROW_MEDIA } from '../../../components/page-styles.js';

export const useDemandFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, minWidth: 0 },
  fieldset: { display: 'contents' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  sectionTitle: {
    margin: 0,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    alignItems: 'start',
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    [NARROW_MEDIA]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
  primary: { minWidth: '180px', [NARROW_MEDIA]: { minWidth: 0 } },
  hint: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
});
