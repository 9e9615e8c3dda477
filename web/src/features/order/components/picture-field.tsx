/**
 * Pictures of a refund or an evaluation: picked files go straight to storage through the presign flow (`uploadFile`,
 * the kind's limits checked first), shown from the picked file itself (a refund's pictures are private: their URL is
 * not readable by everyone), at most `limit`; the value is the uploaded files' keys, which the routes take.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { UPLOAD_KINDS, type UploadKindName } from '../../../../../shared/limits.js';
import { uploadFile } from '../../../api/upload.js';
import { to } from '../texts.js';

const useStyles = makeStyles({
  grid: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  tile: { position: 'relative', width: '80px', height: '80px' },
  image: { width: '80px', height: '80px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  remove: { position: 'absolute', top: '2px', right: '2px', minWidth: '24px', height: '24px', padding: 0 },
  file: { display: 'none' },
  add: { width: '80px', height: '80px' },
});

export interface PictureFieldProps {
  kind: Extract<UploadKindName, 'refund-image' | 'evaluation-image'>;
  limit: number;
  /** The uploaded files' keys. */
  value: readonly string[];
  onChange: (keys: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
  label: string;
}

export const PictureField = ({ kind, limit, value, onChange, onBusyChange, label }: PictureFieldProps) => {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => () => Object.values(previews).forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const pick = async (files: File[]) => {
    const room = files.slice(0, Math.max(0, limit - latest.current.length));
    if (room.length === 0) return;
    setBusy(true);
    onBusyChange?.(true);
    try {
      for (const file of room) {
        try {
          const uploaded = await uploadFile(file, kind);
          setPreviews((current) => ({ ...current, [uploaded.key]: URL.createObjectURL(file) }));
          onChange([...latest.current, uploaded.key]);
        } catch {
          // uploadFile told the person why.
        }
      }
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  return (
    <div role="group" aria-label={label}>
      <div className={styles.grid}>
        {value.map((key, index) => (
          <span key={key} className={styles.tile} data-testid="picture-tile">
            {previews[key] ? <img className={styles.image} src={previews[key]} alt={to('od.pictures.one', { index: index + 1 })} /> : <span className={styles.image} />}
            <Button className={styles.remove} size="small" aria-label={to('od.pictures.remove', { index: index + 1 })} onClick={() => onChange(value.filter((other) => other !== key))}>
              ×
            </Button>
          </span>
        ))}
        {value.length < limit && (
          <Button className={styles.add} disabled={busy} onClick={() => input.current?.click()}>
            {busy ? to('od.pictures.uploading') : to('od.pictures.add')}
          </Button>
        )}
      </div>
      <input
        ref={input}
        className={styles.file}
        type="file"
        multiple
        accept={UPLOAD_KINDS[kind].extensions.map((extension) => `.${extension}`).join(',')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void pick(files);
        }}
      />
      <p style={{ margin: '4px 0 0', fontSize: 12 }}>{to('od.pictures.hint', { limit, types: UPLOAD_KINDS[kind].extensions.join('、') })}</p>
    </div>
  );
};
