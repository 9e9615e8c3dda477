/**
 * 申请售后 (/order/refundOrder?id=): the type (仅退款; 退货退款 only once delivered), the amount (at most what is paid
 * and not refunded yet), the reason and up to 6 pictures (upload kind `refund-image`). Checked here as the server
 * will (107011, 107012), sent with a requestId kept while its outcome is unknown; then the refund's progress.
 */
import { Button, Field, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ORDER_LIMITS } from '../../../../../shared/mall.js';
import { formatFen, yuanRefusalText, yuanToFen } from '../../../../../shared/money.js';
import { ORDER_ERRORS } from '../../../../../shared/errors/order.js';
import { REFUND_TYPES, type Order, type RefundType } from '../../../../../shared/schemas/order.js';
import { isHttpError } from '../../../api/http-error.js';
import { useOneAtATime } from '../../../components/async-button.js';
import { FormError } from '../../../components/form-error.js';
import { refundProgressPath } from '../../../config/paths.js';
import { toast } from '../../../lib/notify.js';
import { AmountInput } from '../../wallet/public.js';
import { applyRefund } from '../api/after-sale.js';
import { useRefreshOrders } from '../api/orders.js';
import { refundableOf, refundTypesFor } from '../model/after-sale.js';
import { useAttemptId } from '../model/request-id.js';
import { to } from '../texts.js';
import { PictureField } from './picture-field.js';
import { useOrderStyles } from './styles.js';

const HANDLED: readonly number[] = [400, ORDER_ERRORS.REFUND_TOO_MUCH.code, ORDER_ERRORS.REFUND_NOT_SHIPPED.code, ORDER_ERRORS.REFUND_OPEN.code];

/** The typed amount in fen, or why it is refused (empty, not money, zero, over what may be refunded). */
export const checkRefundAmount = (typed: string, refundable: number): { fen: number } | { error: string } => {
  const read = yuanToFen(typed);
  if ('refused' in read) return { error: yuanRefusalText(read.refused, to('od.refund.amount')) };
  if (read.fen <= 0) return { error: to('od.refund.amountZero') };
  if (read.fen > refundable) return { error: to('od.refund.amountTooMuch', { max: formatFen(refundable) }) };
  return { fen: read.fen };
};

const yuanOf = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

export const RefundForm = ({ order }: { order: Order }) => {
  const styles = useOrderStyles();
  const navigate = useNavigate();
  const refresh = useRefreshOrders();
  const types = refundTypesFor(order.state);
  const refundable = refundableOf(order);
  const [type, setType] = useState<RefundType | undefined>(types.length === 1 ? types[0] : undefined);
  const [amount, setAmount] = useState(yuanOf(refundable));
  const [reason, setReason] = useState('');
  const [pictures, setPictures] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const attempt = useAttemptId();
  const { pending, run } = useOneAtATime();

  const submit = () =>
    run(async () => {
      const found: Record<string, string> = {};
      if (!type) found.type = to('od.refund.pickType');
      const checked = checkRefundAmount(amount, refundable);
      if ('error' in checked) found.amount = checked.error;
      if (!reason.trim()) found.reason = to('od.refund.reasonRequired');
      setErrors(found);
      if (Object.keys(found).length > 0 || !type || 'error' in checked) return;
      const input = { orderId: order.id, type, amount: checked.fen, reason: reason.trim(), pictures };
      try {
        const done = await applyRefund({ ...input, requestId: attempt.forAttempt(JSON.stringify(input)) }, HANDLED);
        attempt.settle();
        toast({ intent: 'success', text: to('od.refund.sent') });
        void refresh();
        navigate(refundProgressPath(done.id, 'BUYER'), { replace: true });
      } catch (failure) {
        attempt.settle(failure);
        if (!isHttpError(failure) || failure.kind !== 'business') return;
        if (failure.code === ORDER_ERRORS.REFUND_TOO_MUCH.code) setErrors({ amount: failure.msg });
        else if (failure.code === ORDER_ERRORS.REFUND_NOT_SHIPPED.code) setErrors({ type: failure.msg });
        else setErrors({ form: (failure.data as { issues?: { message: string }[] } | null)?.issues?.[0]?.message ?? failure.msg });
      }
    });

  const state = (name: string) => (errors[name] ? { validationState: 'error' as const, validationMessage: errors[name] } : {});
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={to('od.refund.type')} required {...state('type')}>
        <RadioGroup value={type ?? ''} onChange={(_event, data) => setType(data.value as RefundType)} layout="horizontal">
          {(Object.keys(REFUND_TYPES) as RefundType[]).map((name) => (
            <Radio key={name} value={name} label={REFUND_TYPES[name]} disabled={!types.includes(name)} data-testid={`refund-type-${name}`} />
          ))}
        </RadioGroup>
      </Field>
      {order.state === 'PAID' && <p className={styles.muted}>{to('od.refund.onlyRefund')}</p>}
      <Field label={to('od.refund.amount')} required hint={to('od.refund.amountHint', { max: formatFen(refundable) })} {...state('amount')}>
        <AmountInput value={amount} onChange={setAmount} data-testid="refund-amount" />
      </Field>
      <Field label={to('od.refund.reason')} required {...state('reason')}>
        <Textarea value={reason} maxLength={ORDER_LIMITS.refundReason} resize="vertical" onChange={(_event, data) => setReason(data.value)} data-testid="refund-reason" />
      </Field>
      <Field label={to('od.refund.pictures')}>
        <PictureField kind="refund-image" limit={ORDER_LIMITS.refundPictures} value={pictures} onChange={setPictures} onBusyChange={setUploading} label={to('od.refund.pictures')} />
      </Field>
      <FormError message={errors.form} />
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={pending || uploading} data-testid="refund-submit">
          {to('od.refund.submit')}
        </Button>
      </div>
    </form>
  );
};
