/**
 * The navigation guard's rules (spec §2.2, §5), as pure functions of the target path, whether a token exists
 * and the user info: where a visit goes instead, and whether incomplete basic information blocks it.
 */
import { loginPath, paths } from '../config/paths.js';

/** Spec §2.2: without a token only these are allowed, matched by substring as the spec says. */
export const PUBLIC_PATH_PARTS: readonly string[] = [
  paths.login,
  paths.home,
  paths.ruleCenter,
  paths.otherRule,
  '/search',
  '/supplierInfo',
  '/findProject',
  '/find-project',
  // A project's public details (the issue's /project/find/details, docs/decisions.md "Public project details").
  '/project/find/details',
  '/no-login-demand-book',
  // A listing's details (the mall's issue 29: visitors see the goods and log in to buy them).
  '/mall/goodsDetail',
  paths.forbidden,
  paths.notFound,
];

/**
 * The workbench is never public, although two of its tabs (`/work/search`, `/work/find-project`) contain public
 * parts: matching by substring alone would open them, and the workbench without a person in it.
 */
const PRIVATE_PREFIXES: readonly string[] = [paths.work];

const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/** Where to send a visit to `pathWithQuery` instead, or undefined to let it through. */
export const guardRedirect = (pathWithQuery: string, hasToken: boolean): string | undefined => {
  const [path = ''] = pathWithQuery.split('?');
  if (hasToken) return under(path, paths.login) ? paths.root : undefined;
  const isPrivate = PRIVATE_PREFIXES.some((prefix) => under(path, prefix));
  return !isPrivate && PUBLIC_PATH_PARTS.some((part) => path.includes(part)) ? undefined : loginPath(pathWithQuery);
};

export { afterLoginStep, blockedByBaseInfo, needsBaseInfo } from '../config/base-info.js';
