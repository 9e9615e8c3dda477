/**
 * The side menu of a section with sub-pages (the personal center, the project center): a column of links beside the
 * chosen page, a row that scrolls sideways on a phone; an entry may carry a badge at its end.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { NARROW_MEDIA } from './page-styles.js';

export const useSideMenuStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: '200px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  },
  menu: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalS} 0`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    position: 'sticky',
    top: '76px',
    [NARROW_MEDIA]: { position: 'static', flexDirection: 'row', overflowX: 'auto', padding: 0 },
  },
  entry: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    textDecoration: 'none',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    borderLeft: '3px solid transparent',
    whiteSpace: 'nowrap',
    ':hover': { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    [NARROW_MEDIA]: { borderLeftStyle: 'none', borderBottom: '3px solid transparent', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  },
  active: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    borderLeftColor: tokens.colorBrandStroke1,
    backgroundColor: tokens.colorBrandBackground2,
    [NARROW_MEDIA]: { borderBottomColor: tokens.colorBrandStroke1 },
  },
});
