/**
 * Platform rich text (notices, rules, FAQ, how-to-use), shown after the shared allow-list (shared/rich-text.ts)
 * has run once more in the browser: what the server stored is sanitised already, this keeps it so whatever the
 * source. Images fit the width; links out open in a new tab.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { sanitizeRichText } from '../../../shared/rich-text.js';

const useStyles = makeStyles({
  body: {
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
    '& img, & video': { maxWidth: '100%', height: 'auto' },
    '& a': { color: tokens.colorBrandForegroundLink },
    '& p': { margin: `0 0 ${tokens.spacingVerticalS}` },
    '& ul, & ol': { paddingLeft: tokens.spacingHorizontalXL, margin: `0 0 ${tokens.spacingVerticalS}` },
    '& table': { borderCollapse: 'collapse', maxWidth: '100%' },
    '& td, & th': { border: `1px solid ${tokens.colorNeutralStroke2}`, padding: tokens.spacingHorizontalXS },
  },
});

export const RichText = ({ html, className }: { html: string; className?: string }) => {
  const styles = useStyles();
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <div className={mergeClasses(styles.body, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
};
