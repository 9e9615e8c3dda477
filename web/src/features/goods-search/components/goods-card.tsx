/**
 * One listing found (供应商品, 采购商品): its cover picture, name (the matched words marked), specification, price
 * (元/unit; a purchase's budget, quantity and deadline; a transfer's amount), seller or buyer, region and sales. The
 * whole card links to the goods' details (`#/mall/goodsDetail?goodsId=<id>`, the mall's page).
 */
import { goodsDetailPath } from '../../../config/paths.js';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { HighlightText } from '../../../components/highlight-text.js';
import { formatFen } from '../../../../../shared/money.js';
import { regionLabel } from '../../../../../shared/regions/index.js';
import type { GoodsHit } from '../../../../../shared/schemas/mall-search.js';
import { tg } from '../texts.js';

/** The mall's goods detail page (the mall feature's route). */
export const goodsDetailHref = goodsDetailPath;

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: 'inherit',
    textDecoration: 'none',
    ':hover': { boxShadow: tokens.shadow8 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  cover: { aspectRatio: '4 / 3', width: '100%', objectFit: 'cover', backgroundColor: tokens.colorNeutralBackground3, display: 'block' },
  noPicture: { aspectRatio: '4 / 3', display: 'flex', alignItems: 'center', justifyContent: 'center', backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalM, flexGrow: 1 },
  name: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase300, overflowWrap: 'anywhere' },
  line: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  price: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  foot: { marginTop: 'auto', display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const dateOf = (epochMs: number): string => new Date(epochMs).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' });

export const GoodsCard = ({ goods }: { goods: GoodsHit }) => {
  const styles = useStyles();
  const cover = goods.pictureUrls[0];
  const region = regionLabel(goods.provinceCode, goods.cityCode);
  const price =
    goods.goodsType === 1
      ? tg('gs.card.unitPrice', { price: formatFen(goods.price), unit: goods.unit ?? '' })
      : goods.goodsType === 0
        ? tg('gs.card.budget', { price: formatFen(goods.price) })
        : tg('gs.card.amount', { price: formatFen(goods.price) });
  return (
    <Link className={styles.card} to={goodsDetailHref(goods.id)} aria-label={tg('gs.card.view', { name: goods.name })} data-testid="goods-card">
      {cover ? <img className={styles.cover} src={cover} alt="" loading="lazy" /> : <div className={styles.noPicture}>{tg('gs.card.noPicture')}</div>}
      <div className={styles.body}>
        <h3 className={styles.name}>
          <HighlightText highlighted={goods.highlight?.name} text={goods.name} />
        </h3>
        {goods.specification && <p className={styles.line}>{tg('gs.card.spec', { spec: goods.specification })}</p>}
        <p className={styles.price}>{price}</p>
        {goods.goodsType === 0 && (
          <p className={styles.line}>
            {goods.quantity !== undefined && tg('gs.card.quantity', { quantity: goods.quantity, unit: goods.unit ?? '' })}
            {goods.deadline !== undefined && ` · ${tg('gs.card.deadline', { date: dateOf(goods.deadline) })}`}
          </p>
        )}
        <p className={styles.line}>{tg(goods.goodsType === 0 ? 'gs.card.buyer' : 'gs.card.seller', { name: goods.seller.name })}</p>
        <div className={styles.foot}>
          <span>{region}</span>
          {goods.goodsType !== 0 && <span>{tg('gs.card.sales', { sales: goods.sales })}</span>}
        </div>
      </div>
    </Link>
  );
};
