/**
 * 商品详情 (/mall/goodsDetail?goodsId=; public, visitors too): pictures, name, price or budget, the kind's facts
 * (spec, brand, stock, 起订量, region, sales …), the seller, the description and the evaluations (their summary, then the
 * list with the sellers' replies: the order feature's GoodsEvaluations), and the buying part (buy-box.tsx).
 */
import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import type { Goods } from '../../../../../shared/schemas/mall-goods.js';
import { EmptyState } from '../../../components/empty-state.js';
import { GoodsEvaluations } from '../../order/public.js';
import { CollectButton } from '../../collect/public.js';
import { NARROW_MEDIA, usePageStyles, usePanelStyles } from '../../../components/page-styles.js';
import { formatDate } from '../../../lib/format-time.js';
import { t } from '../../../lib/i18n.js';
import { getToken } from '../../../lib/token.js';
import { useGoodsDetail } from '../api/goods.js';
import { categoryName, goodsRegion, priceLabel, priceText } from '../model/goods-view.js';
import { tm, type MallTextKey } from '../texts.js';
import { BuyBox, type Viewer } from './buy-box.js';
import { Gallery } from './gallery.js';
import { ListSkeleton } from './list-skeleton.js';
import { SellerCard } from './seller-card.js';

const useStyles = makeStyles({
  top: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 420px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL },
  },
  info: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  name: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  priceBox: { padding: tokens.spacingVerticalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  priceLabel: { color: tokens.colorNeutralForeground3, marginRight: tokens.spacingHorizontalS },
  price: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  section: { marginTop: tokens.spacingVerticalXXL },
  heading: { margin: `0 0 ${tokens.spacingVerticalM}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  description: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: tokens.lineHeightBase400 },
  summary: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** The facts a listing of its kind shows, in order, where it has them. */
const factsOf = (goods: Goods): [MallTextKey, string | undefined][] => {
  const region = goodsRegion(goods);
  const unit = goods.unit ?? '';
  const common: [MallTextKey, string | undefined][] = [
    ['mall.detail.category', categoryName(goods)],
    ['mall.detail.serialNumber', goods.serialNumber],
  ];
  const byKind: Record<Goods['goodsType'], [MallTextKey, string | undefined][]> = {
    1: [
      ['mall.detail.specification', goods.specification],
      ['mall.detail.brand', goods.brand],
      ['mall.detail.stock', goods.stock === undefined ? undefined : `${goods.stock}${unit}`],
      ['mall.detail.minOrder', goods.minOrderQuantity === undefined ? undefined : `${goods.minOrderQuantity}${unit}`],
      ['mall.detail.sales', `${goods.sales}${unit}`],
    ],
    0: [
      ['mall.detail.specification', goods.specification],
      ['mall.detail.brand', goods.brand],
      ['mall.detail.quantityWanted', goods.quantity === undefined ? undefined : `${goods.quantity}${unit}`],
      ['mall.detail.deadline', goods.deadline === undefined ? undefined : formatDate(goods.deadline)],
    ],
    2: [
      ['mall.detail.patentNo', goods.patentNo],
      ['mall.detail.patentOwner', goods.patentOwner],
      ['mall.detail.transferNo', goods.transferNo],
      ['mall.detail.sales', String(goods.sales)],
    ],
  };
  return [...common, ...byKind[goods.goodsType], ['mall.detail.region', region || undefined]];
};

export const viewerOf = (goods: Pick<Goods, 'mine'>): Viewer => (!getToken() ? 'visitor' : goods.mine ? 'seller' : 'buyer');

export const GoodsDetailView = ({ goods }: { goods: Goods }) => {
  const styles = useStyles();
  return (
    <>
      <div className={styles.top}>
        <Gallery urls={goods.pictureUrls} name={goods.name} />
        <div className={styles.info}>
          <h1 className={styles.name} data-testid="goods-name">
            {goods.name}{' '}
            {!goods.isOnSale && (
              <Badge color="danger" appearance="filled" data-testid="off-sale">
                {tm('mall.detail.offSale')}
              </Badge>
            )}
          </h1>
          {viewerOf(goods) === 'buyer' && goods.isOnSale && (
            <div>
              <CollectButton targetType="GOODS" targetId={goods.id} size="small" />
            </div>
          )}
          <div className={styles.priceBox}>
            <span className={styles.priceLabel}>{priceLabel(goods.goodsType)}</span>
            <span className={styles.price} data-testid="goods-price">
              {priceText(goods)}
            </span>
          </div>
          <dl className={styles.facts}>
            {factsOf(goods)
              .filter((fact): fact is [MallTextKey, string] => Boolean(fact[1]))
              .map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt className={styles.term}>{tm(label)}</dt>
                  <dd className={styles.value}>{value}</dd>
                </div>
              ))}
          </dl>
          <BuyBox goods={goods} viewer={viewerOf(goods)} />
          <SellerCard seller={goods.seller} goodsId={goods.id} />
        </div>
      </div>
      <section className={styles.section}>
        <h2 className={styles.heading}>{tm('mall.detail.description')}</h2>
        <p className={styles.description}>{goods.description?.trim() || tm('mall.detail.noDescription')}</p>
      </section>
      <section className={styles.section} data-testid="evaluations">
        <h2 className={styles.heading}>{tm('mall.detail.evaluations')}</h2>
        {goods.evaluationCount > 0 ? (
          <>
            <p className={styles.summary}>{tm('mall.detail.evaluationSummary', { count: goods.evaluationCount, star: goods.starAverage.toFixed(1) })}</p>
            <GoodsEvaluations goodsId={goods.id} />
          </>
        ) : (
          <EmptyState title={tm('mall.detail.noEvaluations')} text={tm('mall.detail.noEvaluationsText')} />
        )}
      </section>
    </>
  );
};

export const GoodsDetailPage = ({ goodsId }: { goodsId: string | undefined }) => {
  const page = usePageStyles();
  const panel = usePanelStyles();
  const { data, error, isLoading, mutate } = useGoodsDetail(goodsId);
  const gone = !goodsId || error?.code === 404 || error?.code === 400;
  return (
    <div className={page.page}>
      <title>{`${data?.name ?? tm('mall.detail.title')} - ${t('app.name')}`}</title>
      <section className={panel.panel}>
        {gone ? (
          <EmptyState title={tm('mall.detail.notFound')} text={tm('mall.detail.notFoundText')} />
        ) : data ? (
          <GoodsDetailView goods={data} />
        ) : isLoading ? (
          <ListSkeleton rows={2} />
        ) : (
          <EmptyState
            title={tm('mall.loadFailed')}
            actions={
              <Button size="small" onClick={() => void mutate()}>
                {tm('mall.retry')}
              </Button>
            }
          />
        )}
      </section>
    </div>
  );
};
