/** The session token, kept in a cookie (spec §9 "Storage") so every tab of the site shares one login. */
import Cookies from 'js-cookie';

/** The one name of the token cookie; e2e tests and the login page use this constant, never the string. */
export const TOKEN_COOKIE = 'Admin-Token';

export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE) || undefined;

export const setToken = (token: string): void => {
  Cookies.set(TOKEN_COOKIE, token, { path: '/', sameSite: 'Lax', secure: window.location.protocol === 'https:' });
};

export const removeToken = (): void => {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
};
