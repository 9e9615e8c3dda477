/**
 * 上传证件, before large withdrawals (spec §9: above ¥10,000.00 in one, or ¥50,000.00 in 30 days): GET
 * wallet/identity says what this wallet needs (a person's or team's ID card, both sides; a company's business
 * licence) and whether it is in. Each picture goes straight to storage as the private kind `identity`
 * (upload/presign, then S3), shown from the local file meanwhile; 提交证件 saves their file URLs.
 */
import { Field, ProgressBar, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { UPLOAD_KINDS } from '../../../../../shared/limits.js';
import { IDENTITY_KINDS, type IdentityDocuments } from '../../../../../shared/schemas/wallet.js';
import { isHttpError } from '../../../api/http-error.js';
import { UploadError, uploadFile } from '../../../api/upload.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { serverIssues } from '../../../hooks/use-form.js';
import { t } from '../../../lib/i18n.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { saveIdentity, useIdentity } from '../api/identity.js';
import { tw, type WalletTextKey } from '../texts.js';
import { WalletIcon } from './wallet-icons.js';

type Slot = 'front' | 'back' | 'licence';

const SLOTS: Readonly<Record<IdentityDocuments['kind'], readonly Slot[]>> = { ID_CARD: ['front', 'back'], LICENCE: ['licence'] };
const NAMES: Readonly<Record<Slot, WalletTextKey>> = { front: 'identity.front', back: 'identity.back', licence: 'identity.licence' };
const ACCEPT = UPLOAD_KINDS.identity.extensions.map((extension) => `.${extension}`).join(',');

const useStyles = makeStyles({
  intro: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  state: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  slots: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: tokens.spacingHorizontalM },
  tile: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXS,
    width: '100%',
    aspectRatio: '1.58',
    padding: 0,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground2,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase200,
    cursor: 'pointer',
    overflow: 'hidden',
    ':hover': { borderTopColor: tokens.colorBrandStroke1, borderRightColor: tokens.colorBrandStroke1, borderBottomColor: tokens.colorBrandStroke1, borderLeftColor: tokens.colorBrandStroke1, color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    ':disabled': { cursor: 'progress' },
  },
  filled: { borderTopStyle: 'solid', borderRightStyle: 'solid', borderBottomStyle: 'solid', borderLeftStyle: 'solid' },
  picture: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
  caption: {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorBackgroundOverlay,
    color: tokens.colorNeutralForegroundOnBrand,
    textAlign: 'center',
  },
  name: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  progress: { position: 'absolute', left: tokens.spacingHorizontalS, right: tokens.spacingHorizontalS, bottom: tokens.spacingVerticalS },
  file: { display: 'none' },
  waiting: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXL },
});

interface Picked {
  /** The file URL to save. */
  fileUrl?: string;
  /** A local picture of it, while the dialog is open. */
  preview: string;
  progress?: number;
}

const SlotTile = ({ slot, picked, saved, onPick }: { slot: Slot; picked: Picked | undefined; saved: string | undefined; onPick: (slot: Slot, file: File) => void }) => {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const name = tw(NAMES[slot]);
  const shown = picked?.preview ?? saved;
  const uploading = picked?.progress !== undefined;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(slot, file);
  };
  return (
    <>
      <button type="button" className={mergeClasses(styles.tile, shown !== undefined && styles.filled)} disabled={uploading} onClick={() => input.current?.click()} aria-label={`${name}：${shown ? tw('identity.replace') : tw('identity.pick')}`} data-testid={`identity-${slot}`}>
        {shown ? (
          <>
            <img className={styles.picture} src={shown} alt={tw('identity.preview', { name })} />
            {uploading ? (
              <ProgressBar className={styles.progress} value={picked?.progress} thickness="large" aria-label={tw('identity.uploading', { percent: Math.round((picked?.progress ?? 0) * 100) })} />
            ) : (
              <span className={styles.caption}>
                {name} · {tw('identity.replace')}
              </span>
            )}
          </>
        ) : (
          <>
            <WalletIcon name="upload" size={28} />
            <span className={styles.name}>{name}</span>
            <span>{tw('identity.pick')}</span>
          </>
        )}
      </button>
      <input ref={input} className={styles.file} type="file" accept={ACCEPT} tabIndex={-1} aria-hidden onChange={pick} data-testid={`identity-${slot}-file`} />
    </>
  );
};

export interface IdentityDialogProps {
  onClose: () => void;
  onSaved: () => void;
}

export const IdentityDialog = ({ onClose, onSaved }: IdentityDialogProps) => {
  const styles = useStyles();
  const { data: identity, mutate } = useIdentity();
  const [picked, setPicked] = useState<Partial<Record<Slot, Picked>>>({});
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const previews = useRef(new Set<string>());

  // The local pictures live as long as the dialog.
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const upload = async (slot: Slot, file: File) => {
    setError(undefined);
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    setPicked((current) => ({ ...current, [slot]: { preview, progress: 0 } }));
    try {
      const uploaded = await uploadFile(file, 'identity', {
        silent: true,
        onProgress: (progress) => setPicked((current) => ({ ...current, [slot]: { preview, progress } })),
      });
      setPicked((current) => ({ ...current, [slot]: { preview, fileUrl: uploaded.fileUrl } }));
    } catch (failure) {
      setPicked((current) => {
        const { [slot]: _gone, ...rest } = current;
        return rest;
      });
      if (!(failure instanceof UploadError) || failure.reason !== 'session') setError(failure instanceof Error ? failure.message : t('upload.failed'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!identity || submitting) return;
    const slots = SLOTS[identity.kind];
    const missing = slots.find((slot) => !picked[slot]?.fileUrl);
    if (missing) {
      setError(tw('identity.missing', { name: tw(NAMES[missing]) }));
      return;
    }
    setSubmitting(true);
    try {
      await saveIdentity(Object.fromEntries(slots.map((slot) => [slot, picked[slot]!.fileUrl!])));
      await mutate();
      onSaved();
    } catch (failure) {
      const issues = serverIssues(failure);
      if (issues) setError(issues[0]?.message);
      else if (isHttpError(failure) && failure.kind === 'business') setError(failure.msg);
    } finally {
      setSubmitting(false);
    }
  };

  const busy = Object.values(picked).some((item) => item?.progress !== undefined);
  return (
    <FormDialog title={tw('identity.title')} submitLabel={tw('identity.submit')} submitting={submitting || busy || !identity} formError={error} onSubmit={(event) => void submit(event)} onClose={onClose}>
      {!identity ? (
        <div className={styles.waiting}>
          <Spinner size="small" label={t('app.loading')} />
        </div>
      ) : (
        <>
          <p className={styles.intro}>{tw('identity.intro', { kind: IDENTITY_KINDS[identity.kind] })}</p>
          <p className={styles.state} data-testid="identity-state">
            {identity.submitted && identity.submitTime !== undefined ? tw('identity.submitted', { time: formatDateTime(identity.submitTime) }) : tw('identity.notSubmitted')}
          </p>
          <Field label={IDENTITY_KINDS[identity.kind]} hint={tw('identity.hint')}>
            {(props) => (
              <div className={styles.slots} role="group" aria-labelledby={props['aria-labelledby']} aria-describedby={props['aria-describedby']}>
                {SLOTS[identity.kind].map((slot) => (
                  <SlotTile key={slot} slot={slot} picked={picked[slot]} saved={identity.files[slot]} onPick={(which, file) => void upload(which, file)} />
                ))}
              </div>
            )}
          </Field>
        </>
      )}
    </FormDialog>
  );
};
