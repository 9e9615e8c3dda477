/**
 * A captcha image drawn from stroke glyphs as SVG paths: no `<text>` a scraper could read, every vertex
 * jittered, each character scaled and turned, crossed by noise curves. (svg-captcha reads its font from disk
 * at import time, which an ESM Lambda bundle cannot serve; this keeps the function self-contained.)
 */
import { randomInt } from 'node:crypto';

type Stroke = readonly (readonly [number, number])[];

// Glyphs on a 10 × 14 grid; characters easy to confuse (0/O, 1/I/L, Q, Z/2 ...) are left out.
const GLYPHS: Record<string, readonly Stroke[]> = {
  '2': [[[1, 3], [3, 1], [7, 1], [9, 3], [9, 5], [1, 13], [9, 13]]],
  '3': [[[1, 2], [4, 1], [8, 2], [8, 5], [5, 7], [8, 9], [8, 12], [4, 13], [1, 12]]],
  '4': [[[7, 13], [7, 1], [1, 9], [9, 9]]],
  '5': [[[9, 1], [2, 1], [1, 6], [6, 6], [9, 8], [9, 11], [6, 13], [1, 12]]],
  '6': [[[8, 1], [4, 2], [1, 7], [1, 11], [4, 13], [7, 13], [9, 10], [7, 7], [4, 7], [1, 9]]],
  '7': [[[1, 1], [9, 1], [4, 13]]],
  '8': [[[5, 7], [2, 5], [2, 2], [5, 1], [8, 2], [8, 5], [5, 7], [1, 9], [1, 12], [5, 13], [9, 12], [9, 9], [5, 7]]],
  '9': [[[9, 5], [6, 7], [3, 7], [1, 4], [3, 1], [6, 1], [9, 3], [9, 8], [6, 12], [2, 13]]],
  A: [[[1, 13], [5, 1], [9, 13]], [[3, 8], [7, 8]]],
  C: [[[9, 3], [6, 1], [3, 1], [1, 4], [1, 10], [3, 13], [6, 13], [9, 11]]],
  E: [[[9, 1], [1, 1], [1, 13], [9, 13]], [[1, 7], [7, 7]]],
  F: [[[9, 1], [1, 1], [1, 13]], [[1, 7], [7, 7]]],
  H: [[[1, 1], [1, 13]], [[9, 1], [9, 13]], [[1, 7], [9, 7]]],
  K: [[[1, 1], [1, 13]], [[9, 1], [1, 8]], [[4, 6], [9, 13]]],
  M: [[[1, 13], [1, 1], [5, 8], [9, 1], [9, 13]]],
  N: [[[1, 13], [1, 1], [9, 13], [9, 1]]],
  P: [[[1, 13], [1, 1], [7, 1], [9, 3], [9, 5], [7, 7], [1, 7]]],
  R: [[[1, 13], [1, 1], [7, 1], [9, 3], [9, 5], [7, 7], [1, 7]], [[5, 7], [9, 13]]],
  T: [[[1, 1], [9, 1]], [[5, 1], [5, 13]]],
  U: [[[1, 1], [1, 10], [3, 13], [7, 13], [9, 10], [9, 1]]],
  V: [[[1, 1], [5, 13], [9, 1]]],
  W: [[[1, 1], [3, 13], [5, 5], [7, 13], [9, 1]]],
  X: [[[1, 1], [9, 13]], [[9, 1], [1, 13]]],
  Y: [[[1, 1], [5, 7], [9, 1]], [[5, 7], [5, 13]]],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

const WIDTH = 120;
const HEIGHT = 40;
const rand = (min: number, max: number) => min + (randomInt(0, 10_001) / 10_000) * (max - min);
const colour = () => `hsl(${randomInt(0, 360)},${randomInt(45, 75)}%,${randomInt(25, 45)}%)`;
const r1 = (n: number) => Math.round(n * 10) / 10;

const glyphPaths = (char: string, slot: number): string => {
  const scale = rand(2.1, 2.5);
  const angle = (rand(-22, 22) * Math.PI) / 180;
  const cx = 16 + slot * 28 + rand(-3, 3);
  const cy = HEIGHT / 2 + rand(-3, 3);
  const place = ([x, y]: readonly [number, number]) => {
    const dx = (x - 5 + rand(-0.45, 0.45)) * scale;
    const dy = (y - 7 + rand(-0.45, 0.45)) * scale;
    return `${r1(cx + dx * Math.cos(angle) - dy * Math.sin(angle))} ${r1(cy + dx * Math.sin(angle) + dy * Math.cos(angle))}`;
  };
  const fill = colour();
  return (GLYPHS[char] ?? [])
    .map((stroke) => `<path d="M${stroke.map(place).join('L')}" stroke="${fill}" stroke-width="${r1(rand(2.2, 3))}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`)
    .join('');
};

const noise = (): string =>
  Array.from({ length: 4 }, () => {
    const d = `M${r1(rand(0, 20))} ${r1(rand(5, 35))}C${r1(rand(20, 60))} ${r1(rand(0, 40))},${r1(rand(60, 100))} ${r1(rand(0, 40))},${r1(rand(100, 120))} ${r1(rand(5, 35))}`;
    return `<path d="${d}" stroke="${colour()}" stroke-width="${r1(rand(1, 1.8))}" fill="none" opacity="0.7"/>`;
  }).join('');

/** A new challenge: the text to remember and the SVG to show. */
export const drawCaptcha = (length = 4): { text: string; svg: string } => {
  const text = Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)] as string).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="hsl(${randomInt(190, 230)},40%,95%)"/>` +
    noise() +
    [...text].map(glyphPaths).join('') +
    '</svg>';
  return { text, svg };
};
