/**
 * /mall/submitOrder, 确认订单: `?goodsId=&quantity=` (立即购买) or `?from=cart` (the cart's selected lines). The
 * address (the default chosen), the lines grouped by seller (one order each) with price × quantity, a remark, the
 * total; 提交订单 sends order.submit with the prices seen and a requestId kept while its outcome is unknown (the
 * button waits for its answer), then goes to /mall/pay. Refusals show where they belong: 库存不足 (107002) and a
 * goods that cannot be bought under its line, a changed price (107003) reloads the lines and shows old and new
 * price, an address that went (107006) under the addresses.
 */
import { Button, Field, Spinner, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ORDER_LIMITS } from '../../../../../shared/mall.js';
import { ORDER_ERRORS } from '../../../../../shared/errors/order.js';
import { formatFen } from '../../../../../shared/money.js';
import { isHttpError } from '../../../api/http-error.js';
import { useOneAtATime } from '../../../components/async-button.js';
import { EmptyState } from '../../../components/empty-state.js';
import { FormError } from '../../../components/form-error.js';
import { LinkButton } from '../../../components/link-button.js';
import { usePageStyles, usePanelStyles } from '../../../components/page-styles.js';
import { paths, payPath } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { useAddresses, useBuyNow, useCheckoutCart } from '../api/checkout.js';
import { submitOrder } from '../api/orders.js';
import { buyNowLines, cartLines, groupBySeller, quantityOf, totalOf, type CheckoutLine } from '../model/checkout.js';
import { useAttemptId } from '../model/request-id.js';
import { to } from '../texts.js';
import { AddressPicker, initialAddress } from './address-picker.js';
import { CheckoutGroups } from './checkout-groups.js';
import { useOrderStyles } from './styles.js';

const { ORDER_STOCK_SHORT, ORDER_PRICE_CHANGED, ORDER_ADDRESS_NOT_FOUND, ORDER_GOODS_UNAVAILABLE, ORDER_BELOW_MINIMUM, ORDER_OWN_GOODS } = ORDER_ERRORS;
const LINE_REFUSALS: readonly number[] = [ORDER_STOCK_SHORT.code, ORDER_GOODS_UNAVAILABLE.code, ORDER_BELOW_MINIMUM.code, ORDER_OWN_GOODS.code];
const HANDLED: readonly number[] = [400, ...LINE_REFUSALS, ORDER_PRICE_CHANGED.code, ORDER_ADDRESS_NOT_FOUND.code, ORDER_ERRORS.ORDER_REQUEST_REUSED.code];

/** What a refusal's data names (the goods, its stock or new price). */
const refusalData = (data: unknown): { goodsId?: string; stock?: number; price?: number } => (typeof data === 'object' && data !== null ? (data as Record<string, never>) : {});

/** The lines to order, from the cart or the one goods, and how to read them again. */
const useCheckoutLines = () => {
  const [params] = useSearchParams();
  const fromCart = params.get('from') === 'cart';
  const goodsId = fromCart ? null : params.get('goodsId');
  const cart = useCheckoutCart(fromCart);
  const now = useBuyNow(goodsId, quantityOf(params.get('quantity')));
  const source = fromCart ? cart : now;
  const lines: CheckoutLine[] | undefined = fromCart ? (cart.data ? cartLines(cart.data) : undefined) : now.data ? buyNowLines(now.data) : undefined;
  return { fromCart, named: fromCart || goodsId !== null, lines, error: source.error, problem: now.data?.problem, reload: () => source.mutate() };
};

export const SubmitOrderPage = () => {
  const page = usePageStyles();
  const panel = usePanelStyles();
  const styles = useOrderStyles();
  const navigate = useNavigate();
  const { fromCart, named, lines, error, problem, reload } = useCheckoutLines();
  const addresses = useAddresses();
  const [addressId, setAddressId] = useState<string>();
  const [remark, setRemark] = useState('');
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [changed, setChanged] = useState<Record<string, number>>({});
  const [addressError, setAddressError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const attempt = useAttemptId();
  const { pending, run } = useOneAtATime();

  // The default address is chosen once the addresses are in (and again if the chosen one went).
  useEffect(() => {
    if (addresses.data && !addresses.data.some((a) => a.id === addressId)) setAddressId(initialAddress(addresses.data));
  }, [addresses.data, addressId]);

  const groups = lines ? groupBySeller(lines) : [];
  const total = totalOf(groups);

  const submit = () =>
    run(async () => {
      if (!lines || lines.length === 0) return;
      if (!addressId) return setAddressError(to('od.submit.pickAddress'));
      setFormError(undefined);
      setAddressError(undefined);
      const items = lines.map((line) => ({ goodsId: line.goodsId, quantity: line.quantity, price: line.unitPrice }));
      const what = JSON.stringify({ items, addressId, remark: remark.trim(), fromCart });
      try {
        const done = await submitOrder({ items, addressId, remark: remark.trim() || undefined, fromCart: fromCart || undefined, requestId: attempt.forAttempt(what) }, HANDLED);
        attempt.settle();
        navigate(payPath(done.orderIds), { replace: true });
      } catch (failure) {
        attempt.settle(failure);
        if (!isHttpError(failure) || failure.kind !== 'business') return;
        const data = refusalData(failure.data);
        if (failure.code === ORDER_PRICE_CHANGED.code && data.goodsId) {
          const old = lines.find((line) => line.goodsId === data.goodsId)?.unitPrice;
          if (old !== undefined) setChanged((current) => ({ ...current, [data.goodsId as string]: current[data.goodsId as string] ?? old }));
          setFormError(failure.msg);
          await reload();
        } else if (failure.code === ORDER_ADDRESS_NOT_FOUND.code) {
          setAddressError(failure.msg);
          setAddressId(undefined);
          await addresses.mutate();
        } else if (LINE_REFUSALS.includes(failure.code) && data.goodsId) {
          const text = failure.code === ORDER_STOCK_SHORT.code && typeof data.stock === 'number' ? to('od.submit.stockLeft', { msg: failure.msg, stock: data.stock }) : failure.msg;
          setNotes((current) => ({ ...current, [data.goodsId as string]: text }));
          setFormError(to('od.submit.fixLines'));
        } else if (failure.code === 400) {
          setFormError((failure.data as { issues?: { message: string }[] } | null)?.issues?.[0]?.message ?? failure.msg);
        } else setFormError(failure.msg);
      }
    });

  const body = () => {
    if (!named) return <EmptyState title={to('od.submit.nothing')} actions={<LinkButton appearance="secondary" to={paths.shopcar}>{to('od.submit.toCart')}</LinkButton>} />;
    if (error && !lines) return <EmptyState title={to('od.submit.goodsGone')} />;
    if (!lines) return <div className={styles.waiting}><Spinner size="small" label={to('od.loading')} /></div>;
    if (lines.length === 0) return <EmptyState title={problem || to('od.submit.nothing')} actions={<LinkButton appearance="secondary" to={paths.shopcar}>{to('od.submit.toCart')}</LinkButton>} />;
    return (
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <section className={panel.panel}>
          <AddressPicker addresses={addresses.data} value={addressId} onChange={(id) => { setAddressId(id); setAddressError(undefined); }} error={addressError} />
        </section>
        <CheckoutGroups groups={groups} notes={notes} changed={changed} />
        <section className={panel.panel}>
          <Field label={to('od.submit.remark')} hint={to('od.submit.remarkHint', { max: ORDER_LIMITS.remark })}>
            <Textarea value={remark} maxLength={ORDER_LIMITS.remark} resize="vertical" onChange={(_event, data) => setRemark(data.value)} data-testid="order-remark" />
          </Field>
        </section>
        <div className={styles.stickyBar}>
          <FormError message={formError} />
          <span>
            {to('od.submit.count', { count: lines.reduce((sum, line) => sum + line.quantity, 0), orders: groups.length })}
          </span>
          <span>
            {to('od.submit.total')} <span className={styles.bigMoney} data-testid="order-total">{formatFen(total)}</span>
          </span>
          <Button appearance="primary" size="large" type="submit" disabled={pending || !addressId} data-testid="order-submit">
            {pending ? to('od.submit.sending') : to('od.submit.submit')}
          </Button>
        </div>
      </form>
    );
  };

  return (
    <div className={page.page}>
      <div className={styles.wrap}>
        <title>{`${to('od.submit.title')} - ${t('app.name')}`}</title>
        <h1 className={styles.title}>{to('od.submit.title')}</h1>
        {body()}
      </div>
    </div>
  );
};
