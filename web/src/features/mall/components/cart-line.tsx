/**
 * One line of the cart: its checkbox (disabled when the server finds a problem, shown in its place), cover and name
 * (to the detail), today's unit price with 价格已变动 when it moved since it was added, the quantity between 起订量 and
 * 库存, the line's amount and 删除.
 */
import { Badge, Button, Checkbox, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { formatFen } from '../../../../../shared/money.js';
import type { CartLine } from '../../../../../shared/schemas/mall-cart.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { goodsDetailPath } from '../../../config/paths.js';
import { chosen, lineAmount, priceChanged, selectable } from '../model/cart-view.js';
import { coverOf } from '../model/goods-view.js';
import { tm } from '../texts.js';
import { quantityBounds } from './buy-box.js';
import { QuantityStepper } from './quantity-stepper.js';

const useStyles = makeStyles({
  line: {
    display: 'grid',
    gridTemplateColumns: '32px 72px minmax(0, 1fr) 120px 150px 110px 64px',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    [NARROW_MEDIA]: {
      gridTemplateColumns: '32px 64px minmax(0, 1fr)',
      rowGap: tokens.spacingVerticalXS,
    },
  },
  thumb: { width: '72px', height: '72px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3, [NARROW_MEDIA]: { width: '64px', height: '64px' } },
  name: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, overflowWrap: 'anywhere' },
  problem: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  changed: { color: tokens.colorPaletteDarkOrangeForeground1, fontSize: tokens.fontSizeBase200 },
  price: { display: 'flex', flexDirection: 'column', fontVariantNumeric: 'tabular-nums', [NARROW_MEDIA]: { gridColumn: '3' } },
  quantity: { display: 'flex', flexDirection: 'column', gap: '2px', [NARROW_MEDIA]: { gridColumn: '3' } },
  bounds: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase100 },
  amount: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums', [NARROW_MEDIA]: { gridColumn: '3' } },
  remove: { justifySelf: 'end', [NARROW_MEDIA]: { gridColumn: '3', justifySelf: 'start' } },
  head: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, borderTop: 'none', paddingTop: 0, paddingBottom: tokens.spacingVerticalXS, [NARROW_MEDIA]: { display: 'none' } },
});

/** The columns' names above the lines, on a wide screen (a phone stacks each line's parts under its name). */
export const CartHead = () => {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.line, styles.head)} aria-hidden="true">
      <span />
      <span />
      <span>{tm('mall.cart.goods')}</span>
      <span>{tm('mall.cart.unitPrice')}</span>
      <span>{tm('mall.cart.quantity')}</span>
      <span>{tm('mall.cart.subtotal')}</span>
      <span />
    </div>
  );
};

export interface CartLineProps {
  line: CartLine;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export const CartLineRow = ({ line, onSelect, onQuantity, onRemove }: CartLineProps) => {
  const styles = useStyles();
  const { goods } = line;
  const cover = coverOf(goods);
  const bounds = quantityBounds(goods);
  const open = selectable(line);
  // A line off sale (or gone) cannot be changed, only removed; one short of stock or under 起订量 may be fixed.
  const fixable = goods.isOnSale;
  return (
    <li className={styles.line} data-testid="cart-line">
      <Checkbox checked={chosen(line)} disabled={!open} aria-label={tm('mall.cart.selectLine', { name: goods.name })} onChange={(_event, data) => onSelect(data.checked === true)} />
      {cover ? <img className={styles.thumb} src={cover} alt="" loading="lazy" /> : <span className={styles.thumb} />}
      <span className={styles.name}>
        <TextLink to={goodsDetailPath(line.goodsId)}>{goods.name}</TextLink>
        {[goods.specification, goods.brand].filter(Boolean).length > 0 && <span className={styles.bounds}>{[goods.specification, goods.brand].filter(Boolean).join(' · ')}</span>}
        {line.problem && (
          <span>
            <Badge color="danger" appearance="tint" size="small" data-testid="cart-problem">
              {line.problem}
            </Badge>
          </span>
        )}
      </span>
      <span className={styles.price}>
        <span>{formatFen(goods.price)}</span>
        {priceChanged(line) && (
          <span className={styles.changed} data-testid="price-changed">
            {tm('mall.cart.priceChanged', { price: formatFen(line.addedPrice) })}
          </span>
        )}
      </span>
      <span className={styles.quantity}>
        <QuantityStepper value={line.quantity} min={bounds.min} max={bounds.max} label={goods.name} disabled={!fixable} onChange={onQuantity} />
        {goods.stock !== undefined && <span className={styles.bounds}>{tm('mall.cart.bounds', { min: bounds.min, max: goods.stock })}</span>}
      </span>
      <span className={styles.amount} data-testid="line-amount">
        {formatFen(lineAmount(line))}
      </span>
      <Button className={styles.remove} size="small" appearance="subtle" onClick={onRemove}>
        {tm('mall.cart.remove')}
      </Button>
    </li>
  );
};
