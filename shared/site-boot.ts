/**
 * The boot shell (docs/architecture.md "First screen"): `index.html` carries the first screen of `/home` as static
 * HTML (web/src/app/boot-shell.tsx renders it at build time from the page's own components), so that a visitor on
 * a slow phone sees the page before the SPA's script has loaded and run. The SPA removes it when its first page
 * renders. This inline script, the only one the site runs, removes it at once where it would be wrong: another
 * page asked for in the URL's hash, or a logged-in person (whose header and first screen differ). The site's CSP
 * allows it by its hash (infra/site-headers.ts), so this text is the one source for both.
 */

/** The token cookie's one name (spec §9 "Storage"; the privacy policy names it): web/src/lib/token.ts uses it. */
export const TOKEN_COOKIE = 'Admin-Token';

/** The id of the boot shell's element in index.html. */
export const BOOT_SHELL_ID = 'boot-shell';

/** The paths the boot shell shows: `/home`, and the root that leads there. */
const HOME_HASH = String.raw`^(#\/?(home)?)?([?].*)?$`;

/** Runs right after the shell in index.html, before anything is painted. */
export const BOOT_SCRIPT =
  `(function(){var s=document.getElementById('${BOOT_SHELL_ID}');` +
  `if(s&&(/(^|; )${TOKEN_COOKIE}=./.test(document.cookie)||!/${HOME_HASH}/.test(location.hash)))s.remove()})();`;
