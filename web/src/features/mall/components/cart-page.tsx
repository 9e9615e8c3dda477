/**
 * 购物车 (/work/userCenter/shopcar): the session's account's cart, lines grouped by seller, each group with its
 * seller's checkbox; 全选, the chosen lines' count and total, and 结算 to the order page (`?from=cart`). Every change
 * goes to the server and the cart is read again, so what is shown is what the server holds.
 */
import { Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { formatFen } from '../../../../../shared/money.js';
import type { CartLine, CartView } from '../../../../../shared/schemas/mall-cart.js';
import { EmptyState } from '../../../components/empty-state.js';
import { NARROW_MEDIA, usePanelStyles } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { submitOrderPath, supplierInfoPath } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { modal, toast } from '../../../lib/notify.js';
import { removeCartLines, selectCartLines, updateCartLine, useCart } from '../api/cart.js';
import { allLines, checkStateOf, selectable, selectionOf } from '../model/cart-view.js';
import { sellerTypeName } from '../model/goods-view.js';
import { tm } from '../texts.js';
import { CartHead, CartLineRow } from './cart-line.js';
import { ListSkeleton } from './list-skeleton.js';
import { useMallStyles } from './styles.js';

const useStyles = makeStyles({
  group: { listStyle: 'none', margin: `0 0 ${tokens.spacingVerticalL}`, padding: 0, border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusLarge },
  seller: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`, backgroundColor: tokens.colorNeutralBackground2, borderRadius: `${tokens.borderRadiusLarge} ${tokens.borderRadiusLarge} 0 0` },
  sellerType: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  footer: {
    position: 'sticky',
    bottom: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    [NARROW_MEDIA]: { position: 'static' },
  },
  side: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  total: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, color: tokens.colorPaletteRedForeground1, fontVariantNumeric: 'tabular-nums' },
});

const ids = (lines: readonly CartLine[]) => lines.map((line) => line.goodsId);

const CartBody = ({ view }: { view: CartView }) => {
  const styles = useStyles();
  const navigate = useNavigate();
  const selection = selectionOf(view);
  const everything = allLines(view);
  const all = checkStateOf(everything);
  const quiet = () => undefined;

  const remove = (lines: readonly CartLine[]) =>
    modal({
      title: tm('mall.cart.removeTitle'),
      text: lines.length === 1 ? tm('mall.cart.removeText', { name: lines[0]?.goods.name ?? '' }) : tm('mall.cart.removeSelectedText', { count: lines.length }),
      actions: [
        { label: tm('mall.delete'), primary: true, run: () => void removeCartLines(ids(lines)).then(() => toast({ intent: 'success', text: tm('mall.cart.removed') }), quiet) },
        { label: tm('mall.cancel') },
      ],
    });

  const checkout = () => {
    if (selection.count === 0) toast({ intent: 'warning', text: tm('mall.cart.nothingSelected') });
    else void navigate(submitOrderPath('cart'));
  };

  return (
    <>
      <CartHead />
      {view.groups.map((group) => {
        const state = checkStateOf(group.lines);
        const open = group.lines.filter(selectable);
        return (
          <ul key={group.seller.sellerId} className={styles.group} data-testid="cart-group">
            <li className={styles.seller}>
              <Checkbox
                checked={state}
                disabled={open.length === 0}
                aria-label={tm('mall.cart.selectSeller', { name: group.seller.name })}
                onChange={() => void selectCartLines(ids(open), state !== true).catch(quiet)}
              />
              <TextLink to={supplierInfoPath(group.seller.sellerId)}>{group.seller.name}</TextLink>
              <span className={styles.sellerType}>{sellerTypeName(group.seller.sellerType)}</span>
            </li>
            {group.lines.map((line) => (
              <CartLineRow
                key={line.goodsId}
                line={line}
                onSelect={(selected) => void updateCartLine({ goodsId: line.goodsId, selected }).catch(quiet)}
                onQuantity={(quantity) => void updateCartLine({ goodsId: line.goodsId, quantity }).catch(quiet)}
                onRemove={() => remove([line])}
              />
            ))}
          </ul>
        );
      })}
      <div className={styles.footer} data-testid="cart-footer">
        <div className={styles.side}>
          <Checkbox
            label={tm('mall.cart.selectAll')}
            checked={all}
            disabled={!everything.some(selectable)}
            onChange={() => void selectCartLines(ids(everything.filter(selectable)), all !== true).catch(quiet)}
          />
          <Button size="small" appearance="subtle" disabled={selection.count === 0} onClick={() => remove(everything.filter((line) => selection.goodsIds.includes(line.goodsId)))}>
            {tm('mall.cart.removeSelected')}
          </Button>
        </div>
        <div className={styles.side}>
          <span data-testid="cart-selected">{tm('mall.cart.selected', { count: selection.count })}</span>
          <span>
            {tm('mall.cart.amount')}
            <span className={styles.total} data-testid="cart-total">
              {formatFen(selection.amount)}
            </span>
          </span>
          <Button appearance="primary" disabled={selection.count === 0} onClick={checkout} data-testid="cart-checkout">
            {tm('mall.cart.checkout')}
          </Button>
        </div>
      </div>
    </>
  );
};

export const CartPage = () => {
  const panel = usePanelStyles();
  const styles = useMallStyles();
  const { data, error, isLoading, mutate } = useCart();
  return (
    <section className={panel.panel}>
      <title>{`${tm('mall.cart.title')} - ${t('app.name')}`}</title>
      <div className={styles.head}>
        <h1 className={styles.title}>{data && data.count > 0 ? tm('mall.cart.count', { count: data.count }) : tm('mall.cart.title')}</h1>
      </div>
      {isLoading && !data ? (
        <ListSkeleton />
      ) : error?.code === 403 && !data ? (
        <EmptyState title={tm('mall.notManager')} />
      ) : error && !data ? (
        <EmptyState
          title={tm('mall.loadFailed')}
          actions={
            <Button size="small" onClick={() => void mutate()}>
              {tm('mall.retry')}
            </Button>
          }
        />
      ) : !data || data.groups.length === 0 ? (
        <EmptyState title={tm('mall.cart.empty')} text={tm('mall.cart.emptyText')} />
      ) : (
        <CartBody view={data} />
      )}
    </section>
  );
};
