/**
 * The rich-text editor (Tiptap 3 / ProseMirror: about 140 KB of script after gzip of its own, docs/editor.md "Size").
 *
 * Callers MUST lazy-load it: import it only from a page that the router loads lazily (web/src/app/pages.ts), or
 * behind `React.lazy(() => import('…/components/rich-text-editor/index.js'))`, never from the app shell, a layout or
 * anything a first screen imports, so that the first load does not carry ProseMirror.
 *
 * The plain text of rich text (for counters and search summaries) is the shared `richTextToPlain`
 * (shared/rich-text.ts), which the editor's counter uses too.
 */
export { RichTextEditor, EDITOR_UPLOAD_KIND, type RichTextEditorProps } from './rich-text-editor.js';
export { linkFromInput, type LinkInput } from './links.js';
