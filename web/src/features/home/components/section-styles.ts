/** The frame every home-page section shares: a centred column and a centred section heading. */
import { makeStyles, tokens } from '@fluentui/react-components';

export const useSectionStyles = makeStyles({
  section: {
    maxWidth: '1200px',
    width: '100%',
    marginInline: 'auto',
    boxSizing: 'border-box',
  },
  heading: {
    margin: `0 0 ${tokens.spacingVerticalXXL}`,
    textAlign: 'center',
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
});
