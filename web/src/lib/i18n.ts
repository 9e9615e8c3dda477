/** Interface texts through aws-amplify's I18n (docs/architecture.md): the zh_CN vocabulary and an English placeholder. */
import { I18n } from 'aws-amplify/utils';
import { activeLanguage, DEFAULT_LANGUAGE, ENGLISH } from './language.js';
import { en } from './locales/en.js';
import { zhCN, type MessageKey } from './locales/zh-cn.js';

export type { MessageKey };

I18n.putVocabularies({ [DEFAULT_LANGUAGE]: zhCN, [ENGLISH]: en });
I18n.setLanguage(activeLanguage());

/** Switches the vocabulary in force; the interface offers only zh_CN, tests use the English one too. */
export const setVocabularyLanguage = (language: string): void => {
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
