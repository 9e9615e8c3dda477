/**
 * Interface texts through aws-amplify's I18n (docs/architecture.md): the zh_CN vocabulary, loaded with the page,
 * and an English placeholder loaded only when asked for (nobody is offered it yet, so it stays out of the first load).
 */
import { I18n } from 'aws-amplify/utils';
import { activeLanguage, DEFAULT_LANGUAGE, ENGLISH } from './language.js';
import { zhCN, type MessageKey } from './locales/zh-cn.js';

export type { MessageKey };

I18n.putVocabularies({ [DEFAULT_LANGUAGE]: zhCN });
I18n.setLanguage(activeLanguage());

/** Switches the vocabulary in force (loading the English one first when it is the one asked for). */
export const setVocabularyLanguage = async (language: string): Promise<void> => {
  if (language === ENGLISH) I18n.putVocabularies({ [ENGLISH]: (await import('./locales/en.js')).en });
  I18n.setLanguage(language);
};

export type MessageParams = Readonly<Record<string, string | number>>;

/** The text for `key` in the language in force, with `{name}` placeholders filled from `params`. */
export const t = (key: MessageKey, params?: MessageParams): string => {
  // Falls back to zh_CN rather than showing a raw key if a vocabulary ever lacks an entry.
  const text = I18n.get(key, zhCN[key]);
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole: string, name: string) => (name in params ? String(params[name]) : whole));
};
