/**
 * Chinese first: every zh_CN vocabulary of the SPA (each feature's `texts.ts`, the page's `zh-cn.ts`) says its texts in
 * Chinese. A text with no Chinese character in it may be only placeholders, numbers, signs or a URL's start — never an
 * English phrase left in the zh_CN file (two such texts shipped in the change's phase marks before this test).
 *
 * The vocabularies share one namespace (lib/i18n's `featureTexts` puts them all into one I18n table), so a key may
 * mean one text only: the resume feature's `resume.saved` (简历已保存) once overrode the basic information's (保存成功)
 * whenever both chunks had loaded.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = join(import.meta.dirname, '../../../web/src');
const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
const VOCABULARY_FILES = walk(WEB).filter((file) => /(^|[/-])texts\.ts$|zh-cn\.ts$/.test(file));

const CHINESE = /[\u3000-\u9fff\uff00-\uffef]/;
/** What a text without Chinese may hold: {placeholders}, a URL scheme, and no word of Latin letters. */
const englishLeft = (text: string): boolean => !CHINESE.test(text) && /[A-Za-z]{2,}/.test(text.replace(/\{\w+\}/g, '').replace(/^https?:\/\/$/, ''));

const vocabulariesOf = async (file: string): Promise<Record<string, unknown>[]> =>
  Object.values((await import(file)) as Record<string, unknown>).filter(
    (value): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value),
  );

describe('the zh_CN vocabularies', () => {
  it('are found', () => {
    expect(VOCABULARY_FILES.length).toBeGreaterThan(20);
  });

  it.each(VOCABULARY_FILES.map((file) => [relative(WEB, file), file]))('%s has no English text', async (_name, file) => {
    const leaks = (await vocabulariesOf(file)).flatMap((vocabulary) => Object.entries(vocabulary).filter(([, text]) => typeof text === 'string' && englishLeft(text)));
    expect(leaks).toEqual([]);
  });

  it('give each key one text across all of them', async () => {
    const seen = new Map<string, { text: string; file: string }>();
    const clashes: string[] = [];
    for (const file of VOCABULARY_FILES) {
      for (const vocabulary of await vocabulariesOf(file)) {
        for (const [key, text] of Object.entries(vocabulary)) {
          if (typeof text !== 'string') continue;
          const before = seen.get(key);
          if (before && before.text !== text) clashes.push(`${key}: ${relative(WEB, before.file)} «${before.text}» / ${relative(WEB, file)} «${text}»`);
          if (!before) seen.set(key, { text, file });
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});
