/** Spec §9's text width: a character above code 127 counts 2; the one helper and the cut it makes. */
import { describe, expect, it } from 'vitest';
import { cutToWidth, textWidth } from '../../../web/src/lib/text-width.js';

describe('text width', () => {
  it('counts a character above code 127 as 2 and any other as 1', () => {
    expect(textWidth('')).toBe(0);
    expect(textWidth('abc 123')).toBe(7);
    // Code 127 itself (DEL) is the last that counts 1; 128 is the first that counts 2.
    expect(textWidth('\u007f')).toBe(1);
    expect(textWidth('\u0080')).toBe(2);
    expect(textWidth('合作云')).toBe(6);
    expect(textWidth('合作，Hezuo！')).toBe(2 + 2 + 2 + 5 + 2);
  });

  it('counts an emoji of two UTF-16 units as one character of width 2', () => {
    expect(textWidth('👍')).toBe(2);
    expect(textWidth('a👍b')).toBe(4);
  });

  it('cuts to a width with an ellipsis, never splitting a character', () => {
    expect(cutToWidth('合作云平台', 10)).toBe('合作云平台');
    expect(cutToWidth('合作云平台', 9)).toBe('合作云平…');
    expect(cutToWidth('ab合作', 5)).toBe('ab合…');
    expect(cutToWidth('👍👍👍', 5)).toBe('👍👍…');
    expect(cutToWidth('', 0)).toBe('');
  });
});
