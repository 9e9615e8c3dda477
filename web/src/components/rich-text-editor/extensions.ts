/**
 * The editor's schema and behaviour: Tiptap's starter kit (headings 1–3, lists, quote, bold, italic, underline,
 * strike, link, undo), alignment, 行高, images, the placeholder, and three plugins of ours: upload placeholders,
 * the length limit and a normaliser. Everything the schema can hold is something the shared allow-list keeps
 * (shared/rich-text.ts), so what the editor shows is what is stored: links and image sources are judged by the
 * allow-list itself (links.ts), and the few attributes Tiptap would keep and the allow-list would drop (an ordered
 * list's start and type, a code block's language) are reset as they appear.
 */
import { Extension, getHTMLFromFragment, type AnyExtension } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extension-placeholder';
import type { Node as ProseMirrorNode, Schema } from '@tiptap/pm/model';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { richTextToPlain } from '../../../../shared/rich-text.js';
import { LineHeight } from './line-height.js';
import { isKeptHref, isKeptImageSource } from './links.js';

export const HEADING_LEVELS = [1, 2, 3] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** A transaction that loads a value (not typed by the person): the length limit lets it through. */
export const LOAD_META = 'hezuoRichTextLoad';

/** The plain-text length the counter shows and the limit holds: the shared richTextToPlain of the document. */
export const plainLengthOf = (doc: ProseMirrorNode, schema: Schema): number => richTextToPlain(getHTMLFromFragment(doc.content, schema)).length;

/**
 * Images: block images whose source the allow-list keeps (http(s) and `/files/`; never `data:`), with an empty
 * text alternative unless one came with the image (the allow-list gives every kept image an `alt`). Only numeric
 * width and height are kept; title is not.
 */
const EditorImage = Image.extend({
  addAttributes() {
    const size = (name: string) => ({
      default: null,
      parseHTML: (element: HTMLElement) => {
        const value = element.getAttribute(name);
        return value && /^\d{1,5}$/.test(value) ? value : null;
      },
    });
    return {
      src: { default: null },
      alt: { default: '', parseHTML: (element: HTMLElement) => element.getAttribute('alt') ?? '', renderHTML: (attributes: Record<string, unknown>) => ({ alt: attributes.alt ?? '' }) },
      width: size('width'),
      height: size('height'),
    };
  },
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element: HTMLElement) => (isKeptImageSource(element.getAttribute('src')) ? null : false) }];
  },
});

/** Upload placeholders: a widget where each picture will go, moved along with the edits made while it uploads. */
const uploadKey = new PluginKey<DecorationSet>('hezuoImageUpload');
type UploadAction = { add: { id: number; pos: number } } | { remove: { id: number } };

const placeholderWidget = (label: string) => () => {
  const widget = document.createElement('span');
  widget.className = 'hezuo-rte-uploading';
  widget.contentEditable = 'false';
  widget.setAttribute('data-testid', 'rich-text-editor-uploading');
  widget.textContent = label;
  return widget;
};

/** Marks `pos` as where upload `id`'s picture goes. */
export const addUploadPlaceholder = (tr: Transaction, id: number, pos: number): Transaction => tr.setMeta(uploadKey, { add: { id, pos } } satisfies UploadAction);
/** Removes upload `id`'s placeholder. */
export const removeUploadPlaceholder = (tr: Transaction, id: number): Transaction => tr.setMeta(uploadKey, { remove: { id } } satisfies UploadAction);
/** Where upload `id`'s picture goes now, or undefined when the text around it was deleted meanwhile. */
export const uploadPlaceholderPos = (state: EditorState, id: number): number | undefined =>
  uploadKey.getState(state)?.find(undefined, undefined, (spec: { id?: number }) => spec.id === id)[0]?.from;

const UploadPlaceholders = Extension.create<{ label: () => string }>({
  name: 'hezuoUploadPlaceholders',
  addOptions() {
    return { label: () => '' };
  },
  addProseMirrorPlugins() {
    const label = this.options.label;
    return [
      new Plugin<DecorationSet>({
        key: uploadKey,
        state: {
          init: () => DecorationSet.empty,
          apply: (tr, set) => {
            let next = set.map(tr.mapping, tr.doc);
            const action = tr.getMeta(uploadKey) as UploadAction | undefined;
            if (action && 'add' in action) {
              next = next.add(tr.doc, [Decoration.widget(action.add.pos, placeholderWidget(label()), { id: action.add.id, side: -1 })]);
            } else if (action && 'remove' in action) {
              next = next.remove(next.find(undefined, undefined, (spec: { id?: number }) => spec.id === action.remove.id));
            }
            return next;
          },
        },
        props: { decorations: (state) => uploadKey.getState(state) },
      }),
    ];
  },
});

/**
 * `maxLength`: a change that would take the plain text over the limit is not made (deleting always is). Text being
 * composed by an input method is let through (refusing it would break the composition); the counter then shows
 * the excess. A loaded value is never cut.
 */
const MaxLength = Extension.create<{ max: () => number | undefined }>({
  name: 'hezuoMaxLength',
  addOptions() {
    return { max: () => undefined };
  },
  addProseMirrorPlugins() {
    const { max } = this.options;
    return [
      new Plugin({
        key: new PluginKey('hezuoMaxLength'),
        filterTransaction: (tr, state) => {
          const limit = max();
          if (!limit || !tr.docChanged || tr.getMeta(LOAD_META) || tr.getMeta('composition') !== undefined) return true;
          const after = plainLengthOf(tr.doc, state.schema);
          return after <= limit || after <= plainLengthOf(state.doc, state.schema);
        },
      }),
    ];
  },
});

/** Attributes Tiptap would keep and the allow-list would drop, reset as they appear (typing `3. ` starts a list at 3). */
const DROPPED_ATTRIBUTES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  orderedList: { start: 1, type: null },
  codeBlock: { language: null },
};

const Normalise = Extension.create({
  name: 'hezuoNormalise',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('hezuoNormalise'),
        appendTransaction: (transactions, _before, state) => {
          if (!transactions.some((tr) => tr.docChanged)) return null;
          const tr = state.tr;
          state.doc.descendants((node, pos) => {
            const reset = DROPPED_ATTRIBUTES[node.type.name];
            if (reset && Object.entries(reset).some(([name, value]) => node.attrs[name] !== value)) tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...reset });
          });
          return tr.docChanged ? tr : null;
        },
      }),
    ];
  },
});

export interface ExtensionOptions {
  placeholder: () => string;
  maxLength: () => number | undefined;
  uploadingLabel: () => string;
}

export const editorExtensions = ({ placeholder, maxLength, uploadingLabel }: ExtensionOptions): AnyExtension[] => [
  StarterKit.configure({
    heading: { levels: [...HEADING_LEVELS] },
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      // The allow-list appends these to every link out; the editor writes them too, so its links survive as they are.
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer', class: null },
      isAllowedUri: (url) => isKeptHref(url),
    },
  }),
  TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...ALIGNMENTS] }),
  LineHeight,
  EditorImage.configure({ inline: false, allowBase64: false }),
  Placeholder.configure({ placeholder: () => placeholder() }),
  UploadPlaceholders.configure({ label: uploadingLabel }),
  MaxLength.configure({ max: maxLength }),
  Normalise,
];
