/** An in-app text link in Fluent's link colours: a real anchor of the hash router (new tab, keyboard, history). */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecoration: 'none',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecoration: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px', borderRadius: tokens.borderRadiusSmall },
  },
});

export const TextLink = ({ to, className, children }: { to: string; className?: string; children: ReactNode }) => {
  const styles = useStyles();
  return (
    <Link to={to} className={mergeClasses(styles.link, className)}>
      {children}
    </Link>
  );
};
