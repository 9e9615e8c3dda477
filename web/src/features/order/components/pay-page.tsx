/**
 * /mall/pay?orderIds=, 订单支付: the orders of one checkout (order.detail each), the time left before they are
 * cancelled (payDueTime, 30 minutes after checkout), and the payment from the session's wallet through the wallet's
 * WalletPay (order.pay with the pay password and the attempt's requestId). Paid, it goes to /mall/paySuccess. Orders
 * no longer payable (paid, cancelled, timed out: 107007) are read again and the page says so.
 */
import { Spinner } from '@fluentui/react-components';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ORDER_ERRORS } from '../../../../../shared/errors/order.js';
import { ORDER_TIMING } from '../../../../../shared/mall.js';
import { formatFen } from '../../../../../shared/money.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { paths, paySuccessPath } from '../../../config/paths.js';
import { toast } from '../../../lib/notify.js';
import { useUserInfo } from '../../account/public.js';
import { WALLET_PAY_REFUSALS, WalletPay } from '../../wallet/public.js';
import { useOrderRadio } from '../api/order-push.js';
import { payOrders, useOrdersById } from '../api/orders.js';
import { useNow } from '../model/use-now.js';
import { to } from '../texts.js';
import { OrderFrame } from './order-frame.js';
import { useOrderStyles } from './styles.js';

const NOT_PAYABLE = ORDER_ERRORS.ORDER_NOT_PAYABLE.code;

/** mm:ss of what is left. */
export const clockOf = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

export const orderIdsOf = (typed: string | null): string[] => [...new Set((typed ?? '').split(',').map((id) => id.trim()).filter(Boolean))];

export const PayPage = () => {
  useOrderRadio();
  const panel = usePanelStyles();
  const styles = useOrderStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ids = orderIdsOf(params.get('orderIds'));
  const { data: info } = useUserInfo();
  const { data: orders, error, mutate } = useOrdersById(ids);
  const now = useNow(1000);

  const unpaid = orders?.filter((order) => order.state === 'UNPAID') ?? [];
  const amount = unpaid.reduce((sum, order) => sum + order.amount, 0);
  const due = unpaid.length ? Math.min(...unpaid.map((order) => order.payDueTime).filter((time) => time > 0)) : 0;
  const left = due - now;

  const body = () => {
    if (ids.length === 0 || (error && !orders)) return <EmptyState title={to('od.pay.none')} actions={<LinkButton appearance="secondary" to={paths.shopOrder}>{to('od.toBuyList')}</LinkButton>} />;
    if (!orders || !info) return <div className={styles.waiting}><Spinner size="small" label={to('od.loading')} /></div>;
    if (unpaid.length === 0 || (due > 0 && left <= 0)) {
      const paid = orders.every((order) => order.state !== 'UNPAID' && order.state !== 'CANCELLED');
      return (
        <EmptyState
          title={paid ? to('od.pay.alreadyPaid') : to('od.pay.expired')}
          text={paid ? undefined : to('od.pay.expiredText', { minutes: ORDER_TIMING.payMinutes })}
          actions={<LinkButton appearance="secondary" to={paths.shopOrder}>{to('od.toBuyList')}</LinkButton>}
        />
      );
    }
    return (
      <>
        <p className={styles.warn} role="timer" aria-live="off" data-testid="pay-countdown">
          {to('od.pay.left', { clock: clockOf(left) })}
        </p>
        <WalletPay
          name="order-pay"
          payer={info}
          lines={[
            ...unpaid.map((order) => ({ term: to('od.pay.order', { seller: order.seller.name }), value: `${order.lines.map((line) => line.name).join('、')} · ${formatFen(order.amount)}` })),
            { term: to('od.pay.count'), value: to('od.pay.countValue', { count: unpaid.length }) },
          ]}
          amount={amount}
          amountLabel={to('od.pay.amount')}
          rule={to('od.pay.rule', { minutes: ORDER_TIMING.payMinutes })}
          notOperator={to('od.pay.notOperator')}
          attempt={`order-pay:${unpaid.map((order) => order.id).join(',')}:${amount}`}
          pay={(payPassword, requestId) => payOrders({ orderIds: unpaid.map((order) => order.id), payPassword, requestId }, [...WALLET_PAY_REFUSALS, NOT_PAYABLE])}
          onPaid={(paid) => navigate(paySuccessPath(paid.orderIds), { replace: true })}
          onRefused={async (refusal) => {
            if (refusal.code !== NOT_PAYABLE) return false;
            toast({ intent: 'warning', text: refusal.msg });
            await mutate();
            return true;
          }}
        />
      </>
    );
  };

  return (
    <OrderFrame title={to('od.pay.title')} narrow back={{ to: paths.shopOrder, label: to('od.toBuyList') }}>
      <section className={panel.panel}>{body()}</section>
    </OrderFrame>
  );
};
