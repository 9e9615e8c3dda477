/**
 * The analyzers a mapping may name, each turning a text into tokens with the offsets of the original text (for
 * highlighting) and positions (tokens sharing a position are alternatives, as Lucene's query builder treats them):
 *
 * - `smartcn`: Chinese words by jieba (`@node-rs/jieba`) in search mode: every word, and inside a word longer than two
 *   characters also its two- and three-character dictionary words (小程序开发 → 小 程序 开发 程序开发), the inner words
 *   sharing their word's position. The text is NFKC-normalised first (full-width ＡＰＰ１２ is APP12) and lowercased;
 *   tokens without a letter or digit (spaces, punctuation) are dropped; no other stop words. This stands in for
 *   Amazon OpenSearch's Smart Chinese plugin (same name), whose words differ in detail but not in kind.
 * - `cjk`: Lucene's CJKAnalyzer: NFKC width folding, lowercase, runs of CJK characters as overlapping bigrams (a lone
 *   character as itself), other words whole (letters and digits), English stop words removed.
 * - `standard`, `simple`, `whitespace`, `keyword` as OpenSearch defines them (standard: Unicode words, each CJK
 *   character its own token, lowercased; simple: runs of letters, lowercased; whitespace: split on spaces, case kept;
 *   keyword: the whole value).
 */
import { createRequire } from 'node:module';

export interface Token {
  term: string;
  /** Offsets in the original text, end exclusive (UTF-16 units, as JavaScript strings count). */
  start: number;
  end: number;
  position: number;
}

export type Analyzer = (text: string) => Token[];

export const ANALYZER_NAMES = ['standard', 'simple', 'whitespace', 'keyword', 'smartcn', 'cjk'] as const;
export type AnalyzerName = (typeof ANALYZER_NAMES)[number];
export const isAnalyzerName = (name: unknown): name is AnalyzerName => ANALYZER_NAMES.includes(name as AnalyzerName);

/** A normalised text and, for each of its UTF-16 units, the range of the original text it came from. */
interface Normalised {
  text: string;
  from: number[];
  to: number[];
}

const normalise = (text: string, { nfkc, lowercase }: { nfkc: boolean; lowercase: boolean }): Normalised => {
  let out = '';
  const from: number[] = [];
  const to: number[] = [];
  let index = 0;
  for (const char of text) {
    let mapped = nfkc ? char.normalize('NFKC') : char;
    if (lowercase) mapped = mapped.toLowerCase();
    out += mapped;
    for (let i = 0; i < mapped.length; i += 1) {
      from.push(index);
      to.push(index + char.length);
    }
    index += char.length;
  }
  return { text: out, from, to };
};

const token = (n: Normalised, term: string, start: number, end: number, position: number): Token => ({
  term,
  start: n.from[start] ?? 0,
  end: n.to[end - 1] ?? 0,
  position,
});

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD_CHAR = /[\p{L}\p{M}\p{N}_]/u;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
const INNER_PUNCT = new Set(['.', "'", '’', ',', ':']);

interface RawWord {
  start: number;
  end: number;
  cjk: boolean;
}

/** UAX#29-like words: letter/digit runs (keeping inner . ' , : between word characters), each CJK character alone. */
const standardWords = (text: string): RawWord[] => {
  const words: RawWord[] = [];
  let i = 0;
  while (i < text.length) {
    const cp = text.codePointAt(i) ?? 0;
    const char = String.fromCodePoint(cp);
    if (CJK.test(char)) {
      words.push({ start: i, end: i + char.length, cjk: true });
      i += char.length;
      continue;
    }
    if (!WORD_CHAR.test(char)) {
      i += char.length;
      continue;
    }
    const start = i;
    i += char.length;
    for (;;) {
      if (i >= text.length) break;
      const next = String.fromCodePoint(text.codePointAt(i) ?? 0);
      if (WORD_CHAR.test(next) && !CJK.test(next)) {
        i += next.length;
        continue;
      }
      if (INNER_PUNCT.has(next) && i + 1 < text.length) {
        const after = String.fromCodePoint(text.codePointAt(i + 1) ?? 0);
        if (WORD_CHAR.test(after) && !CJK.test(after)) {
          i += 1 + after.length;
          continue;
        }
      }
      break;
    }
    words.push({ start, end: i, cjk: false });
  }
  return words;
};

const MAX_TOKEN_LENGTH = 255;

const standard: Analyzer = (text) => {
  const n = normalise(text, { nfkc: false, lowercase: true });
  const tokens: Token[] = [];
  for (const w of standardWords(n.text)) {
    for (let s = w.start; s < w.end; s += MAX_TOKEN_LENGTH) {
      const e = Math.min(w.end, s + MAX_TOKEN_LENGTH);
      tokens.push(token(n, n.text.slice(s, e), s, e, tokens.length));
    }
  }
  return tokens;
};

const simple: Analyzer = (text) => {
  const n = normalise(text, { nfkc: false, lowercase: true });
  const tokens: Token[] = [];
  for (const m of n.text.matchAll(/\p{L}+/gu)) tokens.push(token(n, m[0], m.index, m.index + m[0].length, tokens.length));
  return tokens;
};

const whitespace: Analyzer = (text) => {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/\S+/gu)) tokens.push({ term: m[0], start: m.index, end: m.index + m[0].length, position: tokens.length });
  return tokens;
};

const keyword: Analyzer = (text) => [{ term: text, start: 0, end: text.length, position: 0 }];

/** Lucene's CJKAnalyzer stop words (English). */
const CJK_STOP_WORDS = new Set(
  'a and are as at be but by for if in into is it no not of on or s such t that the their then there these they this to was will with www'.split(' '),
);

const cjk: Analyzer = (text) => {
  const n = normalise(text, { nfkc: true, lowercase: true });
  const tokens: Token[] = [];
  const words = standardWords(n.text);
  let i = 0;
  const at = (k: number): RawWord => words[k] as RawWord;
  while (i < words.length) {
    const w = at(i);
    if (!w.cjk) {
      const term = n.text.slice(w.start, w.end);
      if (!CJK_STOP_WORDS.has(term)) tokens.push(token(n, term, w.start, w.end, tokens.length));
      i += 1;
      continue;
    }
    // A run of CJK characters touching each other (no space between): bigrams, or the lone character.
    let j = i;
    while (j + 1 < words.length && at(j + 1).cjk && at(j + 1).start === at(j).end) j += 1;
    if (j === i) tokens.push(token(n, n.text.slice(w.start, w.end), w.start, w.end, tokens.length));
    for (let k = i; k < j; k += 1) {
      tokens.push(token(n, n.text.slice(at(k).start, at(k + 1).end), at(k).start, at(k + 1).end, tokens.length));
    }
    i = j + 1;
  }
  return tokens;
};

interface Jieba {
  cut(text: string, hmm?: boolean): string[];
}

let jieba: { cutter: Jieba; shortWords: Set<string> } | undefined;

/** jieba and the two- and three-character words of its dictionary (search mode's inner words), loaded on first use. */
const loadJieba = () => {
  if (jieba) return jieba;
  const require = createRequire(import.meta.url);
  const { Jieba } = require('@node-rs/jieba') as { Jieba: { withDict(dict: Uint8Array): Jieba } };
  const { dict } = require('@node-rs/jieba/dict') as { dict: Uint8Array };
  const shortWords = new Set<string>();
  for (const line of Buffer.from(dict).toString('utf8').split('\n')) {
    const space = line.indexOf(' ');
    if (space < 0) continue;
    const word = line.slice(0, space);
    const length = [...word].length;
    if (length === 2 || length === 3) shortWords.add(word);
  }
  jieba = { cutter: Jieba.withDict(dict), shortWords };
  return jieba;
};

const smartcn: Analyzer = (text) => {
  const { cutter, shortWords } = loadJieba();
  const n = normalise(text, { nfkc: true, lowercase: true });
  const tokens: Token[] = [];
  let offset = 0;
  let position = 0;
  for (const word of cutter.cut(n.text, true)) {
    // jieba's words cover the text in order; should one not be found where expected, look for it.
    let start = n.text.startsWith(word, offset) ? offset : n.text.indexOf(word, offset);
    if (start < 0) start = offset;
    const end = start + word.length;
    offset = end;
    if (!HAS_WORD_CHAR.test(word)) continue;
    const chars = [...word];
    if (chars.length > 2) {
      // Search mode: the dictionary's two- and three-character words inside a longer word, at the word's position.
      const unitOffsets: number[] = [];
      let u = 0;
      for (const c of chars) {
        unitOffsets.push(u);
        u += c.length;
      }
      unitOffsets.push(u);
      for (const size of [2, 3]) {
        if (chars.length <= size) continue;
        for (let i = 0; i + size <= chars.length; i += 1) {
          const gram = chars.slice(i, i + size).join('');
          if (shortWords.has(gram)) tokens.push(token(n, gram, start + (unitOffsets[i] ?? 0), start + (unitOffsets[i + size] ?? 0), position));
        }
      }
    }
    tokens.push(token(n, word, start, end, position));
    position += 1;
  }
  return tokens;
};

export const ANALYZERS: Record<AnalyzerName, Analyzer> = { standard, simple, whitespace, keyword, smartcn, cjk };

/** Loads what an analyzer needs (jieba's dictionary) now rather than on the first document. */
export const warmUpAnalyzers = (): void => {
  loadJieba();
};
