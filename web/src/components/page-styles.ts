/** The frame of a page at the site's width (spec §2.1: 1200 px), tighter on a phone, and the white panel pages sit in. */
import { makeStyles, tokens } from '@fluentui/react-components';

/** Narrower than this, pages stack their columns and tighten their padding. */
export const NARROW_QUERY = '(max-width: 767.98px)';
export const NARROW_MEDIA = `@media ${NARROW_QUERY}`;

export const usePageStyles = makeStyles({
  page: {
    width: '100%',
    maxWidth: '1200px',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL} 56px`,
    boxSizing: 'border-box',
    [NARROW_MEDIA]: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} 40px` },
  },
});

/** A panel's first row: its title on the left, its actions on the right, wrapping on a phone. */
export const PANEL_HEAD = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.spacingHorizontalM,
  marginBottom: tokens.spacingVerticalL,
} as const;

/** The white panel a page's content sits in (the workbench's pages, the members pages), with its heading. */
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
