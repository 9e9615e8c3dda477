/** The floating helper's two line glyphs (a note for 意见反馈, a question mark for 使用说明), in the text colour. */
const PATHS = {
  feedback: 'M4 5h16v11H10l-4.5 3.5V16H4V5Zm4 4.5h8M8 12.5h5',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-2.6 6.6a2.6 2.6 0 1 1 3.8 2.3c-.7.4-1.2.9-1.2 1.7v.4M12 17h.01',
} as const;

export const HelperIcon = ({ name, size = 22 }: { name: keyof typeof PATHS; size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.7}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable={false}
    style={{ flexShrink: 0 }}
  >
    <path d={PATHS[name]} />
  </svg>
);
