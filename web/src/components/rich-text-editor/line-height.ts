/**
 * 行高: a `line-height` style on paragraphs and headings, limited to spec §5's values (shared/limits
 * RICH_TEXT_LINE_HEIGHTS, the same list the sanitiser keeps). A loaded style outside the list is dropped.
 */
import { Extension } from '@tiptap/react';
import { RICH_TEXT_LINE_HEIGHTS } from '../../../../shared/limits.js';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    lineHeight: {
      /** Sets the line height of the selected paragraphs and headings (one of RICH_TEXT_LINE_HEIGHTS). */
      setLineHeight: (value: string) => ReturnType;
      /** Removes the line height of the selected paragraphs and headings. */
      unsetLineHeight: () => ReturnType;
    };
  }
}

export interface LineHeightOptions {
  types: string[];
  heights: readonly string[];
}

export const LineHeight = Extension.create<LineHeightOptions>({
  name: 'lineHeight',

  addOptions() {
    return { types: ['paragraph', 'heading'], heights: RICH_TEXT_LINE_HEIGHTS };
  },

  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          lineHeight: {
            default: null,
            parseHTML: (element) => {
              const value = element.style.lineHeight.trim();
              return this.options.heights.includes(value) ? value : null;
            },
            renderHTML: (attributes) =>
              typeof attributes.lineHeight === 'string' && this.options.heights.includes(attributes.lineHeight)
                ? { style: `line-height: ${attributes.lineHeight}` }
                : {},
          },
        },
      },
    ];
  },

  addCommands() {
    return {
      setLineHeight:
        (value) =>
        ({ commands }) =>
          this.options.heights.includes(value) && this.options.types.map((type) => commands.updateAttributes(type, { lineHeight: value })).some(Boolean),
      unsetLineHeight:
        () =>
        ({ commands }) =>
          this.options.types.map((type) => commands.resetAttributes(type, 'lineHeight')).some(Boolean),
    };
  },
});
