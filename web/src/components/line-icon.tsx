/**
 * Small line icons drawn inline (no icon font, no emoji: an emoji's look depends on the system's fonts and
 * some have none). They take the text colour; `label` makes one readable, else it is decoration.
 */
import type { CSSProperties } from 'react';

const PATHS = {
  chat: 'M4 5h16v10H9l-5 4V5Z',
  messages: 'M3 4h13v9H8l-5 4V4Zm16 4h2v12l-4-3h-8v-2',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm4.6 11.1L20 20',
  image: 'M4 5h16v14H4V5Zm0 10 4.5-4.5L13 15m-2-2 2.5-2.5L20 17M15.5 8.5h.01',
  attach: 'M16.5 8 9.7 14.8a2 2 0 0 0 2.8 2.8l7-7a4 4 0 0 0-5.6-5.6l-7 7a6 6 0 0 0 8.5 8.5L20 15',
  smile: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-3.5 12a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01',
  personAdd: 'M10 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM3 20a7 7 0 0 1 12.5-4.3M18 14v6m-3-3h6',
  people: 'M9 5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Zm7 1a3 3 0 1 1 0 6M3 20a6 6 0 0 1 12 0m2-5a5 5 0 0 1 4 5',
  file: 'M6 3h8l4 4v14H6V3Zm8 0v4h4',
  feedback: 'M4 5h16v11H10l-4.5 3.5V16H4V5Zm4 4.5h8M8 12.5h5',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-2.6 6.6a2.6 2.6 0 1 1 3.8 2.3c-.7.4-1.2.9-1.2 1.7v.4M12 17h.01',
  add: 'M12 5v14M5 12h14',
  remove: 'M6 6l12 12M18 6 6 18',
  play: 'M8 5.5v13l10.5-6.5L8 5.5Z',
  check: 'M5 12.5 10 17.5 19 7.5',
  goods: 'M5 8h14l-1 12H6L5 8Zm4 0V6a3 3 0 0 1 6 0v2',
} as const;

/** Glyphs drawn filled rather than stroked. */
const FILLED: ReadonlySet<string> = new Set(['play']);

export type LineIconName = keyof typeof PATHS;

export const LineIcon = ({ name, size = 20, label, style, weight = 1.7 }: { name: LineIconName; size?: number; label?: string; style?: CSSProperties; weight?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill={FILLED.has(name) ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth={FILLED.has(name) ? 1 : weight}
    strokeLinecap="round"
    strokeLinejoin="round"
    style={{ flexShrink: 0, ...style }}
    {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
  >
    <path d={PATHS[name]} />
  </svg>
);
