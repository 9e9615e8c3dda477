/**
 * Text width as spec §9 counts it: a character above code 127 (Chinese, full-width punctuation, emoji) counts 2,
 * any other 1, so a limit fits about the same room in Chinese and in Latin text. Characters are code points: an
 * emoji written with two UTF-16 units is one character. The one helper for it (title truncation uses it).
 */

/** The width of one character (a code point). */
const charWidth = (char: string): number => ((char.codePointAt(0) ?? 0) > 127 ? 2 : 1);

/** The width of a text. */
export const textWidth = (text: string): number => {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
};

/** The text cut to at most `max` of width, with `…` after it when something was cut; a character never split. */
export const cutToWidth = (text: string, max: number): string => {
  if (textWidth(text) <= max) return text;
  let width = 0;
  let kept = '';
  for (const char of text) {
    width += charWidth(char);
    if (width > max) break;
    kept += char;
  }
  return `${kept}…`;
};
