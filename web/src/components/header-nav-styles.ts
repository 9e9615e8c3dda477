/** The look of the header's navigation links, shared by the logged-out header and the account navigation. */
import { makeStyles, tokens } from '@fluentui/react-components';

export const useHeaderNavStyles = makeStyles({
  nav: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXL, marginLeft: 'auto', '@media (max-width: 480px)': { gap: tokens.spacingHorizontalM } },
  link: {
    color: 'inherit',
    // A link's name never breaks into one character per line on a narrow screen.
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase300,
    lineHeight: '60px',
    borderBottom: '2px solid transparent',
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  active: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold, borderBottomColor: tokens.colorBrandStroke1 },
  // On the coloured headers of a logged-in account the brand blue would not read: the text colour marks instead.
  onColour: { ':hover': { color: 'inherit', borderBottomColor: 'currentColor' } },
  activeOnColour: { color: 'inherit', fontWeight: tokens.fontWeightSemibold, borderBottomColor: 'currentColor' },
  /** A bare button in the header (sound toggle, avatar menu) that takes the header's text colour. */
  iconButton: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXS,
    minWidth: '32px',
    height: '32px',
    padding: tokens.spacingHorizontalXXS,
    border: 'none',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    ':hover': { boxShadow: 'inset 0 0 0 1px currentColor' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});
