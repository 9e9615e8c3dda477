/**
 * /mall/goodsEvaluate?id=<orderId>, 评价商品: for each line of a completed order not evaluated yet, the stars (1–5),
 * the text and up to 6 pictures (`evaluation-image`); 提交评价 sends each line's evaluation in turn (order.evaluate).
 */
import { Button, Field, Spinner, Textarea, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ORDER_LIMITS } from '../../../../../shared/mall.js';
import type { Order } from '../../../../../shared/schemas/order.js';
import { useOneAtATime } from '../../../components/async-button.js';
import { EmptyState } from '../../../components/empty-state.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { orderDetailPath } from '../../../config/paths.js';
import { toast } from '../../../lib/notify.js';
import { evaluate } from '../api/after-sale.js';
import { useOrder, useRefreshOrders } from '../api/orders.js';
import { to } from '../texts.js';
import { OrderFrame } from './order-frame.js';
import { Cover } from './order-lines.js';
import { PictureField } from './picture-field.js';
import { useOrderStyles } from './styles.js';

const useStyles = makeStyles({
  stars: { display: 'flex', gap: tokens.spacingHorizontalXS },
  // Gold stars on no box: the toggle's checked grey box drew the chosen stars as four grey tiles beside a bare ☆.
  star: {
    minWidth: '36px',
    fontSize: '24px',
    color: tokens.colorPaletteMarigoldForeground1,
    backgroundColor: 'transparent',
    ':hover': { color: tokens.colorPaletteMarigoldForeground1, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':hover:active': { color: tokens.colorPaletteMarigoldForeground1 },
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

interface Draft {
  star: number;
  content: string;
  pictures: string[];
}

const EvaluateForm = ({ order }: { order: Order }) => {
  const styles = useStyles();
  const common = useOrderStyles();
  const panel = usePanelStyles();
  const navigate = useNavigate();
  const refresh = useRefreshOrders();
  const pending = order.lines.filter((line) => !line.evaluated);
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() => Object.fromEntries(pending.map((line) => [line.goodsId, { star: 5, content: '', pictures: [] }])));
  const [uploading, setUploading] = useState(0);
  const { pending: sending, run } = useOneAtATime();
  const change = (goodsId: string, next: Partial<Draft>) => setDrafts((current) => ({ ...current, [goodsId]: { ...(current[goodsId] ?? { star: 5, content: '', pictures: [] }), ...next } }));

  const submit = () =>
    run(async () => {
      try {
        for (const line of pending) {
          const draft = drafts[line.goodsId];
          if (!draft) continue;
          await evaluate({ orderId: order.id, goodsId: line.goodsId, star: draft.star, content: draft.content.trim(), pictures: draft.pictures });
        }
        toast({ intent: 'success', text: to('od.evaluate.done') });
        void refresh();
        navigate(orderDetailPath(order.id), { replace: true });
      } catch {
        // Told by the HTTP helper; what was sent stays sent (the order's reads show it).
        void refresh();
      }
    });

  return (
    <form
      noValidate
      className={common.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {pending.map((line) => {
        const draft = drafts[line.goodsId] ?? { star: 5, content: '', pictures: [] };
        return (
          <section key={line.goodsId} className={panel.panel} aria-label={line.name} data-testid="evaluate-line">
            <div className={styles.head}>
              <Cover url={line.cover} name={line.name} />
              <p className={common.lineName}>{line.name}</p>
            </div>
            <Field label={to('od.evaluate.star')} required>
              <div className={styles.stars} role="radiogroup" aria-label={to('od.evaluate.star')}>
                {[1, 2, 3, 4, 5].map((star) => (
                  <ToggleButton
                    key={star}
                    className={styles.star}
                    appearance="subtle"
                    role="radio"
                    aria-checked={draft.star === star}
                    checked={star <= draft.star}
                    aria-label={to('od.evaluate.stars', { star })}
                    onClick={() => change(line.goodsId, { star })}
                  >
                    {star <= draft.star ? '★' : '☆'}
                  </ToggleButton>
                ))}
              </div>
            </Field>
            <Field label={to('od.evaluate.content')}>
              <Textarea value={draft.content} maxLength={ORDER_LIMITS.evaluation} resize="vertical" placeholder={to('od.evaluate.contentHint')} onChange={(_event, data) => change(line.goodsId, { content: data.value })} />
            </Field>
            <Field label={to('od.evaluate.pictures')}>
              <PictureField
                kind="evaluation-image"
                limit={ORDER_LIMITS.evaluationPictures}
                value={draft.pictures}
                onChange={(pictures) => change(line.goodsId, { pictures })}
                onBusyChange={(busy) => setUploading((count) => count + (busy ? 1 : -1))}
                label={to('od.evaluate.pictures')}
              />
            </Field>
          </section>
        );
      })}
      <div className={common.actions}>
        <Button appearance="primary" type="submit" disabled={sending || uploading > 0}>
          {to('od.evaluate.submit')}
        </Button>
      </div>
    </form>
  );
};

export const EvaluatePage = ({ id }: { id: string | null }) => {
  const styles = useOrderStyles();
  const { data, error } = useOrder(id);
  return (
    <OrderFrame title={to('od.evaluate.title')} narrow back={id ? { to: orderDetailPath(id), label: to('od.backToOrder') } : undefined}>
      {!id || (error && !data) ? (
        <EmptyState title={to('od.notFound')} />
      ) : !data ? (
        <div className={styles.waiting}>
          <Spinner size="small" label={to('od.loading')} />
        </div>
      ) : data.state !== 'COMPLETED' || data.lines.every((line) => line.evaluated) ? (
        <EmptyState title={data.state !== 'COMPLETED' ? to('od.evaluate.notYet') : to('od.evaluate.allDone')} />
      ) : (
        <EvaluateForm order={data} />
      )}
    </OrderFrame>
  );
};
