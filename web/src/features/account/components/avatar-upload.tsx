/**
 * The avatar of the basic information: a click picks an image, which is uploaded straight to storage (kind
 * avatar, its limits checked first) with its progress shown over a preview; the field then holds its URL.
 */
import { Avatar, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_KINDS } from '../../../../../shared/limits.js';
import { UploadError, uploadFile } from '../../../api/upload.js';
import { t } from '../../../lib/i18n.js';
import { ts } from '../settings-texts.js';

const useStyles = makeStyles({
  wrap: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  pick: {
    position: 'relative',
    display: 'flex',
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    ':hover::after': { opacity: 1 },
    '::after': {
      content: 'attr(data-hover)',
      position: 'absolute',
      inset: 0,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorBackgroundOverlay,
      color: tokens.colorNeutralForegroundOnBrand,
      fontSize: tokens.fontSizeBase200,
      opacity: 0,
      transitionProperty: 'opacity',
      transitionDuration: tokens.durationFast,
    },
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: '200px' },
  hint: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  file: { display: 'none' },
});

const ACCEPT = UPLOAD_KINDS.avatar.extensions.map((extension) => `.${extension}`).join(',');

export interface AvatarUploadProps {
  value: string;
  name: string;
  onChange: (url: string) => void;
  onError: (message: string | undefined) => void;
  /** The id of the field's message, which Fluent's Field would give a native control. */
  describedBy?: string;
}

export const AvatarUpload = ({ value, name, onChange, onError, describedBy }: AvatarUploadProps) => {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string>();
  const [progress, setProgress] = useState<number>();

  // A local preview lives only while its upload does.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onError(undefined);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const uploaded = await uploadFile(file, 'avatar', { onProgress: setProgress, silent: true });
      onChange(uploaded.fileUrl);
    } catch (error) {
      // The session's end is announced by the HTTP helper; anything else belongs under the field.
      if (!(error instanceof UploadError) || error.reason !== 'session') onError(error instanceof Error ? error.message : t('upload.failed'));
    } finally {
      setPreview(undefined);
      setProgress(undefined);
    }
  };

  const uploading = progress !== undefined;
  const shown = preview ?? value;
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={styles.pick}
        data-hover={ts('resume.avatarChange')}
        aria-label={ts('resume.avatarPick')}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        disabled={uploading}
        onClick={() => input.current?.click()}
      >
        <Avatar size={96} name={name} color="colorful" {...(shown ? { image: { src: shown, alt: '' } } : {})} />
      </button>
      <div className={styles.side}>
        {uploading ? (
          <ProgressBar value={progress} thickness="large" aria-label={ts('resume.avatarProgress')} />
        ) : (
          <p className={styles.hint}>{ts('resume.avatarHint')}</p>
        )}
        {uploading && <p className={styles.hint}>{ts('resume.avatarUploading', { percent: Math.round((progress ?? 0) * 100) })}</p>}
      </div>
      <input ref={input} className={styles.file} type="file" accept={ACCEPT} data-testid="avatar-file" onChange={(event) => void pick(event)} />
    </div>
  );
};
