/**
 * The dialogs of a cooperation's dispute (docs/cooperation.md "Disputes"): 申请平台介入 — the kind the window is open for,
 * the claim (required), the split asked for (yuan, optional, at most what escrow holds) and evidence files — and 提交证据
 * (a text and files). Files are `dispute-file` uploads, private: seen by the two sides and the service desk only.
 * Each sends once; a refusal is told by the HTTP helper (a field's 400 under its field).
 */
import { Button, Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { DISPUTE } from '../../../../../shared/limits.js';
import { formatFen, yuanToFen } from '../../../../../shared/money.js';
import type { DisputeKind } from '../../../../../shared/process/dispute.js';
import type { ProjectAttachment } from '../../../../../shared/schemas/project.js';
import { isHttpError } from '../../../api/http-error.js';
import { uploadFile } from '../../../api/upload.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { serverIssues } from '../../../hooks/use-form.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { tdi } from '../dispute-texts.js';

const useStyles = makeStyles({
  files: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: `${tokens.spacingVerticalXS} 0`, padding: 0, listStyleType: 'none' },
  file: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200 },
  hidden: { display: 'none' },
});

/** The evidence files: each picked file uploaded as a `dispute-file`, listed with its remove button. */
const DisputeFiles = ({ files, setFiles, setBusy, disabled }: { files: ProjectAttachment[]; setFiles: (f: (list: ProjectAttachment[]) => ProjectAttachment[]) => void; setBusy: (busy: number) => void; disabled: boolean }) => {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])].slice(0, DISPUTE.files - files.length);
    event.target.value = '';
    for (const file of picked) {
      setBusy(1);
      uploadFile(file, 'dispute-file')
        .then((uploaded) => setFiles((list) => [...list, { name: uploaded.name.slice(0, 200), url: uploaded.fileUrl, size: uploaded.size }].slice(0, DISPUTE.files)))
        .catch(() => undefined)
        .finally(() => setBusy(-1));
    }
  };
  return (
    <Field label={tdi('di.dialog.files')} hint={tdi('di.dialog.filesHint', { max: DISPUTE.files })}>
      <ul className={styles.files}>
        {files.map((f) => (
          <li key={f.url} className={styles.file}>
            <span>{f.name}</span>
            <Button size="small" appearance="subtle" onClick={() => setFiles((list) => list.filter((x) => x.url !== f.url))} aria-label={f.name}>
              ×
            </Button>
          </li>
        ))}
      </ul>
      <input ref={input} type="file" multiple className={styles.hidden} onChange={pick} data-testid="dispute-file" />
      <Button size="small" disabled={disabled || files.length >= DISPUTE.files} onClick={() => input.current?.click()}>
        {tdi('di.dialog.addFile')}
      </Button>
    </Field>
  );
};

/** The count of uploads in flight, and the files uploaded. */
const useFiles = () => {
  const [files, setFiles] = useState<ProjectAttachment[]>([]);
  const [busy, setBusyCount] = useState(0);
  return { files, setFiles, busy: busy > 0, setBusy: (delta: number) => setBusyCount((n) => n + delta) };
};

/** Sends once and tells a refusal under its field (400) or above the form (a business code). */
const useSend = () => {
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [issues, setIssues] = useState<Record<string, string>>({});
  const send = async (work: () => Promise<unknown>, onDone: () => void) => {
    if (sending) return;
    setSending(true);
    try {
      await work();
      onDone();
    } catch (error) {
      const found = serverIssues(error);
      if (found?.length) setIssues(Object.fromEntries(found.map((i) => [i.path.split('.')[0]!, i.message])));
      else if (isHttpError(error) && error.kind === 'business') setFormError(error.msg);
    } finally {
      setSending(false);
    }
  };
  return { sending, formError, setFormError, issues, setIssues, send };
};

const errorOf = (message: string | undefined) => (message ? { validationState: 'error' as const, validationMessage: message } : {});

export interface DisputeDialogProps {
  /** The kind the window is open for, its label and its last moment. */
  kind: DisputeKind;
  kindLabel: string;
  lastTime: number;
  inEscrow: number;
  onOpen: (input: { kind: DisputeKind; claim: string; askedToB?: number; files: ProjectAttachment[] }) => Promise<unknown>;
  onClose: () => void;
}

/** 申请平台介入. */
export const DisputeDialog = ({ kind, kindLabel, lastTime, inEscrow, onOpen, onClose }: DisputeDialogProps) => {
  const [claim, setClaim] = useState('');
  const [amount, setAmount] = useState('');
  const { files, setFiles, busy, setBusy } = useFiles();
  const { sending, formError, setFormError, issues, setIssues, send } = useSend();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = claim.trim();
    const found: Record<string, string> = {};
    if (!text) found.claim = tdi('di.dialog.claimRequired');
    let askedToB: number | undefined;
    if (amount.trim()) {
      const typed = yuanToFen(amount);
      askedToB = 'fen' in typed ? typed.fen : typed.refused === 'ZERO' ? 0 : undefined;
      if (askedToB === undefined || askedToB > inEscrow) found.askedToB = tdi('di.dialog.askedToBInvalid');
    }
    setIssues(found);
    if (Object.keys(found).length) return;
    if (busy) return setFormError(tdi('di.dialog.uploading'));
    void send(() => onOpen({ kind, claim: text, ...(askedToB !== undefined ? { askedToB } : {}), files }), onClose);
  };
  return (
    <FormDialog title={tdi('di.dialog.title')} submitLabel={tdi('di.dialog.submit')} submitting={sending} formError={formError} onSubmit={submit} onClose={onClose}>
      <p>{tdi('di.dialog.kind', { kind: kindLabel, time: formatDateTime(lastTime) })}</p>
      <Field label={tdi('di.dialog.claim')} required hint={tdi('di.dialog.claimHint')} {...errorOf(issues.claim)}>
        <Textarea value={claim} resize="vertical" rows={4} maxLength={DISPUTE.textLength} onChange={(_e, d) => setClaim(d.value)} data-testid="dispute-claim" />
      </Field>
      <Field label={tdi('di.dialog.askedToB')} hint={tdi('di.dialog.askedToBHint', { amount: formatFen(inEscrow) })} {...errorOf(issues.askedToB)}>
        <Input value={amount} inputMode="decimal" onChange={(_e, d) => setAmount(d.value)} data-testid="dispute-asked" />
      </Field>
      <DisputeFiles files={files} setFiles={setFiles} setBusy={setBusy} disabled={sending} />
    </FormDialog>
  );
};

export interface EvidenceDialogProps {
  onSubmit: (input: { text: string; files: ProjectAttachment[] }) => Promise<unknown>;
  onClose: () => void;
}

/** 提交证据. */
export const EvidenceDialog = ({ onSubmit, onClose }: EvidenceDialogProps) => {
  const [text, setText] = useState('');
  const { files, setFiles, busy, setBusy } = useFiles();
  const { sending, formError, setFormError, issues, setIssues, send } = useSend();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const written = text.trim();
    if (!written) return setIssues({ text: tdi('di.evidence.textRequired') });
    if (busy) return setFormError(tdi('di.dialog.uploading'));
    void send(() => onSubmit({ text: written, files }), onClose);
  };
  return (
    <FormDialog title={tdi('di.evidence.title')} submitLabel={tdi('di.evidence.submit')} submitting={sending} formError={formError} onSubmit={submit} onClose={onClose}>
      <Field label={tdi('di.evidence.text')} required {...errorOf(issues.text)}>
        <Textarea value={text} resize="vertical" rows={4} maxLength={DISPUTE.textLength} onChange={(_e, d) => setText(d.value)} data-testid="evidence-text" />
      </Field>
      <DisputeFiles files={files} setFiles={setFiles} setBusy={setBusy} disabled={sending} />
    </FormDialog>
  );
};
