/** /order/refundOrder?id=<orderId>, 申请售后: the order's lines and what it may get back, then the refund form. */
import { Spinner } from '@fluentui/react-components';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { orderDetailPath, refundProgressPath } from '../../../config/paths.js';
import { useOrder } from '../api/orders.js';
import { canApplyRefund } from '../model/after-sale.js';
import { to } from '../texts.js';
import { OrderFrame } from './order-frame.js';
import { OrderLines } from './order-lines.js';
import { RefundForm } from './refund-form.js';
import { useOrderStyles } from './styles.js';

export const RefundOrderPage = ({ id }: { id: string | null }) => {
  const panel = usePanelStyles();
  const styles = useOrderStyles();
  const { data: order, error } = useOrder(id);
  const body = () => {
    if (!id || (error && !order)) return <EmptyState title={to('od.notFound')} />;
    if (!order) return <div className={styles.waiting}><Spinner size="small" label={to('od.loading')} /></div>;
    if (order.refund) {
      return <EmptyState title={to('od.refund.open')} actions={<LinkButton appearance="primary" to={refundProgressPath(order.refund.id, 'BUYER')}>{to('od.detail.refundProgress')}</LinkButton>} />;
    }
    if (!canApplyRefund(order)) return <EmptyState title={to('od.refund.notAllowed')} text={to('od.refund.notAllowedText', { state: order.stateLabel })} />;
    return (
      <>
        <OrderLines lines={order.lines} />
        <RefundForm order={order} />
      </>
    );
  };
  return (
    <OrderFrame title={to('od.refund.title')} narrow back={id ? { to: orderDetailPath(id), label: to('od.backToOrder') } : undefined}>
      <section className={panel.panel}>{body()}</section>
    </OrderFrame>
  );
};
