/**
 * The buying part of a goods' detail: quantity (bounded by 起订量 and 库存), 加入购物车, 立即购买 (checked with
 * `mall.goods.buyInfo`, then on to the order page) and 联系卖家 (whom to talk to from `mall.goods.contact`: the person
 * who listed it, or one of a team's or company's mall staff; then the chat, with the goods card). A visitor is sent to
 * log in and comes back here; the seller sees their own listing's edit link instead; an off-sale listing's buttons
 * are disabled. Purchase intents (采购商品) are never bought: 联系买家, and 报价 with one's own supplier goods (quote-dialog.tsx).
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { GOODS_LIMITS, ORDERABLE_GOODS_TYPES, type Goods } from '../../../../../shared/schemas/mall-goods.js';
import { LinkButton } from '../../../components/link-button.js';
import { goodsCreatePath, loginPath, paths, submitOrderPath } from '../../../config/paths.js';
import { openChat } from '../../../lib/chat-open.js';
import { toast } from '../../../lib/notify.js';
import { getToken } from '../../../lib/token.js';
import { addToCart } from '../api/cart.js';
import { buyGoodsInfo, goodsContact } from '../api/goods.js';
import { tm } from '../texts.js';
import { clampQuantity, QuantityStepper } from './quantity-stepper.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  label: { color: tokens.colorNeutralForeground3, minWidth: '64px' },
  note: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  off: { margin: 0, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** The bounds of a quantity of this listing: its 起订量 (1 when none) and its stock (when it keeps one). */
export const quantityBounds = (goods: Pick<Goods, 'minOrderQuantity' | 'stock'>): { min: number; max: number } => {
  const min = Math.max(1, goods.minOrderQuantity ?? 1);
  const max = goods.stock === undefined ? GOODS_LIMITS.maxQuantity : goods.stock;
  return { min, max: Math.max(min, max) };
};

/** 报价's dialog: its own chunk, fetched when a supplier first opens it. */
const QuoteDialog = lazy(() => import('./quote-dialog.js'));

export type Viewer = 'visitor' | 'seller' | 'buyer';

export const BuyBox = ({ goods, viewer }: { goods: Goods; viewer: Viewer }) => {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const bounds = quantityBounds(goods);
  const [quantity, setQuantity] = useState(bounds.min);
  const [busy, setBusy] = useState(false);
  const orderable = ORDERABLE_GOODS_TYPES.includes(goods.goodsType);
  const soldOut = goods.goodsType === 1 && goods.stock !== undefined && goods.stock < bounds.min;
  const intent = goods.goodsType === 0;
  const [quoting, setQuoting] = useState(false);

  if (viewer === 'seller')
    return (
      <div className={styles.root}>
        <p className={styles.note}>{tm('mall.detail.mine')}</p>
        <div className={styles.row}>
          <LinkButton appearance="primary" to={goodsCreatePath({ id: goods.id })}>
            {tm('mall.detail.editMine')}
          </LinkButton>
        </div>
      </div>
    );

  /** A visitor logs in first and comes back to this page. */
  const loggedIn = (): boolean => {
    if (getToken()) return true;
    void navigate(loginPath(`${pathname}${search}`));
    return false;
  };

  const add = async () => {
    if (!loggedIn()) return;
    setBusy(true);
    try {
      const { count } = await addToCart(goods.id, quantity);
      toast({ intent: 'success', text: tm('mall.detail.added', { count }) });
    } catch {
      // The HTTP helper said why (库存不足, 不能购买自己的商品 …).
    } finally {
      setBusy(false);
    }
  };

  const buy = async () => {
    if (!loggedIn()) return;
    setBusy(true);
    try {
      const info = await buyGoodsInfo(goods.id, quantity);
      if (info.problem) toast({ intent: 'warning', text: info.problem });
      else void navigate(submitOrderPath({ goodsId: goods.id, quantity }));
    } catch {
      // Told by the HTTP helper.
    } finally {
      setBusy(false);
    }
  };

  const chat = async () => {
    if (!loggedIn()) return;
    setBusy(true);
    try {
      const { joinUserId, title } = await goodsContact(goods.id);
      openChat({ joinUserId, title, goods: { goodsId: goods.id, goodsName: goods.name, goodsCategory: goods.goodsCategory, goodsType: goods.goodsType } });
    } catch {
      // Told by the HTTP helper (one's own listing, nobody to reach, gone).
    } finally {
      setBusy(false);
    }
  };

  const quote = () => {
    if (loggedIn()) setQuoting(true);
  };

  const off = !goods.isOnSale;
  return (
    <div className={styles.root} data-testid="buy-box">
      {off && (
        <p className={styles.off} role="status">
          {tm('mall.detail.offSaleText')}
        </p>
      )}
      {orderable && (
        <div className={styles.row}>
          <span className={styles.label}>{tm('mall.detail.quantity')}</span>
          <QuantityStepper value={quantity} min={bounds.min} max={bounds.max} label={goods.name} disabled={off || soldOut} onChange={(next) => setQuantity(clampQuantity(next, bounds.min, bounds.max))} />
          {goods.unit && <span className={styles.note}>{goods.unit}</span>}
        </div>
      )}
      {!orderable && <p className={styles.note}>{tm('mall.detail.quote')}</p>}
      <div className={styles.row}>
        {orderable && (
          <>
            <Button appearance="primary" disabled={off || soldOut || busy} onClick={() => void add()} data-testid="add-to-cart">
              {tm('mall.detail.addToCart')}
            </Button>
            <Button appearance="outline" disabled={off || soldOut || busy} onClick={() => void buy()} data-testid="buy-now">
              {tm('mall.detail.buyNow')}
            </Button>
          </>
        )}
        {intent && (
          <Button appearance="primary" disabled={off || busy} onClick={quote} data-testid="quote">
            {tm('mall.detail.quoteAction')}
          </Button>
        )}
        <Button appearance="secondary" disabled={off || busy} onClick={() => void chat()} data-testid="contact-seller">
          {intent ? tm('mall.detail.contactBuyer') : tm('mall.detail.contact')}
        </Button>
        {viewer === 'buyer' && orderable && (
          <LinkButton appearance="subtle" to={paths.shopcar}>
            {tm('mall.detail.toCart')}
          </LinkButton>
        )}
      </div>
      {quoting && (
        <Suspense fallback={null}>
          <QuoteDialog intent={goods} onClose={() => setQuoting(false)} />
        </Suspense>
      )}
    </div>
  );
};
