/**
 * The SPA's route registry (spec §2.1, hash mode): every in-app path is named here once. It sits in `config/`
 * rather than `app/` because the HTTP helper and features need it too, and imports only flow towards `config/`.
 */
export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  loginTeam: '/login/team',
  loginUser: '/login/user',
  registerCompany: '/login/registerCompany',
  forbidden: '/403',
  notFound: '/404',
  work: '/work',
  ruleCenter: '/ruleCenter',
} as const;

/** The rule center opens on its rules tab or on the FAQ (spec §2.1: query key = rule or difficult). */
export const ruleCenterPath = (key: 'rule' | 'difficult'): string => `${paths.ruleCenter}?key=${key}`;

/** The login page, remembering where to come back to (spec §2.2); a login page is never its own target. */
export const loginPath = (redirect?: string): string =>
  redirect && !redirect.startsWith(paths.login) && redirect !== paths.root
    ? `${paths.login}?redirect=${encodeURIComponent(redirect)}`
    : paths.login;

/** Spec §8: a network failure lands on /403 with an online flag, so the page can say the network is down. */
export const offlinePath = (): string => `${paths.forbidden}?online=false`;
