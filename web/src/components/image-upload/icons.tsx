/** The image upload's own line glyphs (add, remove, play), drawn inline in the text colour like LineIcon's. */
const GLYPHS = {
  add: 'M12 5v14M5 12h14',
  remove: 'M6 6l12 12M18 6 6 18',
  play: 'M8 5.5v13l10.5-6.5L8 5.5Z',
} as const;

export const UploadGlyph = ({ name, size = 16 }: { name: keyof typeof GLYPHS; size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill={name === 'play' ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth={name === 'play' ? 1 : 2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable={false}
    style={{ flexShrink: 0 }}
  >
    <path d={GLYPHS[name]} />
  </svg>
);
