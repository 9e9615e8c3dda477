/** The session token, kept in a cookie (spec §9 "Storage") so every tab of the site shares one login. */
import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '../../../shared/site-boot.js';

/** The one name of the token cookie (shared/site-boot.ts); e2e tests and the login page use this constant, never the string. */
export { TOKEN_COOKIE };

export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE) || undefined;

/**
 * Remembers, for this browser, that the last session was ended by the server (expired, logged in elsewhere,
 * disabled) rather than by the person: a prompt to log in then says the login expired (spec §6), while a visitor
 * who never logged in, or logged out, is simply invited to log in or register.
 */
const ENDED_KEY = 'hezuo-session-ended';

const remember = (write: (storage: Storage) => void): void => {
  try {
    write(window.localStorage);
  } catch {
    // Storage refused (private mode): the prompt falls back to the visitor's.
  }
};

export const setToken = (token: string): void => {
  Cookies.set(TOKEN_COOKIE, token, { path: '/', sameSite: 'Lax', secure: window.location.protocol === 'https:' });
  remember((storage) => storage.removeItem(ENDED_KEY));
};

/** Forgets the token; `endedByServer` when the server ended the session (not a logout). */
export const removeToken = (endedByServer = false): void => {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  remember((storage) => (endedByServer ? storage.setItem(ENDED_KEY, '1') : storage.removeItem(ENDED_KEY)));
};

/** Whether this browser's last session was ended by the server and nobody has logged in since. */
export const sessionEndedByServer = (): boolean => {
  try {
    return window.localStorage.getItem(ENDED_KEY) === '1';
  } catch {
    return false;
  }
};
