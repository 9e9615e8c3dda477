/**
 * The product's rich-text editor (the project demand book, later project documents), on Tiptap 3 / ProseMirror.
 * Heavy: import it only from a lazily loaded page, through this folder's index (see index.ts).
 *
 * The value is HTML. What comes in is sanitised by the shared allow-list (shared/rich-text.ts) before it is
 * loaded, pasted or dropped HTML before it is parsed, and what goes out through `onChange` is sanitised by it again,
 * so a parent only ever holds HTML the server keeps unchanged. Pictures (the toolbar's 插入图片, paste and drop) go through the one upload helper as kind
 * `editor` (jpg, jpeg, png, gif up to 5 MB): a placeholder marks where each goes while it uploads, and the
 * uploaded file's URL is what the `<img>` holds. docs/editor.md says what is allowed and why.
 */
import { ProgressBar, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import type { EditorView } from '@tiptap/pm/view';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type AriaAttributes, type ChangeEvent, type CSSProperties } from 'react';
import { richTextToPlain, sanitizeRichText } from '../../../../shared/rich-text.js';
import type { UploadKindName } from '../../../../shared/limits.js';
import { checkUploadLimits, uploadFile, UploadError } from '../../api/upload.js';
import { toast } from '../../lib/notify.js';
import { acceptFor, mediaFilesOf } from '../image-upload/files.js';
import { carriesText, pasteFailed } from '../image-upload/paste.js';
import { addUploadPlaceholder, editorExtensions, LOAD_META, removeUploadPlaceholder, uploadPlaceholderPos } from './extensions.js';
import { LinkDialog } from './link-dialog.js';
import { EditorToolbar } from './toolbar.js';
import { te } from './texts.js';

/** A paste with no picture: text is pasted as text; anything else (another kind of file) fails (spec §8). */
const pasteWithoutPicture = (event: ClipboardEvent): boolean => {
  if (carriesText(event.clipboardData)) return false;
  event.preventDefault();
  pasteFailed();
  return true;
};

/** The upload kind of pictures in rich text (shared/limits: jpg, jpeg, png, gif, 5 MB, '上传文件大小不能超过 5 MB!'). */
export const EDITOR_UPLOAD_KIND: UploadKindName = 'editor';

export interface RichTextEditorProps {
  /** The document as HTML (sanitised before it is loaded). */
  value: string;
  /** The document as sanitised HTML after each change; '' when it is empty. */
  onChange: (html: string) => void;
  placeholder?: string;
  /** The most plain-text characters (richTextToPlain of the HTML); a counter `n/max` is shown. */
  maxLength?: number;
  /** Greyed and not editable, toolbar included. */
  disabled?: boolean;
  /** Shown without a toolbar and not editable. */
  readOnly?: boolean;
  /** Names the editable area (role textbox). */
  'aria-label': string;
  /** The editable area's least height: a number of pixels or a CSS length. */
  minHeight?: number | string;
  /** Told when picture uploads start and when the last one has ended, so that a form can wait for them. */
  onBusyChange?: (busy: boolean) => void;
  /** Passed to the editable area (a Fluent Field gives these to its control). */
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'aria-required'?: AriaAttributes['aria-required'];
  className?: string;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
    ':focus-within': { borderTopColor: tokens.colorBrandStroke1, borderRightColor: tokens.colorBrandStroke1, borderBottomColor: tokens.colorBrandStroke1, borderLeftColor: tokens.colorBrandStroke1 },
  },
  readOnly: { border: 'none', backgroundColor: 'transparent' },
  disabled: { backgroundColor: tokens.colorNeutralBackgroundDisabled, color: tokens.colorNeutralForegroundDisabled },
  invalid: { borderTopColor: tokens.colorPaletteRedBorder2, borderRightColor: tokens.colorPaletteRedBorder2, borderBottomColor: tokens.colorPaletteRedBorder2, borderLeftColor: tokens.colorPaletteRedBorder2 },
  content: {
    minHeight: 'var(--hezuo-rte-min-height)',
    '& .ProseMirror': {
      minHeight: 'var(--hezuo-rte-min-height)',
      boxSizing: 'border-box',
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      outline: 'none',
      lineHeight: tokens.lineHeightBase400,
      color: 'inherit',
      overflowWrap: 'anywhere',
    },
    '& .ProseMirror p': { margin: `0 0 ${tokens.spacingVerticalS}` },
    '& .ProseMirror h1, & .ProseMirror h2, & .ProseMirror h3': { margin: `${tokens.spacingVerticalS} 0` },
    '& .ProseMirror ul, & .ProseMirror ol': { paddingLeft: tokens.spacingHorizontalXL, margin: `0 0 ${tokens.spacingVerticalS}` },
    '& .ProseMirror li > p': { margin: 0 },
    '& .ProseMirror blockquote': {
      margin: `0 0 ${tokens.spacingVerticalS}`,
      paddingLeft: tokens.spacingHorizontalM,
      borderLeft: `3px solid ${tokens.colorNeutralStroke1}`,
      color: tokens.colorNeutralForeground2,
    },
    '& .ProseMirror a': { color: tokens.colorBrandForegroundLink },
    '& .ProseMirror img': { display: 'block', maxWidth: '100%', height: 'auto', margin: `${tokens.spacingVerticalXS} 0` },
    '& .ProseMirror img.ProseMirror-selectednode': { outline: `2px solid ${tokens.colorBrandStroke1}` },
    '& .ProseMirror p.is-editor-empty:first-child::before': {
      content: 'attr(data-placeholder)',
      float: 'left',
      height: 0,
      pointerEvents: 'none',
      color: tokens.colorNeutralForeground4,
    },
    '& .hezuo-rte-uploading': {
      display: 'inline-block',
      padding: `0 ${tokens.spacingHorizontalS}`,
      borderRadius: tokens.borderRadiusMedium,
      backgroundColor: tokens.colorNeutralBackground3,
      color: tokens.colorNeutralForeground3,
      fontSize: tokens.fontSizeBase200,
    },
  },
  status: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  progress: { flexGrow: 1, maxWidth: '160px' },
  counter: {
    alignSelf: 'flex-end',
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXXS}`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  over: { color: tokens.colorPaletteRedForeground1 },
  file: { display: 'none' },
});

/** The HTML a document is stored as: the shared allow-list's, '' for an empty one. */
const outputOf = (editor: Editor): string => (editor.isEmpty ? '' : sanitizeRichText(editor.getHTML()));

let nextUploadId = 1;

export const RichTextEditor = ({
  value,
  onChange,
  placeholder = '',
  maxLength,
  disabled = false,
  readOnly = false,
  'aria-label': ariaLabel,
  minHeight = 200,
  onBusyChange,
  id,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  'aria-required': required,
  className,
}: RichTextEditorProps) => {
  const styles = useStyles();
  const counterId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [html, setHtml] = useState(() => sanitizeRichText(value));
  const [link, setLink] = useState<string>();
  const [uploads, setUploads] = useState<ReadonlyMap<number, number>>(new Map());
  const count = useMemo(() => (maxLength === undefined ? 0 : richTextToPlain(html).length), [html, maxLength]);
  const over = maxLength !== undefined && count > maxLength;
  const editable = !disabled && !readOnly;

  // The editor is made once; its callbacks read the latest props through this.
  const latest = useRef({ onChange, onBusyChange, placeholder, maxLength, ariaLabel, labelledBy, describedBy, invalid, required, id, over, readOnly, disabled });
  latest.current = { onChange, onBusyChange, placeholder, maxLength, ariaLabel, labelledBy, describedBy, invalid, required, id, over, readOnly, disabled };
  /** The last value given out or taken in: a `value` equal to it is not loaded again. */
  const known = useRef(value);
  const controllers = useRef(new Map<number, AbortController>());
  const insertFilesRef = useRef<(files: readonly File[], at?: number) => void>(() => undefined);

  const attributes = useCallback((): Record<string, string> => {
    const now = latest.current;
    const described = [now.describedBy, now.maxLength !== undefined ? counterId : undefined].filter(Boolean).join(' ');
    const entries: [string, string | undefined | false][] = [
      ['role', 'textbox'],
      ['aria-multiline', 'true'],
      ['aria-label', now.labelledBy ? undefined : now.ariaLabel],
      ['aria-labelledby', now.labelledBy],
      ['aria-describedby', described || undefined],
      ['aria-invalid', now.over || (now.invalid !== undefined && now.invalid !== false && now.invalid !== 'false') ? 'true' : undefined],
      ['aria-required', now.required === true || now.required === 'true' ? 'true' : undefined],
      ['aria-readonly', now.readOnly ? 'true' : undefined],
      ['aria-disabled', now.disabled ? 'true' : undefined],
      ['aria-placeholder', now.placeholder || undefined],
      ['id', now.id],
    ];
    return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }, [counterId]);

  const editor = useEditor({
    immediatelyRender: false,
    editable,
    extensions: editorExtensions({
      placeholder: () => latest.current.placeholder,
      maxLength: () => latest.current.maxLength,
      uploadingLabel: () => te('richTextEditor.uploading'),
    }),
    content: sanitizeRichText(value),
    editorProps: {
      attributes,
      // Pasted and dropped HTML is cleaned by the allow-list before ProseMirror parses it into any DOM: a handler
      // (`<img src=x onerror=…>`) never reaches an element, even a detached one, so nothing is left for the CSP to stop.
      transformPastedHTML: (pasted: string) => sanitizeRichText(pasted),
      handlePaste: (_view: EditorView, event: ClipboardEvent) => {
        const files = mediaFilesOf(event.clipboardData);
        if (files.length === 0) return pasteWithoutPicture(event);
        // Copying from a word processor puts the text and a picture of it on the clipboard: the text wins.
        const pastedHtml = event.clipboardData?.getData('text/html') ?? '';
        if (pastedHtml !== '' && richTextToPlain(pastedHtml) !== '') return false;
        event.preventDefault();
        insertFilesRef.current(files);
        return true;
      },
      handleDrop: (view: EditorView, event: DragEvent, _slice: unknown, moved: boolean) => {
        if (moved) return false;
        const files = mediaFilesOf(event.dataTransfer);
        if (files.length === 0) return false;
        event.preventDefault();
        insertFilesRef.current(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos);
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => {
      const next = outputOf(changed);
      if (next === known.current) return;
      known.current = next;
      setHtml(next);
      latest.current.onChange(next);
    },
  });

  // A new value from the parent (not the one just given out) replaces the document, outside the undo history.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === known.current) return;
    known.current = value;
    const clean = sanitizeRichText(value);
    setHtml(clean);
    editor
      .chain()
      .command(({ tr }) => {
        tr.setMeta(LOAD_META, true).setMeta('addToHistory', false);
        return true;
      })
      .setContent(clean, { emitUpdate: false })
      .run();
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  // The editable area's attributes are read from `latest`; a change of them is applied here.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.view.updateState(editor.view.state);
  }, [editor, ariaLabel, labelledBy, describedBy, invalid, required, id, over, readOnly, disabled, placeholder, maxLength]);

  const finish = useCallback((uploadId: number) => {
    controllers.current.delete(uploadId);
    setUploads((map) => {
      const next = new Map(map);
      next.delete(uploadId);
      return next;
    });
    if (controllers.current.size === 0) latest.current.onBusyChange?.(false);
  }, []);

  /** Uploads each picture as kind `editor` and inserts it where its placeholder stands when it is done. */
  const insertFiles = useCallback(
    (files: readonly File[], at?: number) => {
      if (!editor || editor.isDestroyed || !editor.isEditable) return;
      for (const file of files) {
        const refused = checkUploadLimits(file, EDITOR_UPLOAD_KIND);
        if (refused) {
          toast({ intent: 'error', text: refused });
          continue;
        }
        const uploadId = nextUploadId++;
        const controller = new AbortController();
        if (controllers.current.size === 0) latest.current.onBusyChange?.(true);
        controllers.current.set(uploadId, controller);
        setUploads((map) => new Map(map).set(uploadId, 0));
        const pos = Math.min(at ?? editor.state.selection.from, editor.state.doc.content.size);
        editor.view.dispatch(addUploadPlaceholder(editor.state.tr, uploadId, pos));
        const onProgress = (fraction: number) => setUploads((map) => (map.has(uploadId) ? new Map(map).set(uploadId, fraction) : map));
        uploadFile(file, EDITOR_UPLOAD_KIND, { silent: true, signal: controller.signal, onProgress })
          .then(
            (uploaded) => {
              if (editor.isDestroyed) return;
              const where = uploadPlaceholderPos(editor.state, uploadId);
              const chain = editor.chain().command(({ tr }) => {
                removeUploadPlaceholder(tr, uploadId);
                return true;
              });
              // A placeholder whose text was deleted meanwhile takes its picture with it.
              (where === undefined ? chain : chain.insertContentAt(where, { type: 'image', attrs: { src: uploaded.fileUrl, alt: '' } })).run();
            },
            (error: unknown) => {
              if (!editor.isDestroyed) editor.view.dispatch(removeUploadPlaceholder(editor.state.tr, uploadId));
              const failure = error instanceof UploadError ? error : undefined;
              // Canceled: nobody needs telling; an ended session the HTTP helper has announced already.
              if (failure?.reason === 'canceled' || failure?.reason === 'session') return;
              // A limit the file broke has the kind's own message (spec §5); any other failure is spec §8's.
              toast({ intent: 'error', text: failure?.reason === 'limit' ? failure.message : te('richTextEditor.insertFailed') });
            },
          )
          .finally(() => finish(uploadId));
      }
    },
    [editor, finish],
  );
  insertFilesRef.current = insertFiles;

  // Leaving ends the uploads still running (quietly).
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
    },
    [],
  );

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    insertFiles(files);
  };

  const openLink = () => {
    if (!editor) return;
    setLink((editor.getAttributes('link').href as string | undefined) ?? '');
  };
  const applyLink = (href: string) => {
    setLink(undefined);
    if (!editor) return;
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor.chain().focus().insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
  };
  const removeLink = () => {
    setLink(undefined);
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
  };

  const fractions = [...uploads.values()];
  const percent = fractions.length > 0 ? Math.round((fractions.reduce((sum, fraction) => sum + fraction, 0) / fractions.length) * 100) : 0;
  const style = { '--hezuo-rte-min-height': typeof minHeight === 'number' ? `${minHeight}px` : minHeight } as CSSProperties;

  return (
    <div
      className={mergeClasses(styles.root, readOnly && styles.readOnly, disabled && styles.disabled, over && styles.invalid, className)}
      style={style}
      data-testid="rich-text-editor"
    >
      {!readOnly && editor && <EditorToolbar editor={editor} disabled={disabled} onLink={openLink} onImage={() => input.current?.click()} />}
      {fractions.length > 0 && (
        <div className={styles.status} role="status" data-testid="rich-text-editor-upload-status">
          <Spinner size="extra-tiny" />
          <span>{te('richTextEditor.uploadingCount', { count: fractions.length, percent })}</span>
          <ProgressBar className={styles.progress} value={percent / 100} aria-label={te('richTextEditor.uploadProgress')} />
        </div>
      )}
      <EditorContent editor={editor} className={styles.content} />
      {maxLength !== undefined && (
        <div id={counterId} className={mergeClasses(styles.counter, over && styles.over)} title={te('richTextEditor.counter', { count, max: maxLength })} data-testid="rich-text-editor-counter">
          {`${count}/${maxLength}`}
        </div>
      )}
      <input
        ref={input}
        className={styles.file}
        type="file"
        accept={acceptFor(EDITOR_UPLOAD_KIND)}
        multiple
        tabIndex={-1}
        aria-hidden
        data-testid="rich-text-editor-file"
        onChange={pick}
      />
      {link !== undefined && <LinkDialog initial={link} onApply={applyLink} onRemove={removeLink} onClose={() => setLink(undefined)} />}
    </div>
  );
};
