/** A person's portfolio files (upload kind `project-file`): each uploaded straight to storage, named, opened, removed. */
import { Button, Input, ProgressBar } from '@fluentui/react-components';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { RESUME_LIMITS, UPLOAD_KINDS } from '../../../../../shared/limits.js';
import { uploadFile } from '../../../api/upload.js';
import { tr } from '../texts.js';
import { useEditorStyles } from './editor-styles.js';

export interface ResumeFile {
  name: string;
  url: string;
}

export const FilesEditor = ({ value, onChange, onBusyChange }: { value: readonly ResumeFile[]; onChange: (update: (files: ResumeFile[]) => ResumeFile[]) => void; onBusyChange: (busy: boolean) => void }) => {
  const styles = useEditorStyles();
  const headId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onBusyChange(true);
    setProgress(0);
    try {
      const uploaded = await uploadFile(file, 'project-file', { onProgress: setProgress });
      const name = file.name.replace(/\.[^.]*$/, '').slice(0, RESUME_LIMITS.short) || file.name.slice(0, RESUME_LIMITS.short);
      onChange((files) => [...files, { name, url: uploaded.fileUrl }]);
    } catch {
      // uploadFile told what failed.
    } finally {
      setProgress(undefined);
      onBusyChange(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby={headId}>
      <div className={styles.sectionHead}>
        <h2 id={headId} className={styles.sectionTitle}>{tr('person.files')}</h2>
        <span className={styles.hint}>{tr('resume.max', { max: RESUME_LIMITS.files })}</span>
      </div>
      {value.length > 0 && (
        <ol className={styles.rows}>
          {value.map((file, index) => (
            <li key={file.url} className={styles.row}>
              <Input
                value={file.name}
                maxLength={RESUME_LIMITS.short}
                aria-label={tr('field.fileName')}
                onChange={(_e, d) => onChange((files) => files.map((f, i) => (i === index ? { ...f, name: d.value } : f)))}
              />
              <a href={file.url} target="_blank" rel="noreferrer" style={{ alignSelf: 'center' }}>
                {file.url.split('/').pop()}
              </a>
              <Button className={styles.remove} appearance="subtle" onClick={() => onChange((files) => files.filter((_f, i) => i !== index))} aria-label={tr('resume.removeRow', { n: index + 1, what: tr('person.files') })}>
                {tr('resume.remove')}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {progress !== undefined && <ProgressBar value={progress} aria-label={tr('resume.uploading', { percent: Math.round(progress * 100) })} />}
      <input ref={picker} type="file" hidden accept={UPLOAD_KINDS['project-file'].extensions.map((e) => `.${e}`).join(',')} onChange={(event) => void pick(event)} />
      <Button className={styles.add} onClick={() => picker.current?.click()} disabled={value.length >= RESUME_LIMITS.files || progress !== undefined}>
        {tr('resume.upload')}
      </Button>
    </section>
  );
};
