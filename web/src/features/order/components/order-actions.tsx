/**
 * An order's buttons: exactly the `actions` the server answered for the viewer (the order process's, labelled by
 * it). 支付 goes to the pay page, 发货 opens the carrier and tracking number dialog, the others ask what their
 * process's `ask` says (取消订单, 确认收货, 延长收货) and then run; the order's reads are refreshed after each.
 */
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import type { Order } from '../../../../../shared/schemas/order.js';
import { payPath } from '../../../config/paths.js';
import { toast } from '../../../lib/notify.js';
import { deliverOrder, isOrderMove, moveOrder, useRefreshOrders } from '../api/orders.js';
import { to } from '../texts.js';
import { ActionAskDialog } from '../../../components/action-ask-dialog.js';
import { ShipDialog } from './ship-dialog.js';
import { useOrderStyles } from './styles.js';

/** Buttons that step back rather than move the order on. */
const SECONDARY = new Set(['cancel', 'extendReceipt']);

export interface OrderActionsProps {
  order: Pick<Order, 'id' | 'actions'>;
  size?: 'small' | 'medium';
  /** Runs a move (the tests pass their own); the order routes by default. */
  run?: (action: ProcessAction, reason?: string) => Promise<unknown>;
  deliver?: (input: { carrier: string; trackingNo: string }) => Promise<unknown>;
}

export const OrderActions = ({ order, size = 'medium', run, deliver }: OrderActionsProps) => {
  const styles = useOrderStyles();
  const navigate = useNavigate();
  const refresh = useRefreshOrders();
  const [asking, setAsking] = useState<ProcessAction>();
  const [delivering, setDelivering] = useState(false);
  const [running, setRunning] = useState(false);
  if (order.actions.length === 0) return null;

  const runMove = async (action: ProcessAction, reason?: string) => {
    try {
      if (run) await run(action, reason);
      else if (isOrderMove(action.name)) await moveOrder(action.name, order.id, reason);
      toast({ intent: 'success', text: to('od.action.done', { action: action.label }) });
    } finally {
      void refresh();
    }
  };

  const press = async (action: ProcessAction) => {
    if (action.name === 'pay') return navigate(payPath([order.id]));
    if (action.name === 'deliver') return setDelivering(true);
    if (action.confirm || action.reason) return setAsking(action);
    setRunning(true);
    try {
      await runMove(action);
    } catch {
      // Told by the HTTP helper.
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className={styles.row}>
      {order.actions.map((action) => (
        <Button
          key={action.name}
          size={size}
          appearance={SECONDARY.has(action.name) ? 'secondary' : 'primary'}
          disabled={running}
          onClick={() => void press(action)}
          data-action={action.name}
        >
          {action.label}
        </Button>
      ))}
      {asking && <ActionAskDialog action={asking} required max={100} onRun={(reason) => runMove(asking, reason)} onClose={() => setAsking(undefined)} />}
      {delivering && (
        <ShipDialog
          title={to('od.deliver.title')}
          submitLabel={to('od.deliver.submit')}
          onClose={() => setDelivering(false)}
          onShip={async (input) => {
            await (deliver ?? ((shipped) => deliverOrder({ orderId: order.id, ...shipped })))(input);
            toast({ intent: 'success', text: to('od.deliver.done') });
            void refresh();
          }}
        />
      )}
    </div>
  );
};
