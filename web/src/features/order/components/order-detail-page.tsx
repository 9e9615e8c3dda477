/**
 * An order's details: /order/orderDetail?id= (the buyer), /order/saleOrderDetail?id= (the seller's managers) and
 * /order/staffOrderDetail?id= (the seller's staff, the phone masked as the server answers it). The progress by state,
 * the time left to pay or before automatic receipt, the address, the lines (评价 / 回复 where due), the money, the
 * remark, the logistics, the after-sale and the invoice with their links, the order's buttons (its `actions`), and
 * 订单信息: its number and every time it has (下单, 付款, 发货, 完成, 取消 or 关闭, and the deadline running now).
 */
import { Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ORDER_TIMING } from '../../../../../shared/mall.js';
import type { Order } from '../../../../../shared/schemas/order.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { applyInvoicePath, goodsEvaluatePath, logisticsPath, paths, refundOrderPath, refundProgressPath, replyOrderPath } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { useOrderRadio } from '../api/order-push.js';
import { useOrder } from '../api/orders.js';
import { canApplyInvoice, canApplyRefund, canEvaluate } from '../model/after-sale.js';
import type { OrderView } from '../model/viewer.js';
import { to } from '../texts.js';
import { OrderInvoice, OrderMoney, OrderProgress, OrderTimes } from './detail-parts.js';
import { OrderActions } from './order-actions.js';
import { OrderFrame } from './order-frame.js';
import { OrderLines } from './order-lines.js';
import { useOrderStyles } from './styles.js';
import { CopyButton } from '../../../components/copy-button.js';

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => {
  const panel = usePanelStyles();
  const styles = useOrderStyles();
  return (
    <section className={panel.panel} aria-label={title} {...(testId ? { 'data-testid': testId } : {})}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
};

/** The clock the order runs on now, in words: 待付款's cancellation, 待收货's automatic receipt. */
const dueText = (order: Order): string | undefined => {
  if (order.state === 'UNPAID' && order.payDueTime > 0) {
    return to(order.viewerSide === 'BUYER' ? 'od.detail.payDue' : 'od.detail.payDueSeller', { time: formatDateTime(order.payDueTime), minutes: ORDER_TIMING.payMinutes });
  }
  if (order.state === 'DELIVERED' && order.receiveDueTime > 0) return to('od.detail.receiveDue', { time: formatDateTime(order.receiveDueTime) });
  return undefined;
};

const Details = ({ order }: { order: Order }) => {
  const styles = useOrderStyles();
  const buyer = order.viewerSide === 'BUYER';
  const due = dueText(order);
  return (
    <>
      <Section title={to('od.detail.state', { state: order.stateLabel })} testId="order-progress">
        <OrderProgress order={order} />
        {due && <p className={styles.muted}>{due}</p>}
        <div className={styles.actions} style={{ marginTop: 12 }}>
          {canApplyRefund(order) && (
            <LinkButton appearance="secondary" to={refundOrderPath(order.id)}>
              {to('od.detail.applyRefund')}
            </LinkButton>
          )}
          {canApplyInvoice(order) && (
            <LinkButton appearance="secondary" to={applyInvoicePath(order.id)}>
              {to('od.detail.applyInvoice')}
            </LinkButton>
          )}
          {canEvaluate(order) && (
            <LinkButton appearance="secondary" to={goodsEvaluatePath(order.id)}>
              {to('od.detail.evaluate')}
            </LinkButton>
          )}
          <OrderActions order={order} />
        </div>
      </Section>
      <Section title={to('od.detail.address')}>
        <dl className={styles.facts} data-testid="order-address">
          <dt>{to('od.detail.contact')}</dt>
          <dd>
            {order.address.contact} {order.address.phone}
          </dd>
          <dt>{to('od.detail.where')}</dt>
          <dd>
            {order.address.regionLabel} {order.address.street}
          </dd>
        </dl>
      </Section>
      <Section title={buyer ? to('od.detail.goodsFrom', { name: order.seller.name }) : to('od.detail.goodsFor', { name: order.buyer.name })}>
        <OrderLines
          lines={order.lines}
          extra={(line) =>
            !buyer && line.evaluated ? (
              <TextLink to={replyOrderPath(order.id, line.goodsId)} className={styles.muted}>
                {to('od.detail.reply')}
              </TextLink>
            ) : buyer && line.evaluated ? (
              <span className={styles.muted}>{to('od.detail.evaluated')}</span>
            ) : null
          }
        />
        {order.remark && (
          <p className={styles.muted} data-testid="order-remark">
            {to('od.detail.remark', { remark: order.remark })}
          </p>
        )}
      </Section>
      <Section title={to('od.detail.money')}>
        <OrderMoney order={order} />
      </Section>
      <Section title={to('od.detail.logistics')}>
        {order.trackingNo ? (
          <div className={styles.between}>
            <span data-testid="order-logistics">
              {order.carrier} · {order.trackingNo}
              {order.deliverTime > 0 && <span className={styles.muted}> · {formatDateTime(order.deliverTime)}</span>}
            </span>
            <CopyButton text={order.trackingNo} label={to('od.trace.no')} />
            <TextLink to={logisticsPath(order.id)}>{to('od.detail.trace')}</TextLink>
          </div>
        ) : (
          <p className={styles.muted}>{to('od.detail.notShipped')}</p>
        )}
      </Section>
      <Section title={to('od.detail.afterSale')}>
        {order.refund ? (
          <div className={styles.between}>
            <span data-testid="order-refund">{order.refund.stateLabel}</span>
            <TextLink to={refundProgressPath(order.refund.id, order.viewerSide)}>{to('od.detail.refundProgress')}</TextLink>
          </div>
        ) : (
          <p className={styles.muted}>{to('od.detail.noRefund')}</p>
        )}
      </Section>
      <Section title={to('od.detail.invoice')}>
        <OrderInvoice order={order} />
      </Section>
      <Section title={to('od.detail.info')}>
        <OrderTimes order={order} />
      </Section>
    </>
  );
};

export const OrderDetailPage = ({ id, view }: { id: string | null; view: OrderView }) => {
  useOrderRadio();
  const styles = useOrderStyles();
  const { data, error } = useOrder(id);
  const list = view === 'buyer' ? paths.shopOrder : paths.saleOrder;
  const listLabel = view === 'buyer' ? to('od.toBuyList') : to('od.toSellList');
  return (
    <OrderFrame title={to('od.detail.title')} back={{ to: list, label: listLabel }}>
      {!id || (error && !data) ? (
        <EmptyState title={to('od.notFound')} actions={<LinkButton appearance="secondary" to={list}>{listLabel}</LinkButton>} />
      ) : !data ? (
        <div className={styles.waiting}>
          <Spinner size="small" label={to('od.loading')} />
        </div>
      ) : (
        <Details order={data} />
      )}
    </OrderFrame>
  );
};
