/**
 * A link whose address comes from content: a site route (`#/ruleCenter?...`) stays in the page, anything else
 * (http, https, mailto, tel) opens outside it. Addresses were checked when published; an empty one renders text.
 */
import type { ReactNode } from 'react';

export const SiteLink = ({ href, className, children, ariaLabel }: { href: string; className?: string; children: ReactNode; ariaLabel?: string }) => {
  if (!href) return <span className={className}>{children}</span>;
  const internal = href.startsWith('#/');
  const web = /^https?:\/\//.test(href);
  return (
    <a className={className} href={href} aria-label={ariaLabel} {...(web && !internal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
};
