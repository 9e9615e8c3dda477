// @vitest-environment jsdom
/** The vocabularies behind `t`: zh_CN in force by default, an English placeholder with the same keys. */
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { setVocabularyLanguage, t } from '../../../web/src/lib/i18n.js';
import { activeLanguage, LANGUAGE_COOKIE } from '../../../web/src/lib/language.js';
import { en } from '../../../web/src/lib/locales/en.js';
import { zhCN } from '../../../web/src/lib/locales/zh-cn.js';
import { chatZhCN, tc } from '../../../web/src/features/chat/texts.js';
import { chatEn } from '../../../web/src/features/chat/texts-en.js';
import { helperZhCN } from '../../../web/src/features/helper/texts.js';
import { helperEn } from '../../../web/src/features/helper/texts-en.js';
import { imageUploadZhCN } from '../../../web/src/components/image-upload/texts.js';
import { imageUploadEn } from '../../../web/src/components/image-upload/texts-en.js';
import { settingsZhCN } from '../../../web/src/features/account/settings-texts.js';
import { settingsEn } from '../../../web/src/features/account/settings-texts-en.js';
import { registerZhCN } from '../../../web/src/features/account/register-texts.js';
import { registerEn } from '../../../web/src/features/account/register-texts-en.js';
import { formZhCN } from '../../../web/src/features/account/form-texts.js';
import { formEn } from '../../../web/src/features/account/form-texts-en.js';
import { orgZhCN } from '../../../web/src/features/org/texts.js';
import { orgEn } from '../../../web/src/features/org/texts-en.js';
import { rulesZhCN } from '../../../web/src/features/content/rules-texts.js';
import { rulesEn } from '../../../web/src/features/content/rules-texts-en.js';
import { homeZhCN } from '../../../web/src/features/home/texts.js';
import { homeEn } from '../../../web/src/features/home/texts-en.js';
import { performanceZhCN } from '../../../web/src/features/performance/texts.js';
import { performanceEn } from '../../../web/src/features/performance/texts-en.js';

/** The page's vocabulary and each lazily loaded feature's: zh_CN and its English placeholder. */
const VOCABULARIES: [string, Readonly<Record<string, string>>, Readonly<Record<string, string>>][] = [
  ['the page', zhCN, en],
  ['the messenger', chatZhCN, chatEn],
  ['the floating helper', helperZhCN, helperEn],
  ['the picture uploader', imageUploadZhCN, imageUploadEn],
  ['the setting and resume pages', settingsZhCN, settingsEn],
  ['the registration pages', registerZhCN, registerEn],
  ['the account forms', formZhCN, formEn],
  ['unit management', orgZhCN, orgEn],
  ['the rule center', rulesZhCN, rulesEn],
  ['the home page', homeZhCN, homeEn],
  ['the performance page', performanceZhCN, performanceEn],
];

afterEach(async () => {
  await setVocabularyLanguage('zh_CN');
  Cookies.remove(LANGUAGE_COOKIE);
});

describe('t', () => {
  it('looks texts up in zh_CN by default', () => {
    expect(activeLanguage()).toBe('zh_CN');
    expect(t('header.home')).toBe('首页');
    expect(t('header.language')).toBe('简体中文');
    expect(t('notice.title')).toBe('温馨提示');
  });

  it('fills {placeholders} and leaves unknown ones as they are', () => {
    expect(t('http.statusError', { code: 502 })).toBe('系统接口502异常');
    expect(t('upload.wrongType', { types: 'jpg、png' })).toBe('只能上传 jpg、png 格式的文件');
    expect(t('http.statusError')).toBe('系统接口{code}异常');
  });

  it('switches to the English placeholders when asked', async () => {
    await setVocabularyLanguage('en');
    expect(t('header.home')).toBe('Home');
    expect(t('http.statusError', { code: 404 })).toBe('API error 404');
  });

  it('falls back to zh_CN for a key a vocabulary lacks', async () => {
    await setVocabularyLanguage('fr');
    expect(t('header.login')).toBe('登录');
  });
});

describe('vocabularies', () => {
  it.each(VOCABULARIES)('gives every zh_CN key of %s a non-empty English placeholder, and nothing more', (_name, zh, english) => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(zh).sort());
    for (const key of Object.keys(english)) expect(english[key]?.trim()).not.toBe('');
  });

  it.each(VOCABULARIES)('writes the zh_CN texts of %s in Chinese', (_name, zh) => {
    const han = /\p{Script=Han}/u;
    const latinOnly = Object.entries(zh).filter(([, text]) => !han.test(text));
    expect(latinOnly).toEqual([]);
  });

  it('keeps each key in one vocabulary only', () => {
    const keys = VOCABULARIES.flatMap(([, zh]) => Object.keys(zh));
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('gives a feature’s texts in the language in force, English loaded when asked for', async () => {
    expect(tc('chat.send')).toBe('发送');
    await setVocabularyLanguage('en');
    expect(tc('chat.send')).toBe(chatEn['chat.send']);
  });
});

describe('activeLanguage', () => {
  it('offers only zh_CN: another language in the cookie is not taken up', () => {
    Cookies.set(LANGUAGE_COOKIE, 'en');
    expect(activeLanguage()).toBe('zh_CN');
    Cookies.set(LANGUAGE_COOKIE, 'zh_CN');
    expect(activeLanguage()).toBe('zh_CN');
  });
});
