/**
 * The buying part of a goods' detail: quantity (bounded by 起订量 and 库存), 加入购物车, 立即购买 (checked with
 * `mall.goods.buyInfo`, then on to the order page) and 联系卖家 (the chat, with the goods card). A visitor is sent to
 * log in and comes back here; the seller sees their own listing's edit link instead; an off-sale listing's buttons
 * are disabled. Purchase intents (采购商品) are answered in the chat, never bought.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { GOODS_LIMITS, ORDERABLE_GOODS_TYPES, type Goods, type GoodsSeller } from '../../../../../shared/schemas/mall-goods.js';
import { LinkButton } from '../../../components/link-button.js';
import { goodsCreatePath, loginPath, paths, submitOrderPath } from '../../../config/paths.js';
import { openChat } from '../../../lib/chat-open.js';
import { toast } from '../../../lib/notify.js';
import { getToken } from '../../../lib/token.js';
import { addToCart } from '../api/cart.js';
import { buyGoodsInfo } from '../api/goods.js';
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

/**
 * Whom 联系卖家 talks to: the person who listed it for a person's goods; for a team's or company's, the contact the
 * answer names (`contactId`, when the server gives one). Undefined when nobody can be reached.
 */
export const contactOf = (seller: GoodsSeller & { contactId?: string }): string | undefined =>
  seller.contactId ?? (seller.sellerType === 'PERSONAGE' ? seller.sellerId : undefined);

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
  const contact = contactOf(goods.seller);

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

  const chat = () => {
    if (!loggedIn()) return;
    if (!contact) {
      toast({ intent: 'info', text: tm('mall.detail.cannotChat') });
      return;
    }
    openChat({
      joinUserId: contact,
      title: goods.seller.name,
      goods: { goodsId: goods.id, goodsName: goods.name, goodsCategory: goods.goodsCategory, goodsType: goods.goodsType },
    });
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
        <Button appearance="secondary" disabled={off} onClick={chat} data-testid="contact-seller">
          {tm('mall.detail.contact')}
        </Button>
        {viewer === 'buyer' && orderable && (
          <LinkButton appearance="subtle" to={paths.shopcar}>
            {tm('mall.detail.toCart')}
          </LinkButton>
        )}
      </div>
    </div>
  );
};
