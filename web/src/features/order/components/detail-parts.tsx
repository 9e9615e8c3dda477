/**
 * The parts of an order's details: the progress by state (下单 → 付款 → 发货 → 完成, or where it ended), the order's
 * number and every time it has (each step taken, and the deadline running now), the money (paid, refunded; the
 * commission and the seller's income for the seller), and the invoice with its download.
 */
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';
import { orderProcess } from '../../../../../shared/process/order.js';
import { ORDER_COMMISSION } from '../../../../../shared/mall.js';
import { formatFen } from '../../../../../shared/money.js';
import { INVOICE_KINDS, type Order } from '../../../../../shared/schemas/order.js';
import { LinkButton } from '../../../components/link-button.js';
import { applyInvoicePath, openInvoicePath } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { useInvoice } from '../api/after-sale.js';
import { to, type OrderTextKey } from '../texts.js';
import { useOrderStyles } from './styles.js';

const useStyles = makeStyles({
  steps: { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: tokens.spacingHorizontalS, listStyle: 'none', margin: 0, padding: 0 },
  step: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4px', textAlign: 'center', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  dot: { width: '28px', height: '28px', borderRadius: '50%', display: 'grid', placeItems: 'center', border: `2px solid ${tokens.colorNeutralStroke1}`, fontWeight: tokens.fontWeightSemibold },
  done: { color: tokens.colorBrandForeground1 },
  dotDone: {
    borderTopColor: tokens.colorBrandStroke1,
    borderRightColor: tokens.colorBrandStroke1,
    borderBottomColor: tokens.colorBrandStroke1,
    borderLeftColor: tokens.colorBrandStroke1,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  ended: { margin: 0, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
});

/** The steps of an order that runs its course, and the time each was reached. */
const STEPS = [
  { label: 'od.step.created', at: (order: Order) => order.createTime },
  { label: 'od.step.paid', at: (order: Order) => order.payTime },
  { label: 'od.step.delivered', at: (order: Order) => order.deliverTime },
  { label: 'od.step.completed', at: (order: Order) => order.completeTime },
] as const;

export const OrderProgress = ({ order }: { order: Order }) => {
  const styles = useStyles();
  if (order.state === 'CANCELLED' || order.state === 'CLOSED') {
    return (
      <p className={styles.ended} data-testid="order-ended">
        {to('od.step.ended', { state: orderProcess.states[order.state].label })}
      </p>
    );
  }
  return (
    <ol className={styles.steps} aria-label={to('od.step.label')}>
      {STEPS.map((step, index) => {
        const time = step.at(order);
        return (
          <li key={step.label} className={mergeClasses(styles.step, time > 0 && styles.done)} aria-current={time > 0 && !(STEPS[index + 1]?.at(order) ?? 0) ? 'step' : undefined}>
            <span className={mergeClasses(styles.dot, time > 0 && styles.dotDone)}>{index + 1}</span>
            <span>{to(step.label)}</span>
            {time > 0 && <span>{formatDateTime(time)}</span>}
          </li>
        );
      })}
    </ol>
  );
};

/** The order's times as 订单信息 lists them: the steps taken, in their order, then the deadline running now. */
const TIMES: readonly { label: OrderTextKey; at: (order: Order) => number }[] = [
  { label: 'od.detail.created', at: (order) => order.createTime },
  { label: 'od.detail.payTime', at: (order) => order.payTime },
  { label: 'od.detail.deliverTime', at: (order) => order.deliverTime },
  { label: 'od.detail.completeTime', at: (order) => order.completeTime },
  { label: 'od.detail.cancelTime', at: (order) => order.cancelTime },
  { label: 'od.detail.closeTime', at: (order) => order.closeTime },
  { label: 'od.detail.payDueTime', at: (order) => order.payDueTime },
  { label: 'od.detail.receiveDueTime', at: (order) => order.receiveDueTime },
];

export const OrderTimes = ({ order }: { order: Order }) => {
  const styles = useOrderStyles();
  return (
    <dl className={styles.facts} data-testid="order-times">
      <dt>{to('od.detail.no')}</dt>
      <dd>{order.id}</dd>
      {TIMES.filter((time) => time.at(order) > 0).map((time) => (
        <Fragment key={time.label}>
          <dt>{to(time.label)}</dt>
          <dd data-time={time.label}>
            {formatDateTime(time.at(order))}
            {time.label === 'od.detail.receiveDueTime' && order.receiptExtended && to('od.detail.extended')}
          </dd>
        </Fragment>
      ))}
      {order.cancelReason && (
        <>
          <dt>{to('od.detail.cancelReason')}</dt>
          <dd>{order.cancelReason}</dd>
        </>
      )}
    </dl>
  );
};

export const OrderMoney = ({ order }: { order: Order }) => {
  const styles = useOrderStyles();
  const seller = order.viewerSide === 'SELLER';
  return (
    <dl className={styles.facts} data-testid="order-money">
      <dt>{to('od.money.amount')}</dt>
      <dd className={styles.money}>{formatFen(order.amount)}</dd>
      <dt>{to('od.money.paid')}</dt>
      <dd>{formatFen(order.paid)}</dd>
      {order.refunded > 0 && (
        <>
          <dt>{to('od.money.refunded')}</dt>
          <dd>{formatFen(order.refunded)}</dd>
        </>
      )}
      {seller && (
        <>
          <dt>{to('od.money.commission', { percent: ORDER_COMMISSION.basisPoints / 100 })}</dt>
          <dd data-testid="order-commission">{formatFen(order.commission)}</dd>
          <dt>{to('od.money.income')}</dt>
          <dd className={styles.money} data-testid="order-income">
            {formatFen(order.sellerIncome)}
          </dd>
        </>
      )}
    </dl>
  );
};

/** The invoice of the order: its kind, title and state; the download once issued; 开具发票 / 修改 for whom it is. */
export const OrderInvoice = ({ order }: { order: Order }) => {
  const styles = useOrderStyles();
  const { data: invoice } = useInvoice(order.id, order.invoice !== null);
  if (!order.invoice) return <p className={styles.muted}>{to('od.invoice.none')}</p>;
  const actions = invoice?.actions ?? [];
  return (
    <div className={styles.form}>
      <dl className={styles.facts} data-testid="order-invoice">
        <dt>{to('od.invoice.state')}</dt>
        <dd>{order.invoice.stateLabel}</dd>
        {invoice && (
          <>
            <dt>{to('od.invoice.kind')}</dt>
            <dd>{INVOICE_KINDS[invoice.kind]}</dd>
            <dt>{to('od.invoice.title')}</dt>
            <dd>{invoice.title}</dd>
            {invoice.invoiceNo && (
              <>
                <dt>{to('od.invoice.no')}</dt>
                <dd>{[invoice.invoiceNo, invoice.invoiceCode].filter(Boolean).join(' / ')}</dd>
              </>
            )}
            {invoice.issueTime > 0 && (
              <>
                <dt>{to('od.invoice.issueTime')}</dt>
                <dd>{formatDateTime(invoice.issueTime)}</dd>
              </>
            )}
          </>
        )}
      </dl>
      <div className={styles.row}>
        {invoice?.fileUrl && (
          <Button as="a" href={invoice.fileUrl} download={invoice.fileName || true} target="_blank" rel="noopener" appearance="secondary" data-testid="invoice-download">
            {to('od.invoice.download')}
          </Button>
        )}
        {actions.some((action) => action.name === 'issue') && (
          <LinkButton appearance="primary" to={openInvoicePath(order.id)}>
            {to('od.invoice.issue')}
          </LinkButton>
        )}
        {actions.some((action) => action.name === 'modify') && (
          <LinkButton appearance="secondary" to={applyInvoicePath(order.id)}>
            {to('od.invoice.modify')}
          </LinkButton>
        )}
      </div>
    </div>
  );
};
