/** The interface language: a cookie defaulting to zh_CN (spec §9), sent with every call (docs/conventions.md). */
import Cookies from 'js-cookie';

export const LANGUAGE_COOKIE = 'language';
export const DEFAULT_LANGUAGE = 'zh_CN';
export const ENGLISH = 'en';

/** Spec §1: an English vocabulary exists with placeholder values, but only zh_CN is offered to people. */
export const OFFERED_LANGUAGES: readonly string[] = [DEFAULT_LANGUAGE];

/** The language in force: the cookie's, when it is one we offer, else zh_CN. */
export const activeLanguage = (): string => {
  const chosen = Cookies.get(LANGUAGE_COOKIE);
  return chosen && OFFERED_LANGUAGES.includes(chosen) ? chosen : DEFAULT_LANGUAGE;
};
