/**
 * /order/replyOrder?id=<orderId>&goodsId=, 回复评价: the buyer's evaluation of the goods in this order (the order's
 * detail carries its lines' evaluations) and the seller's one reply (order.reply); a reply given is shown instead of
 * the form.
 */
import { Button, Field, Spinner, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ORDER_LIMITS } from '../../../../../shared/mall.js';
import { useOneAtATime } from '../../../components/async-button.js';
import { EmptyState } from '../../../components/empty-state.js';
import { FormError } from '../../../components/form-error.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { orderDetailPath } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { toast } from '../../../lib/notify.js';
import { reply } from '../api/after-sale.js';
import { useOrder, useRefreshOrders } from '../api/orders.js';
import { to } from '../texts.js';
import { OrderFrame } from './order-frame.js';
import { useOrderStyles } from './styles.js';

export const ReplyPage = ({ id, goodsId }: { id: string | null; goodsId: string | null }) => {
  const panel = usePanelStyles();
  const styles = useOrderStyles();
  const navigate = useNavigate();
  const refresh = useRefreshOrders();
  const { data, error } = useOrder(goodsId ? id : null);
  const [content, setContent] = useState('');
  const [formError, setFormError] = useState<string>();
  const { pending, run } = useOneAtATime();
  const evaluation = data?.evaluations?.find((one) => one.goodsId === goodsId);

  const submit = () =>
    run(async () => {
      if (!id || !goodsId) return;
      if (!content.trim()) return setFormError(to('od.reply.required'));
      try {
        await reply({ orderId: id, goodsId, content: content.trim() });
        toast({ intent: 'success', text: to('od.reply.done') });
        void refresh();
        navigate(orderDetailPath(id, 'seller'), { replace: true });
      } catch {
        void refresh();
      }
    });

  const body = () => {
    if (!id || !goodsId || (error && !data)) return <EmptyState title={to('od.reply.none')} />;
    if (!data) return <div className={styles.waiting}><Spinner size="small" label={to('od.loading')} /></div>;
    if (!evaluation) return <EmptyState title={to('od.reply.none')} />;
    return (
      <div className={styles.form}>
        <dl className={styles.facts}>
          <dt>{to('od.reply.goods')}</dt>
          <dd>{evaluation.goodsName}</dd>
          <dt>{to('od.reply.buyer')}</dt>
          <dd>{evaluation.buyerName}</dd>
          <dt>{to('od.evaluate.star')}</dt>
          <dd aria-label={to('od.evaluate.stars', { star: evaluation.star })}>{'★'.repeat(evaluation.star)}{'☆'.repeat(5 - evaluation.star)}</dd>
          <dt>{to('od.evaluate.content')}</dt>
          <dd>{evaluation.content || to('od.reply.noContent')}</dd>
          <dt>{to('od.reply.time')}</dt>
          <dd>{formatDateTime(evaluation.createTime)}</dd>
        </dl>
        {evaluation.reply ? (
          <p data-testid="reply-given">{to('od.reply.given', { reply: evaluation.reply })}</p>
        ) : (
          <form
            noValidate
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Field label={to('od.reply.content')} required>
              <Textarea value={content} maxLength={ORDER_LIMITS.reply} resize="vertical" onChange={(_event, value) => { setContent(value.value); setFormError(undefined); }} />
            </Field>
            <FormError message={formError} />
            <div className={styles.actions}>
              <Button appearance="primary" type="submit" disabled={pending}>
                {to('od.reply.submit')}
              </Button>
            </div>
          </form>
        )}
      </div>
    );
  };

  return (
    <OrderFrame title={to('od.reply.title')} narrow back={id ? { to: orderDetailPath(id, 'seller'), label: to('od.backToOrder') } : undefined}>
      <section className={panel.panel}>{body()}</section>
    </OrderFrame>
  );
};
