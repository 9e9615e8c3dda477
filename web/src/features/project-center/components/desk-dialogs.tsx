/**
 * The service desk's dialogs on a dispute's case (docs/cooperation.md "Disputes"): 提问 / 要求补充证据 — to party A, party
 * B or both, with the question — and 裁决 — the rulings the dispute's kind takes (验收通过 / 继续修改 / 终止合作, or 合作继续 /
 * 终止合作), party B's share in yuan for 终止合作 (converted to integer fen by shared/money, at most what escrow holds,
 * with the split said as it is typed: the service fee on party B's share as the product computes it), the reason both
 * sides read, then a confirmation in the same dialog. The ruling's `requestId` is made once when the dialog opens, so a
 * second press or a retry after a lost answer rules once. Refusals show in the dialog in the server's words (a field's
 * 400 under its field).
 */
import { Button, Field, Input, Radio, RadioGroup, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { DISPUTE, phaseServiceFeeOf } from '../../../../../shared/limits.js';
import { formatFen, yuanToFen } from '../../../../../shared/money.js';
import { DISPUTE_RULINGS, type DisputeKind, type DisputeRuling } from '../../../../../shared/process/dispute.js';
import { isHttpError } from '../../../api/http-error.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { serverIssues } from '../../../hooks/use-form.js';
import { t } from '../../../lib/i18n.js';
import { newRequestId } from '../api/termination.js';
import { tdk } from '../desk-texts.js';

const useStyles = makeStyles({
  split: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300, overflowWrap: 'anywhere' },
  confirm: { margin: 0, lineHeight: tokens.lineHeightBase400, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  back: { alignSelf: 'flex-start' },
});

/** Sends once; a refusal is shown in the dialog: a field's 400 under its field, anything else above the buttons. */
const useSend = () => {
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [issues, setIssues] = useState<Record<string, string>>({});
  const send = async (work: () => Promise<unknown>, onDone: () => void) => {
    if (sending) return;
    setSending(true);
    setFormError(undefined);
    try {
      await work();
      onDone();
    } catch (error) {
      const found = serverIssues(error)?.filter((i) => i.path);
      if (found?.length) setIssues(Object.fromEntries(found.map((i) => [i.path.split('.')[0]!, i.message])));
      else if (isHttpError(error)) setFormError(error.msg);
    } finally {
      setSending(false);
    }
  };
  return { sending, formError, issues, setIssues, send };
};

const errorOf = (message: string | undefined) => (message ? { validationState: 'error' as const, validationMessage: message } : {});

export type AskTo = 'partyA' | 'partyB' | 'both';

export interface AskDialogProps {
  onAsk: (input: { to: AskTo; text: string }) => Promise<unknown>;
  onClose: () => void;
}

/** 提问 / 要求补充证据. */
export const AskDialog = ({ onAsk, onClose }: AskDialogProps) => {
  const [to, setTo] = useState<AskTo>('both');
  const [text, setText] = useState('');
  const { sending, formError, issues, setIssues, send } = useSend();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const written = text.trim();
    if (!written) return setIssues({ text: tdk('dk.ask.textRequired') });
    setIssues({});
    void send(() => onAsk({ to, text: written }), onClose);
  };
  return (
    <FormDialog title={tdk('dk.ask.title')} submitLabel={tdk('dk.ask.submit')} submitting={sending} formError={formError} onSubmit={submit} onClose={onClose}>
      <Field label={tdk('dk.ask.to')} {...errorOf(issues.to)}>
        <RadioGroup layout="horizontal" value={to} onChange={(_e, d) => setTo(d.value as AskTo)} data-testid="desk-ask-to">
          {(['partyA', 'partyB', 'both'] as const).map((side) => (
            <Radio key={side} value={side} label={tdk(`dk.ask.to.${side}`)} />
          ))}
        </RadioGroup>
      </Field>
      <Field label={tdk('dk.ask.text')} required hint={tdk('dk.ask.hint', { days: DISPUTE.evidenceDays })} {...errorOf(issues.text)}>
        <Textarea value={text} resize="vertical" rows={4} maxLength={DISPUTE.questionLength} onChange={(_e, d) => setText(d.value)} data-testid="desk-ask-text" />
      </Field>
    </FormDialog>
  );
};

/** The rulings a dispute of `kind` takes, in the order offered. */
export const rulingsOf = (kind: DisputeKind): DisputeRuling[] =>
  (Object.keys(DISPUTE_RULINGS) as DisputeRuling[]).filter((r) => (DISPUTE_RULINGS[r].kinds as readonly DisputeKind[]).includes(kind));

/** Party B's share typed in yuan as fen (at most `inEscrow`), or undefined when it is not an amount. */
export const shareOf = (typed: string, inEscrow: number): number | undefined => {
  if (!typed.trim()) return undefined;
  const parsed = yuanToFen(typed);
  const fen = 'fen' in parsed ? parsed.fen : parsed.refused === 'ZERO' ? 0 : undefined;
  return fen !== undefined && fen <= inEscrow ? fen : undefined;
};

/** A termination's split of `inEscrow` with `toB` to party B: its service fee and net, and party A's rest. */
export const splitOf = (toB: number, inEscrow: number) => {
  const fee = toB > 0 ? phaseServiceFeeOf(toB) : 0;
  return { toB, fee, net: toB - fee, toA: inEscrow - toB };
};

export interface DecideDialogProps {
  kind: DisputeKind;
  inEscrow: number;
  onDecide: (input: { ruling: DisputeRuling; toB?: number; reason: string; requestId: string }) => Promise<unknown>;
  onClose: () => void;
}

/** 裁决: the ruling, party B's share for 终止合作, the reason; then 确定 in the same dialog. */
export const DecideDialog = ({ kind, inEscrow, onDecide, onClose }: DecideDialogProps) => {
  const styles = useStyles();
  const rulings = rulingsOf(kind);
  const [ruling, setRuling] = useState<DisputeRuling>(rulings[0]!);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  // One ruling per opening of the dialog: the same requestId however often 确定 is pressed.
  const [requestId] = useState(newRequestId);
  const { sending, formError, issues, setIssues, send } = useSend();
  const terminating = ruling === 'TERMINATE';
  const toB = terminating ? shareOf(amount, inEscrow) : undefined;
  const split = toB !== undefined ? splitOf(toB, inEscrow) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirming) {
      const found: Record<string, string> = {};
      if (terminating && toB === undefined) found.toB = tdk('dk.decide.toBInvalid');
      if (!reason.trim()) found.reason = tdk('dk.decide.reasonRequired');
      setIssues(found);
      if (Object.keys(found).length === 0) setConfirming(true);
      return;
    }
    void send(() => onDecide({ ruling, ...(terminating && toB !== undefined ? { toB } : {}), reason: reason.trim(), requestId }), onClose);
  };

  return (
    <FormDialog
      title={tdk('dk.decide.title')}
      submitLabel={confirming ? t('notice.confirm') : tdk('dk.decide.submit')}
      submitting={sending}
      formError={formError}
      onSubmit={submit}
      onClose={onClose}
      modalType="alert"
    >
      {confirming ? (
        <>
          <p className={styles.confirm} data-testid="desk-decide-confirm">
            {split
              ? tdk('dk.decide.confirmSplit', { toB: formatFen(split.toB), net: formatFen(split.net), toA: formatFen(split.toA) })
              : tdk('dk.decide.confirm', { ruling: DISPUTE_RULINGS[ruling].label })}
          </p>
          <Button className={styles.back} size="small" disabled={sending} onClick={() => setConfirming(false)}>
            {tdk('dk.decide.back')}
          </Button>
        </>
      ) : (
        <>
          <Field label={tdk('dk.decide.ruling')}>
            <RadioGroup value={ruling} onChange={(_e, d) => setRuling(d.value as DisputeRuling)} data-testid="desk-decide-ruling">
              {rulings.map((r) => (
                <Radio key={r} value={r} label={DISPUTE_RULINGS[r].label} />
              ))}
            </RadioGroup>
          </Field>
          {terminating && (
            <Field label={tdk('dk.decide.toB')} required hint={tdk('dk.decide.toBHint', { amount: formatFen(inEscrow) })} {...errorOf(issues.toB)}>
              <Input value={amount} inputMode="decimal" onChange={(_e, d) => setAmount(d.value)} data-testid="desk-decide-tob" />
            </Field>
          )}
          {split && (
            <p className={styles.split} data-testid="desk-decide-split">
              {tdk('dk.decide.split', { toB: formatFen(split.toB), fee: formatFen(split.fee), net: formatFen(split.net), toA: formatFen(split.toA) })}
            </p>
          )}
          <Field label={tdk('dk.decide.reason')} required {...errorOf(issues.reason)}>
            <Textarea value={reason} resize="vertical" rows={4} maxLength={DISPUTE.rulingLength} onChange={(_e, d) => setReason(d.value)} data-testid="desk-decide-reason" />
          </Field>
        </>
      )}
    </FormDialog>
  );
};
