/**
 * A demand's attachments (upload kind `project-file`: documents, sheets, slides, archives and pictures up to 50 MB,
 * at most PROJECT_LIMITS.attachments): each file goes straight to storage through the upload helper, which says what
 * failed; the list shows each with its size, opens it, and removes it.
 */
import { Button, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { formatFileSize, PROJECT_LIMITS, UPLOAD_KINDS } from '../../../../../shared/limits.js';
import type { ProjectAttachment } from '../../../../../shared/schemas/project.js';
import { uploadFile } from '../../../api/upload.js';
import { LineIcon } from '../../../components/line-icon.js';
import { toast } from '../../../lib/notify.js';
import { td } from '../texts.js';
import { FieldGroup } from './field-group.js';

const KIND = 'project-file';
const L = PROJECT_LIMITS;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: `${tokens.spacingVerticalXS} 0 0`, padding: 0, listStyleType: 'none' },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: tokens.colorBrandForegroundLink, textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
  pending: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: tokens.colorNeutralForeground2 },
  size: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  progress: { width: '80px' },
  file: { display: 'none' },
  upload: { alignSelf: 'flex-start' },
});

interface Uploading {
  id: number;
  name: string;
  fraction: number;
}

let nextUpload = 1;

export interface AttachmentsFieldProps {
  value: readonly ProjectAttachment[];
  /** Told with an update of the list as it stands (uploads finish one by one). */
  onChange: (update: (list: ProjectAttachment[]) => ProjectAttachment[]) => void;
  /** Told when uploads start and when the last one has ended: the form waits before it saves. */
  onBusyChange: (busy: boolean) => void;
  error?: string;
  disabled?: boolean;
}

export const AttachmentsField = ({ value, onChange, onBusyChange, error, disabled = false }: AttachmentsFieldProps) => {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<readonly Uploading[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const busy = uploading.length > 0;

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
    },
    [],
  );

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = L.attachments - value.length - uploading.length;
    if (files.length > room) toast({ intent: 'warning', text: td('form.attachmentsFull', { max: L.attachments }) });
    for (const file of files.slice(0, Math.max(room, 0))) {
      const id = nextUpload++;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      setUploading((list) => [...list, { id, name: file.name, fraction: 0 }]);
      const onProgress = (fraction: number) => setUploading((list) => list.map((entry) => (entry.id === id ? { ...entry, fraction } : entry)));
      uploadFile(file, KIND, { signal: controller.signal, onProgress })
        .then(
          (uploaded) => onChange((list) => [...list, { name: uploaded.name.slice(0, 200), url: uploaded.fileUrl, size: uploaded.size }].slice(0, L.attachments)),
          // The upload helper has said what failed.
          () => undefined,
        )
        .finally(() => {
          controllers.current.delete(id);
          setUploading((list) => list.filter((entry) => entry.id !== id));
        });
    }
  };

  const full = value.length + uploading.length >= L.attachments;
  return (
    <FieldGroup label={td('form.attachments')} hint={td('form.attachmentsHint', { types: UPLOAD_KINDS[KIND].extensions.join('、'), max: L.attachments })} error={error}>
      {({ labelId, messageId }) => (
        <>
          <input ref={input} className={styles.file} type="file" data-testid="demand-attachments-input" multiple accept={UPLOAD_KINDS[KIND].extensions.map((ext) => `.${ext}`).join(',')} onChange={pick} tabIndex={-1} aria-hidden="true" />
          <Button
            id="demand-attachments"
            className={styles.upload}
            icon={<LineIcon name="attach" size={16} />}
            disabled={disabled || full}
            onClick={() => input.current?.click()}
            aria-describedby={[labelId, messageId].filter(Boolean).join(' ')}
          >
            {td('form.upload')}
          </Button>
          {(value.length > 0 || uploading.length > 0) && (
            <ul className={styles.list} aria-labelledby={labelId}>
              {value.map((file, index) => (
                <li key={`${file.url}-${index}`} className={styles.item} data-testid="demand-attachment">
                  <LineIcon name="file" size={16} />
                  <a className={styles.name} href={file.url} target="_blank" rel="noopener noreferrer">
                    {file.name}
                  </a>
                  <span className={styles.size}>{formatFileSize(file.size)}</span>
                  <Button
                    appearance="subtle"
                    size="small"
                    icon={<LineIcon name="remove" size={14} />}
                    aria-label={td('form.removeAttachment', { name: file.name })}
                    disabled={disabled}
                    onClick={() => onChange((list) => list.filter((_entry, at) => at !== index))}
                  />
                </li>
              ))}
              {uploading.map((entry) => (
                <li key={entry.id} className={styles.item}>
                  <LineIcon name="file" size={16} />
                  <span className={styles.pending}>{entry.name}</span>
                  <span className={styles.size}>{td('form.uploading', { percent: Math.round(entry.fraction * 100) })}</span>
                  <ProgressBar className={styles.progress} value={entry.fraction} aria-label={entry.name} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </FieldGroup>
  );
};
