/**
 * An after-sale's progress: /order/refundProgress?id= (the buyer: 撤销申请, 填写退货物流, 申请平台介入 with a reason)
 * and /order/saleRefundProgress?id= (the seller: 同意, 拒绝 with a reason, 确认收到退货). The steps so far, the time
 * left before the open step ends on its own (dueTime), what was asked and answered, and the refund's `actions`.
 */
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ORDER_LIMITS } from '../../../../../shared/mall.js';
import { formatFen } from '../../../../../shared/money.js';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import { REFUND_TYPES, type Refund } from '../../../../../shared/schemas/order.js';
import { EmptyState } from '../../../components/empty-state.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { orderDetailPath } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { toast } from '../../../lib/notify.js';
import { moveRefund, useRefund } from '../api/after-sale.js';
import { useOrderRadio } from '../api/order-push.js';
import { useRefreshOrders } from '../api/orders.js';
import { durationOf, useNow } from '../model/use-now.js';
import { to } from '../texts.js';
import { ActionAskDialog } from '../../../components/action-ask-dialog.js';
import { OrderFrame } from './order-frame.js';
import { ShipDialog } from './ship-dialog.js';
import { useOrderStyles } from './styles.js';

const useStyles = makeStyles({
  steps: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, borderLeft: `2px solid ${tokens.colorBrandStroke2}`, paddingLeft: tokens.spacingHorizontalL },
  stepLabel: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  pictures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  picture: { width: '72px', height: '72px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
});

const SECONDARY = new Set(['cancel', 'refuse', 'escalate']);

const RefundActions = ({ refund }: { refund: Refund }) => {
  const styles = useOrderStyles();
  const refresh = useRefreshOrders();
  const [asking, setAsking] = useState<ProcessAction>();
  const [shipping, setShipping] = useState(false);
  const [running, setRunning] = useState(false);
  const done = (action: ProcessAction) => {
    toast({ intent: 'success', text: to('od.action.done', { action: action.label }) });
    void refresh();
  };
  const press = async (action: ProcessAction) => {
    if (action.name === 'shipReturn') return setShipping(true);
    if (action.confirm || action.reason) return setAsking(action);
    setRunning(true);
    try {
      await moveRefund(action.name, refund.id);
      done(action);
    } catch {
      void refresh();
    } finally {
      setRunning(false);
    }
  };
  if (refund.actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {refund.actions.map((action) => (
        <Button key={action.name} appearance={SECONDARY.has(action.name) ? 'secondary' : 'primary'} disabled={running} onClick={() => void press(action)} data-action={action.name}>
          {action.label}
        </Button>
      ))}
      {asking && (
        <ActionAskDialog
          action={asking}
          required
          max={ORDER_LIMITS.refundReason}
          onRun={async (reason) => {
            try {
              await moveRefund(asking.name, refund.id, reason ? { reason } : {});
              done(asking);
            } finally {
              void refresh();
            }
          }}
          onClose={() => setAsking(undefined)}
        />
      )}
      {shipping && (
        <ShipDialog
          title={to('od.refund.shipTitle')}
          submitLabel={to('od.refund.shipSubmit')}
          onClose={() => setShipping(false)}
          onShip={async (input) => {
            await moveRefund('shipReturn', refund.id, input);
            done({ name: 'shipReturn', label: to('od.refund.shipTitle') });
          }}
        />
      )}
    </div>
  );
};

const Progress = ({ refund }: { refund: Refund }) => {
  const styles = useStyles();
  const common = useOrderStyles();
  const now = useNow(30_000);
  const left = refund.dueTime > 0 ? durationOf(refund.dueTime - now) : undefined;
  return (
    <div className={common.form}>
      <div className={common.between}>
        <strong className={common.money} data-testid="refund-state">
          {refund.stateLabel}
        </strong>
        {left && refund.dueTime > now && (
          <span className={common.muted} data-testid="refund-due">
            {to('od.refund.due', { ...left, time: formatDateTime(refund.dueTime) })}
          </span>
        )}
      </div>
      <dl className={common.facts}>
        <dt>{to('od.refund.type')}</dt>
        <dd>{REFUND_TYPES[refund.type]}</dd>
        <dt>{to('od.refund.amount')}</dt>
        <dd>{formatFen(refund.amount)}</dd>
        <dt>{to('od.refund.reason')}</dt>
        <dd>{refund.reason}</dd>
        {refund.refuseReason && (
          <>
            <dt>{to('od.refund.refuseReason')}</dt>
            <dd>{refund.refuseReason}</dd>
          </>
        )}
        {refund.ruling && (
          <>
            <dt>{to('od.refund.ruling')}</dt>
            <dd>{refund.ruling}</dd>
          </>
        )}
        {refund.returnTrackingNo && (
          <>
            <dt>{to('od.refund.returnShip')}</dt>
            <dd>
              {refund.returnCarrier} · {refund.returnTrackingNo}
            </dd>
          </>
        )}
      </dl>
      {refund.pictureUrls.length > 0 && (
        <div className={styles.pictures}>
          {refund.pictureUrls.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noopener">
              <img className={styles.picture} src={url} alt={to('od.pictures.one', { index: index + 1 })} />
            </a>
          ))}
        </div>
      )}
      <ol className={styles.steps} aria-label={to('od.refund.steps')}>
        {refund.steps.map((step, index) => (
          <li key={`${step.time}-${index}`}>
            <p className={styles.stepLabel}>{step.label}</p>
            <p className={common.muted} style={{ margin: 0 }}>
              {formatDateTime(step.time)} {step.text}
            </p>
          </li>
        ))}
      </ol>
      <RefundActions refund={refund} />
    </div>
  );
};

export const RefundProgressPage = ({ id }: { id: string | null }) => {
  useOrderRadio();
  const panel = usePanelStyles();
  const styles = useOrderStyles();
  const { data, error } = useRefund(id);
  return (
    <OrderFrame title={to('od.refund.progressTitle')} narrow back={data ? { to: orderDetailPath(data.orderId, data.viewerSide === 'BUYER' ? 'buyer' : 'seller'), label: to('od.backToOrder') } : undefined}>
      <section className={panel.panel}>
        {!id || (error && !data) ? (
          <EmptyState title={to('od.refund.notFound')} />
        ) : !data ? (
          <div className={styles.waiting}>
            <Spinner size="small" label={to('od.loading')} />
          </div>
        ) : (
          <Progress refund={data} />
        )}
      </section>
    </OrderFrame>
  );
};
