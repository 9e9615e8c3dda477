/**
 * The index letter of a contact (spec §2.5: an A-Z and # index list of friends): the initial of the name's first
 * character, its pinyin initial for a Chinese character, '#' for anything else. tiny-pinyin finds the pinyin
 * through the runtime's Chinese collation (Node's full ICU) with a few KB of boundary data, where a dictionary
 * library (pinyin-pro: ~450 KB minified) would not fit the Lambda bundle budget.
 */
// A CommonJS module whose exports Node cannot name statically: the default import is the module object.
import tinyPinyin from 'tiny-pinyin';

export const OTHER_LETTER = '#';

const LETTER = /^[A-Z]$/;

export const indexLetter = (name: string): string => {
  // Compatibility forms and accents folded: full-width Ａ and É count as A and E.
  const first = [...name.trim().normalize('NFKD').replace(/\p{M}/gu, '')][0];
  if (!first) return OTHER_LETTER;
  const initial = (/[\u3400-\u9fff\uf900-\ufaff]/.test(first) ? tinyPinyin.convertToPinyin(first) : first).charAt(0).toUpperCase();
  return LETTER.test(initial) ? initial : OTHER_LETTER;
};

// Chinese names in pinyin order within a letter, as the index list shows them.
const collator = new Intl.Collator(['zh-Hans-CN', 'zh-CN'], { sensitivity: 'base', numeric: true });

/** A-Z, then '#'; within a letter by the shown name. */
export const compareByIndex = (a: { first: string; name: string }, b: { first: string; name: string }): number =>
  Number(a.first === OTHER_LETTER) - Number(b.first === OTHER_LETTER) || a.first.localeCompare(b.first) || collator.compare(a.name, b.name);
