/**
 * Interface texts through aws-amplify's I18n (docs/architecture.md): the zh_CN vocabulary of the page's first screens,
 * loaded with the page; a lazily loaded feature's own texts (the messenger's) registered when its chunk loads
 * (`featureTexts`); English placeholders loaded only when asked for (nobody is offered English yet, so they stay out
 * of the first load).
 */
import { I18n } from 'aws-amplify/utils';
import { activeLanguage, DEFAULT_LANGUAGE, ENGLISH } from './language.js';
import { zhCN, type MessageKey } from './locales/zh-cn.js';

export type { MessageKey };

type Vocabulary = Readonly<Record<string, string>>;

/** Every zh_CN text registered so far: what `t` falls back to when the language in force lacks a key. */
const zhFallback: Record<string, string> = { ...zhCN };
const englishLoaders: (() => Promise<Vocabulary>)[] = [async () => (await import('./locales/en.js')).en];

/** The language in force. */
let language = activeLanguage();
I18n.putVocabularies({ [DEFAULT_LANGUAGE]: zhCN });
I18n.setLanguage(language);

const putEnglish = (vocabulary: Vocabulary) => I18n.putVocabularies({ [ENGLISH]: vocabulary });

/** Switches the vocabulary in force (loading the English ones first when English is asked for). */
export const setVocabularyLanguage = async (asked: string): Promise<void> => {
  if (asked === ENGLISH) (await Promise.all(englishLoaders.map((load) => load()))).forEach(putEnglish);
  language = asked;
  I18n.setLanguage(asked);
};

export type MessageParams = Readonly<Record<string, string | number>>;

const translate = (key: string, params?: MessageParams): string => {
  // Falls back to zh_CN rather than showing a raw key if a vocabulary ever lacks an entry.
  const text = I18n.get(key, zhFallback[key]);
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole: string, name: string) => (name in params ? String(params[name]) : whole));
};

/** The text for `key` in the language in force, with `{name}` placeholders filled from `params`. */
export const t = (key: MessageKey, params?: MessageParams): string => translate(key, params);

/**
 * Registers a lazily loaded feature's zh_CN texts (when its chunk loads) and how to load its English placeholders,
 * and gives the feature its own `t`, typed by its keys.
 */
export const featureTexts = <K extends string>(zh: Readonly<Record<K, string>>, loadEnglish: () => Promise<Readonly<Record<K, string>>>) => {
  I18n.putVocabularies({ [DEFAULT_LANGUAGE]: zh });
  Object.assign(zhFallback, zh);
  englishLoaders.push(loadEnglish);
  if (language === ENGLISH) void loadEnglish().then(putEnglish);
  return (key: K, params?: MessageParams): string => translate(key, params);
};
