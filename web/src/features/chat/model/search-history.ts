/** Spec §9: the group search history is kept in a cookie, newest first, a few entries. */
import Cookies from 'js-cookie';

export const SEARCH_HISTORY_COOKIE = 'hezuo-group-search';
const MAX_ENTRIES = 8;

export const readSearchHistory = (): string[] => {
  try {
    const value = JSON.parse(Cookies.get(SEARCH_HISTORY_COOKIE) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX_ENTRIES) : [];
  } catch {
    return [];
  }
};

/** Puts `term` first (once) and returns the new history. */
export const rememberSearch = (term: string): string[] => {
  const trimmed = term.trim();
  if (!trimmed) return readSearchHistory();
  const next = [trimmed, ...readSearchHistory().filter((t) => t !== trimmed)].slice(0, MAX_ENTRIES);
  Cookies.set(SEARCH_HISTORY_COOKIE, JSON.stringify(next), { path: '/', sameSite: 'Lax', expires: 365 });
  return next;
};

export const clearSearchHistory = (): void => {
  Cookies.remove(SEARCH_HISTORY_COOKIE, { path: '/' });
};
