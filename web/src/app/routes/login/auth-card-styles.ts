/** The heading and footer links of the registration and password pages inside the login card. */
import { makeStyles, tokens } from '@fluentui/react-components';

export const useAuthCardStyles = makeStyles({
  title: { margin: `0 0 ${tokens.spacingVerticalXS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  lead: { margin: `0 0 ${tokens.spacingVerticalXL}`, fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground3 },
  links: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalL, fontSize: tokens.fontSizeBase300 },
});
