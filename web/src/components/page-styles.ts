/** The frame of a page at the site's width (spec §2.1: 1200 px), tighter on a phone. */
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
