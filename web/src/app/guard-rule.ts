/** The navigation guard's rule (spec §2.2), as a pure function of the target path and whether a token exists. */
import { loginPath, paths } from '../config/paths.js';

/** Spec §2.2: without a token only these are allowed, matched by substring as the spec says. */
export const PUBLIC_PATH_PARTS: readonly string[] = [
  paths.login,
  paths.home,
  paths.ruleCenter,
  '/otherRule',
  '/search',
  '/supplierInfo',
  '/findProject',
  '/find-project',
  '/no-login-demand-book',
  paths.forbidden,
  paths.notFound,
];

/** Where to send a visit to `pathWithQuery` instead, or undefined to let it through. */
export const guardRedirect = (pathWithQuery: string, hasToken: boolean): string | undefined => {
  const [path = ''] = pathWithQuery.split('?');
  if (hasToken) return path === paths.login ? paths.root : undefined;
  return PUBLIC_PATH_PARTS.some((part) => path.includes(part)) ? undefined : loginPath(pathWithQuery);
};
