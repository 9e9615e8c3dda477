/**
 * Chinese first: every zh_CN vocabulary of the SPA (each feature's `texts.ts`, the page's `zh-cn.ts`) says its texts in
 * Chinese. A text with no Chinese character in it may be only placeholders, numbers, signs or a URL's start — never an
 * English phrase left in the zh_CN file (two such texts shipped in the change's phase marks before this test).
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

describe('the zh_CN vocabularies', () => {
  it('are found', () => {
    expect(VOCABULARY_FILES.length).toBeGreaterThan(20);
  });

  it.each(VOCABULARY_FILES.map((file) => [relative(WEB, file), file]))('%s has no English text', async (_name, file) => {
    const module = (await import(file)) as Record<string, unknown>;
    const leaks = Object.values(module)
      .filter((value): value is Record<string, unknown> => Boolean(value) && typeof value === 'object')
      .flatMap((vocabulary) => Object.entries(vocabulary).filter(([, text]) => typeof text === 'string' && englishLeft(text)));
    expect(leaks).toEqual([]);
  });
});
