/**
 * The termination's dialogs (docs/cooperation.md "Termination"). TerminationDialog: opening one (协商终止 or 申请终止,
 * chosen when both are offered) or countering a negotiation — the reason (required) and party B's share of what escrow
 * holds, typed in yuan (0 … the escrow), with the split it makes said as it is typed (party B's net after the service
 * fee, what returns to party A). RecoverDialog: asking for or agreeing to a recovery, with the pay password when the
 * viewer's side returns money. Each sends once and closes whatever the answer (a refusal is told by the HTTP helper,
 * and the page read again shows where things stand).
 */
import { Field, Input, Radio, RadioGroup, Text, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { NO_PASS_REASON_LENGTH, PHASE_SERVICE_FEE, phaseServiceFeeOf } from '../../../../../shared/limits.js';
import { formatFen, yuanToFen } from '../../../../../shared/money.js';
import { useOneAtATime } from '../../../components/async-button.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { tte } from '../termination-texts.js';

/** What a split of `escrow` gives: party B's net after the fee on its share, the fee, party A's share. */
export const splitOf = (toB: number, escrow: number) => {
  const fee = toB > 0 ? phaseServiceFeeOf(toB) : 0;
  return { fee, net: toB - fee, toA: escrow - toB };
};

/** Party B's share typed in yuan: fen, 0 for an empty-looking zero; undefined for what is not an amount. */
export const typedShare = (typed: string): number | undefined => {
  const read = yuanToFen(typed);
  if ('fen' in read) return read.fen;
  return read.refused === 'ZERO' ? 0 : undefined;
};

export type ProposalKind = 'negotiate' | 'request' | 'counter';

export interface TerminationDialogProps {
  /** The kinds the viewer may open now (one or both), or `counter` alone. */
  kinds: readonly ProposalKind[];
  /** What escrow holds now (fen): the most party B's share may be. */
  escrow: number;
  onSubmit: (input: { kind: ProposalKind; reason: string; toB: number }) => Promise<unknown>;
  onClose: () => void;
}

export const TerminationDialog = ({ kinds, escrow, onSubmit, onClose }: TerminationDialogProps) => {
  const [kind, setKind] = useState<ProposalKind>(kinds[0] ?? 'negotiate');
  const [reason, setReason] = useState('');
  const [share, setShare] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; share?: string }>({});
  const { pending, run } = useOneAtATime();
  const toB = typedShare(share);
  const split = toB !== undefined && toB <= escrow ? splitOf(toB, escrow) : undefined;
  const title = kind === 'counter' ? tte('te.dialog.counter') : kind === 'request' ? tte('te.dialog.request') : tte('te.dialog.negotiate');
  const submit = async () => {
    const text = reason.trim();
    const found: { reason?: string; share?: string } = {};
    if (!text) found.reason = tte('te.dialog.reasonRequired');
    if (share.trim() === '') found.share = tte('te.dialog.toBRequired');
    else if (toB === undefined || toB > escrow) found.share = tte('te.dialog.toBRange', { escrow: formatFen(escrow) });
    setErrors(found);
    if (found.reason || found.share || toB === undefined) return;
    await run(async () => {
      try {
        await onSubmit({ kind, reason: text, toB });
      } catch {
        // Told by the HTTP helper.
      }
      onClose();
    });
  };
  return (
    <FormDialog
      title={title}
      submitLabel={tte('te.dialog.submit')}
      submitting={pending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {kinds.length > 1 && (
        <Field label={tte('te.dialog.kind')}>
          <RadioGroup value={kind} onChange={(_event, data) => setKind(data.value as ProposalKind)} data-testid="termination-kind">
            {kinds.includes('negotiate') && <Radio value="negotiate" label={tte('te.dialog.kindNegotiate')} />}
            {kinds.includes('request') && <Radio value="request" label={tte('te.dialog.kindRequest')} />}
          </RadioGroup>
        </Field>
      )}
      <Field label={tte('te.dialog.reason')} required {...(errors.reason ? { validationState: 'error' as const, validationMessage: errors.reason } : {})}>
        <Textarea value={reason} resize="vertical" maxLength={NO_PASS_REASON_LENGTH} onChange={(_event, data) => setReason(data.value)} data-testid="termination-reason" />
      </Field>
      <Field
        label={tte('te.dialog.toB')}
        required
        hint={tte('te.dialog.toBHint', { escrow: formatFen(escrow), rate: `${PHASE_SERVICE_FEE.basisPoints / 100}%` })}
        {...(errors.share ? { validationState: 'error' as const, validationMessage: errors.share } : {})}
      >
        <Input value={share} inputMode="decimal" onChange={(_event, data) => setShare(data.value)} data-testid="termination-share" />
      </Field>
      {split && (
        <Text data-testid="termination-split">{tte('te.dialog.split', { net: formatFen(split.net), fee: formatFen(split.fee), toA: formatFen(split.toA) })}</Text>
      )}
    </FormDialog>
  );
};

export interface RecoverDialogProps {
  title: string;
  /** What the viewer's side returns into escrow (fen): 0 asks no pay password. */
  returns: number;
  onSubmit: (payPassword?: string) => Promise<unknown>;
  onClose: () => void;
}

export const RecoverDialog = ({ title, returns, onSubmit, onClose }: RecoverDialogProps) => {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const { pending, run } = useOneAtATime();
  const submit = async () => {
    if (returns > 0 && !/^\d{6}$/.test(password)) {
      setError(tte('te.recover.payPasswordRequired'));
      return;
    }
    setError(undefined);
    await run(async () => {
      try {
        await onSubmit(returns > 0 ? password : undefined);
      } catch {
        // Told by the HTTP helper.
      }
      onClose();
    });
  };
  return (
    <FormDialog
      title={title}
      submitLabel={tte('te.recover.submit')}
      submitting={pending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Text>{returns > 0 ? tte('te.recover.returns', { amount: formatFen(returns) }) : tte('te.recover.nothing')}</Text>
      {returns > 0 && (
        <Field label={tte('te.recover.payPassword')} required {...(error ? { validationState: 'error' as const, validationMessage: error } : {})}>
          <Input type="password" inputMode="numeric" maxLength={6} value={password} onChange={(_event, data) => setPassword(data.value)} data-testid="recover-pay-password" />
        </Field>
      )}
    </FormDialog>
  );
};
