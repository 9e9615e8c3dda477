/**
 * One order in 我的采购订单 / 我的销售订单: the other party, the order's number and time, its state, its lines with
 * covers, the amount, the after-sale under way, and its buttons (exactly its `actions`), with the way to its details.
 */
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import { formatFen } from '../../../../../shared/money.js';
import type { Order } from '../../../../../shared/schemas/order.js';
import { TextLink } from '../../../components/text-link.js';
import { orderDetailPath, refundProgressPath } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/format-time.js';
import type { OrderView } from '../model/viewer.js';
import { to } from '../texts.js';
import { OrderActions } from './order-actions.js';
import { OrderLines } from './order-lines.js';
import { useOrderStyles } from './styles.js';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200 },
  party: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
  foot: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

export interface OrderCardProps {
  order: Order;
  view: OrderView;
  /** The tests' own moves; the order routes by default. */
  run?: (action: ProcessAction, reason?: string) => Promise<unknown>;
  deliver?: (input: { carrier: string; trackingNo: string }) => Promise<unknown>;
}

export const OrderCard = ({ order, view, run, deliver }: OrderCardProps) => {
  const styles = useStyles();
  const common = useOrderStyles();
  const other = order.viewerSide === 'BUYER' ? order.seller : order.buyer;
  return (
    <article className={styles.card} aria-label={to('od.card.label', { id: order.id })} data-testid="order-card">
      <div className={styles.head}>
        <span className={common.row}>
          <span className={styles.party} data-testid="order-party">
            {order.viewerSide === 'BUYER' ? to('od.card.seller') : to('od.card.buyer')}：{other.name}
          </span>
          <span className={common.muted}>
            {to('od.card.no', { id: order.id })} · {formatDateTime(order.createTime)}
          </span>
        </span>
        <Badge appearance="tint" color={order.state === 'CANCELLED' || order.state === 'CLOSED' ? 'subtle' : 'brand'} data-testid="order-state">
          {order.stateLabel}
        </Badge>
      </div>
      <OrderLines lines={order.lines} />
      {order.refund && (
        <TextLink to={refundProgressPath(order.refund.id, order.viewerSide)} className={common.muted}>
          {to('od.card.refund', { state: order.refund.stateLabel })}
        </TextLink>
      )}
      <div className={styles.foot}>
        <span>
          {to('od.card.amount')} <span className={common.money}>{formatFen(order.amount)}</span>
        </span>
        <span className={common.row}>
          <TextLink to={orderDetailPath(order.id, view)}>{to('od.card.details')}</TextLink>
          <OrderActions order={order} size="small" {...(run ? { run } : {})} {...(deliver ? { deliver } : {})} />
        </span>
      </div>
    </article>
  );
};
