/** The white panel every workbench page sits in, with its heading. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { NARROW_MEDIA } from '../../../components/page-styles.js';

export const usePanelStyles = makeStyles({
  panel: {
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    [NARROW_MEDIA]: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}` },
  },
  notice: { marginBottom: tokens.spacingVerticalL },
  heading: { margin: `0 0 ${tokens.spacingVerticalL}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
});
