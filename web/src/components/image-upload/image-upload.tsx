/**
 * The one image upload of the product (spec §5): pick files or paste them, pictures wider than 1920 px made
 * smaller first, each upload's progress over its preview, thumbnails in a grid, a click for the larger picture
 * and a confirmed delete. The kind (shared/limits UPLOAD_KINDS) decides the types and the size; the value is the
 * list of uploaded file URLs. Uploads go through `uploadFile`, which checks the limits and tells what failed.
 */
import { Button, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type AriaAttributes, type ChangeEvent, type ClipboardEvent, type Ref } from 'react';
import { LIST_LIMITS, UPLOAD_KINDS, type UploadKindName } from '../../../../shared/limits.js';
import { uploadFile } from '../../api/upload.js';
import { t } from '../../lib/i18n.js';
import { modal, toast } from '../../lib/notify.js';
import { pasteFailed } from './paste.js';
import { compressImage } from './compress.js';
import { acceptFor, isVideoFile, isVideoUrl, mediaFilesOf, refusalOf, sizeLabel, typesLabel } from './files.js';
import { LineIcon } from '../line-icon.js';
import { ImagePreview } from './image-preview.js';
import { tu } from './texts.js';

const TILE = '88px';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  grid: { display: 'grid', gridTemplateColumns: `repeat(auto-fill, ${TILE})`, gap: tokens.spacingHorizontalS },
  tile: {
    position: 'relative',
    width: TILE,
    height: TILE,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxSizing: 'border-box',
  },
  thumb: {
    display: 'block',
    width: '100%',
    height: '100%',
    padding: 0,
    border: 'none',
    backgroundColor: 'transparent',
    cursor: 'zoom-in',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  media: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  play: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBackgroundOverlay,
    pointerEvents: 'none',
  },
  remove: {
    position: 'absolute',
    top: '4px',
    right: '4px',
    minWidth: '22px',
    width: '22px',
    height: '22px',
    padding: 0,
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBackgroundOverlay,
    ':hover': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorPaletteRedBackground3 },
    ':hover:active': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorPaletteRedForeground1 },
  },
  progress: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-end',
    gap: '2px',
    padding: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase100,
    backgroundColor: tokens.colorBackgroundOverlay,
  },
  add: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXS,
    width: TILE,
    height: TILE,
    padding: 0,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontFamily: 'inherit',
    cursor: 'pointer',
    ':hover': { borderTopColor: tokens.colorBrandStroke1, borderRightColor: tokens.colorBrandStroke1, borderBottomColor: tokens.colorBrandStroke1, borderLeftColor: tokens.colorBrandStroke1, color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    ':disabled': { cursor: 'not-allowed', color: tokens.colorNeutralForegroundDisabled },
  },
  hint: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  file: { display: 'none' },
});

export interface ImageUploadHandle {
  /** Uploads these files as if they were picked (a form passes on pictures pasted into its text). */
  addFiles: (files: readonly File[]) => void;
}

export interface ImageUploadProps {
  /** The upload kind: its types and size limit apply (shared/limits UPLOAD_KINDS). */
  kind: UploadKindName;
  /** The uploaded files' URLs. */
  value: readonly string[];
  onChange: (urls: string[]) => void;
  /** The most files it holds. */
  limit?: number;
  /** Videos (mp4, fiv/flv, m3u8: VIDEO_EXTENSIONS) are shown (and previewed inline) as videos; the kind must accept them. */
  allowVideo?: boolean;
  disabled?: boolean;
  /** Told when uploads start and when the last one has ended, so that a form can wait for them. */
  onBusyChange?: (busy: boolean) => void;
  /** Names the group when no Field does (`aria-labelledby`). */
  label?: string;
  /** The hint under the grid; the kind's types, size and the limit unless told. */
  hint?: string;
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  ref?: Ref<ImageUploadHandle>;
}

interface Pending {
  id: number;
  name: string;
  /** A local object URL shown while it uploads. */
  preview: string;
  video: boolean;
  /** 0 to 1; undefined while the picture is being made smaller. */
  progress: number | undefined;
  controller: AbortController;
}

let nextPendingId = 1;

export const ImageUpload = ({
  kind,
  value,
  onChange,
  limit = LIST_LIMITS.imageComponentDefaultLimit,
  allowVideo = false,
  disabled = false,
  onBusyChange,
  label,
  hint,
  id,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ref,
}: ImageUploadProps) => {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<readonly Pending[]>([]);
  const [previewAt, setPreviewAt] = useState<number>();

  // Uploads end after renders: they read the latest value and callbacks, not the ones of the render that began them.
  const latest = useRef({ value, onChange, onBusyChange });
  latest.current = { value, onChange, onBusyChange };
  const inFlight = useRef(new Map<number, Pending>());

  const settle = useCallback((item: Pending) => {
    inFlight.current.delete(item.id);
    URL.revokeObjectURL(item.preview);
    setPending((list) => list.filter((other) => other.id !== item.id));
    if (inFlight.current.size === 0) latest.current.onBusyChange?.(false);
  }, []);

  const upload = useCallback(
    async (item: Pending, file: File) => {
      try {
        const ready = item.video ? file : await compressImage(file);
        if (item.controller.signal.aborted) return;
        const onProgress = (fraction: number) => setPending((list) => list.map((other) => (other.id === item.id ? { ...other, progress: fraction } : other)));
        onProgress(0);
        const uploaded = await uploadFile(ready, kind, { signal: item.controller.signal, onProgress });
        const next = [...latest.current.value, uploaded.fileUrl];
        // Two uploads ending before the next render must both be kept.
        latest.current.value = next;
        latest.current.onChange(next);
      } catch {
        // uploadFile has told the person why (a canceled one needs no word).
      } finally {
        settle(item);
      }
    },
    [kind, settle],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      if (disabled || files.length === 0) return;
      const room = limit - latest.current.value.length - inFlight.current.size;
      if (files.length > room) toast({ intent: 'warning', text: tu('imageUpload.tooMany', { limit }) });
      const started: Pending[] = [];
      for (const file of files.slice(0, Math.max(0, room))) {
        const refused = refusalOf(file, kind);
        if (refused) {
          toast({ intent: 'error', text: refused });
          continue;
        }
        const item: Pending = {
          id: nextPendingId++,
          name: file.name,
          preview: URL.createObjectURL(file),
          video: allowVideo && isVideoFile(file),
          progress: undefined,
          controller: new AbortController(),
        };
        if (inFlight.current.size === 0) latest.current.onBusyChange?.(true);
        inFlight.current.set(item.id, item);
        started.push(item);
        void upload(item, file);
      }
      if (started.length > 0) setPending((list) => [...list, ...started]);
    },
    [allowVideo, disabled, kind, limit, upload],
  );

  useImperativeHandle(ref, () => ({ addFiles }), [addFiles]);

  // Leaving ends the uploads still running (canceled quietly) and frees their previews.
  useEffect(
    () => () => {
      for (const item of inFlight.current.values()) item.controller.abort();
    },
    [],
  );

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    addFiles(files);
  };

  // Spec §5, §8: a paste into the uploader that carries no picture (text, another kind of file, a clipboard the
  // browser would not read) fails with an error toast.
  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const files = mediaFilesOf(event.clipboardData, allowVideo);
    if (files.length === 0) return pasteFailed();
    addFiles(files);
  };

  const remove = (url: string) =>
    modal({
      title: t('notice.title'),
      text: tu('imageUpload.deleteConfirm'),
      actions: [
        { label: t('notice.confirm'), primary: true, run: () => latest.current.onChange(latest.current.value.filter((other) => other !== url)) },
        { label: t('notice.cancel') },
      ],
    });

  const full = value.length + pending.length >= limit;
  const limits = UPLOAD_KINDS[kind];
  const types = typesLabel(kind);
  const hintText =
    hint ??
    tu(types ? 'imageUpload.hint' : 'imageUpload.hintAnyType', { types: types ?? '', size: sizeLabel(limits.maxBytes), limit });
  const previewUrl = previewAt === undefined ? undefined : value[previewAt];

  return (
    <div
      id={id}
      role="group"
      tabIndex={disabled ? undefined : 0}
      className={styles.root}
      onPaste={paste}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : label ? { 'aria-label': label } : {})}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      {...(invalid ? { 'aria-invalid': invalid } : {})}
      data-testid="image-upload"
    >
      <div className={styles.grid}>
        {value.map((url, index) => {
          const video = allowVideo && isVideoUrl(url);
          const name = tu(video ? 'imageUpload.videoName' : 'imageUpload.imageName', { index: index + 1 });
          return (
            <div key={url} className={styles.tile} data-testid="image-upload-item">
              <button type="button" className={styles.thumb} aria-label={tu('imageUpload.preview', { name })} onClick={() => setPreviewAt(index)}>
                {video ? <video className={styles.media} src={url} muted preload="metadata" /> : <img className={styles.media} src={url} alt="" loading="lazy" />}
                {video && (
                  <span className={styles.play}>
                    <LineIcon name="play" size={24} />
                  </span>
                )}
              </button>
              {!disabled && (
                <Button
                  className={styles.remove}
                  appearance="transparent"
                  shape="circular"
                  size="small"
                  icon={<LineIcon name="remove" size={12} weight={2} />}
                  aria-label={tu('imageUpload.remove', { name })}
                  title={tu('imageUpload.removeShort')}
                  onClick={() => remove(url)}
                />
              )}
            </div>
          );
        })}
        {pending.map((item) => {
          const percent = Math.round((item.progress ?? 0) * 100);
          return (
            <div key={item.id} className={styles.tile} data-testid="image-upload-pending">
              {item.video ? <video className={styles.media} src={item.preview} muted /> : <img className={styles.media} src={item.preview} alt="" />}
              <div className={styles.progress}>
                <span>{item.progress === undefined ? tu('imageUpload.preparing') : tu('imageUpload.percent', { percent })}</span>
                <ProgressBar
                  value={item.progress}
                  thickness="large"
                  shape="rounded"
                  aria-label={tu('imageUpload.progress', { name: item.name })}
                />
              </div>
              <Button
                className={styles.remove}
                appearance="transparent"
                shape="circular"
                size="small"
                icon={<LineIcon name="remove" size={12} weight={2} />}
                aria-label={tu('imageUpload.cancel', { name: item.name })}
                title={tu('imageUpload.cancelShort')}
                onClick={() => item.controller.abort()}
              />
            </div>
          );
        })}
        {!full && (
          <button
            type="button"
            className={styles.add}
            disabled={disabled}
            onClick={() => input.current?.click()}
            {...(describedBy ? { 'aria-describedby': describedBy } : {})}
          >
            <LineIcon name="add" size={24} weight={2} />
            {tu(allowVideo ? 'imageUpload.addMedia' : 'imageUpload.add')}
          </button>
        )}
      </div>
      <p className={styles.hint}>{hintText}</p>
      <input
        ref={input}
        className={styles.file}
        type="file"
        accept={acceptFor(kind, allowVideo)}
        multiple={limit > 1}
        tabIndex={-1}
        aria-hidden
        data-testid="image-upload-input"
        onChange={pick}
      />
      {previewUrl && <ImagePreview url={previewUrl} video={allowVideo && isVideoUrl(previewUrl)} onClose={() => setPreviewAt(undefined)} />}
    </div>
  );
};
