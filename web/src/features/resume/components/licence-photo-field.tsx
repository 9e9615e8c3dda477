/**
 * A company's licence photo (营业执照照片): a private upload (kind `licence`), shown to the administrator by the signed
 * link the resume answers, or as the picture just picked (a private file has no public URL to preview). Its value is
 * what the save sends: undefined keeps the one on file, '' removes it (`removeLicencePhoto`), a URL is a new one.
 */
import { Button, Field, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_KINDS } from '../../../../../shared/limits.js';
import { uploadFile } from '../../../api/upload.js';
import { tr } from '../texts.js';

const useStyles = makeStyles({
  box: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  photo: { width: '160px', height: '110px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, border: `1px solid ${tokens.colorNeutralStroke2}` },
  state: { color: tokens.colorNeutralForeground3 },
});

export interface LicencePhotoFieldProps {
  /** The signed link of the photo on file, for the administrator; absent for the authorised person. */
  signed: string | undefined;
  onFile: boolean;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onBusyChange: (busy: boolean) => void;
}

export const LicencePhotoField = ({ signed, onFile, value, onChange, onBusyChange }: LicencePhotoFieldProps) => {
  const styles = useStyles();
  const picker = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string>();
  const [progress, setProgress] = useState<number>();
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onBusyChange(true);
    setProgress(0);
    try {
      const uploaded = await uploadFile(file, 'licence', { onProgress: setProgress });
      setPreview(URL.createObjectURL(file));
      onChange(uploaded.fileUrl);
    } catch {
      // uploadFile told what failed.
    } finally {
      setProgress(undefined);
      onBusyChange(false);
    }
  };
  const shown = value === '' ? undefined : (preview ?? (value === undefined ? signed : undefined));
  const has = value === undefined ? onFile : value !== '';
  return (
    <Field label={tr('company.licencePhoto')} hint={tr('company.licencePhotoHint')}>
      <div className={styles.box}>
        {shown ? <img className={styles.photo} src={shown} alt={tr('company.licencePhoto')} /> : <span className={styles.state}>{tr(has ? 'company.licencePhotoOnFile' : 'company.licencePhotoNone')}</span>}
        <input ref={picker} type="file" hidden accept={UPLOAD_KINDS.licence.extensions.map((e) => `.${e}`).join(',')} onChange={(event) => void pick(event)} />
        <Button onClick={() => picker.current?.click()} disabled={progress !== undefined}>
          {tr(has ? 'company.licencePhotoReplace' : 'company.licencePhotoPick')}
        </Button>
        {has && (
          <Button appearance="subtle" onClick={() => (setPreview(undefined), onChange(''))}>
            {tr('company.licencePhotoRemove')}
          </Button>
        )}
        {progress !== undefined && <ProgressBar value={progress} aria-label={tr('resume.uploading', { percent: Math.round(progress * 100) })} />}
      </div>
    </Field>
  );
};
