/**
 * 充值: the amount in yuan (read exactly into fen), a few usual amounts to pick, then 去支付 creates the payment and
 * goes to its cashier. Each attempt has its own requestId; the same submit sent again after a network failure
 * keeps it, so a payment the server already created is answered again rather than made twice. A page that needs
 * money (the trusteeship fee) opens it with the amount it lacks and its own address, to which the cashier leads back.
 */
import { Field, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOneAtATime } from '../../../components/async-button.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { isHttpError } from '../../../api/http-error.js';
import { serverIssues } from '../../../hooks/use-form.js';
import { recharge } from '../api/recharge.js';
import { useRequestId } from '../model/request-id.js';
import { tw } from '../texts.js';
import { AmountInput, fenToTyped, readYuan } from './amount-input.js';
import { CHOSEN_OUTLINE } from '../../../components/choice-card.js';
import { withReturn } from '../model/wallet-paths.js';

const QUICK_FEN = [10_000, 50_000, 100_000, 500_000] as const;

const useStyles = makeStyles({
  quick: { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  chip: {
    padding: `${tokens.spacingVerticalS} 0`,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    ':hover': { borderTopColor: tokens.colorBrandStroke1, borderRightColor: tokens.colorBrandStroke1, borderBottomColor: tokens.colorBrandStroke1, borderLeftColor: tokens.colorBrandStroke1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  chosen: {
    ...CHOSEN_OUTLINE,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  label: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  note: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
});

/**
 * Goes to the server's cashier: on the sandbox a page of this SPA (`/#/cashier/<payId>`), reached through the router,
 * told where to lead back to (`returnTo`, an in-app path) once paid; a real provider's cashier is another site.
 */
export const useGoToCashier = () => {
  const navigate = useNavigate();
  return (cashierUrl: string, returnTo?: string) => {
    const target = new URL(cashierUrl, window.location.href);
    if (target.origin === window.location.origin && target.hash.startsWith('#/')) void navigate(withReturn(target.hash.slice(1), returnTo));
    else window.location.assign(target.href);
  };
};

export interface RechargeDialogProps {
  onClose: () => void;
  /** The amount (fen) the field starts with: what a payment lacks. */
  initialFen?: number;
  /** The in-app page the cashier leads back to once paid (else the wallet). */
  returnTo?: string;
}

export const RechargeDialog = ({ onClose, initialFen, returnTo }: RechargeDialogProps) => {
  const styles = useStyles();
  const goToCashier = useGoToCashier();
  const requestIds = useRequestId();
  const [typed, setTyped] = useState(() => (initialFen && initialFen > 0 ? fenToTyped(initialFen) : ''));
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const { pending: submitting, run } = useOneAtATime();
  const label = tw('recharge.amount');

  const type = (value: string) => {
    setTyped(value);
    setFieldError(undefined);
    setFormError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readYuan(typed, label);
    if ('error' in read) {
      setFieldError(read.error);
      return;
    }
    // One at a time, the guard set in the press itself: a double click on 去支付 opens one payment.
    await run(async () => {
      try {
        const started = await recharge(read.fen, requestIds.forAttempt(String(read.fen)));
        requestIds.settle();
        goToCashier(started.cashierUrl, returnTo);
      } catch (error) {
        requestIds.settle(error);
        // A network failure was announced by the HTTP helper; the same submit may be sent again as it was.
        const issues = serverIssues(error);
        if (issues) setFieldError(issues[0]?.message);
        else if (isHttpError(error) && error.kind === 'business') setFormError(error.msg);
      }
    });
  };

  const chosenFen = (() => {
    const read = readYuan(typed, label);
    return 'fen' in read ? read.fen : undefined;
  })();

  return (
    <FormDialog title={tw('recharge.title')} submitLabel={tw('recharge.submit')} submitting={submitting} formError={formError} onSubmit={(event) => void submit(event)} onClose={onClose}>
      <Field label={label} required hint={tw('recharge.amountHint')} {...(fieldError ? { validationState: 'error' as const, validationMessage: fieldError } : {})}>
        <AmountInput large value={typed} onChange={type} placeholder="0.00" data-testid="recharge-amount" />
      </Field>
      <div role="group" aria-label={tw('recharge.quick')} className={styles.quick}>
        {QUICK_FEN.map((fen) => (
          <button key={fen} type="button" className={mergeClasses(styles.chip, chosenFen === fen && styles.chosen)} aria-pressed={chosenFen === fen} onClick={() => type(fenToTyped(fen))}>
            {tw('recharge.quickAmount', { yuan: (fen / 100).toLocaleString('zh-CN') })}
          </button>
        ))}
      </div>
      <p className={styles.note}>{tw('recharge.note')}</p>
    </FormDialog>
  );
};
