/**
 * 供应商主页 (/supplierInfo?userId=<sellerId>&goodsId=…; public): the seller's card and their goods on sale by kind
 * (`mall.goods.seller`), each leading to its detail. The seller is known from the goods they list (the detail of
 * `goodsId` when given); then the evaluations of all their goods with their replies (the order feature's GoodsEvaluations).
 */
import { Button, Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import type { GoodsType } from '../../../../../shared/schemas/mall-goods.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { usePageStyles, usePanelStyles } from '../../../components/page-styles.js';
import { Pager } from '../../../components/pager.js';
import { goodsDetailPath } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { useGoodsDetail, useSellerGoods } from '../api/goods.js';
import { kindName } from '../model/goods-fields.js';
import { KIND_TABS } from '../model/goods-view.js';
import { tm } from '../texts.js';
import { GoodsGrid } from './goods-card.js';
import { ListSkeleton } from './list-skeleton.js';
import { SellerCard } from './seller-card.js';
import { GoodsEvaluations } from '../../order/public.js';
import { useMallStyles } from './styles.js';

type KindTab = GoodsType | 'all';

export const SupplierInfoPage = ({ sellerId, goodsId }: { sellerId: string | undefined; goodsId: string | undefined }) => {
  const page = usePageStyles();
  const panel = usePanelStyles();
  const styles = useMallStyles();
  const [kind, setKind] = useState<KindTab>('all');
  const [current, setCurrent] = useState(1);
  const { data: from } = useGoodsDetail(goodsId);
  const { data, error, isLoading, mutate } = useSellerGoods(sellerId, kind === 'all' ? undefined : kind, current);
  const seller = (from && from.seller.sellerId === sellerId ? from.seller : undefined) ?? data?.records[0]?.seller;

  if (!sellerId)
    return (
      <div className={page.page}>
        <section className={panel.panel}>
          <EmptyState title={tm('mall.supplier.missing')} />
        </section>
      </div>
    );

  return (
    <div className={page.page}>
      <title>{`${seller?.name ?? tm('mall.supplier.title')} - ${t('app.name')}`}</title>
      <section className={panel.panel}>
        <div className={styles.head}>
          <h1 className={styles.title}>{tm('mall.supplier.title')}</h1>
          {goodsId && (
            <LinkButton appearance="secondary" size="small" to={goodsDetailPath(goodsId)}>
              {tm('mall.supplier.back')}
            </LinkButton>
          )}
        </div>
        {seller && <SellerCard seller={seller} />}
        <h2 className={panel.heading} style={{ marginTop: 24 }}>
          {tm('mall.supplier.goods')}
        </h2>
        <TabList
          selectedValue={String(kind)}
          onTabSelect={(_event, tab) => {
            setKind(tab.value === 'all' ? 'all' : (Number(tab.value) as GoodsType));
            setCurrent(1);
          }}
        >
          <Tab value="all">{tm('mall.supplier.all')}</Tab>
          {KIND_TABS.map((type) => (
            <Tab key={type} value={String(type)}>
              {kindName(type)}
            </Tab>
          ))}
        </TabList>
        <div style={{ marginTop: 16 }}>
          {isLoading && !data ? (
            <ListSkeleton />
          ) : error && !data ? (
            <EmptyState
              title={error.code === 404 || error.code === 400 ? tm('mall.supplier.notFound') : tm('mall.loadFailed')}
              actions={
                <Button size="small" onClick={() => void mutate()}>
                  {tm('mall.retry')}
                </Button>
              }
            />
          ) : !data || data.records.length === 0 ? (
            <EmptyState title={tm('mall.supplier.empty')} />
          ) : (
            <>
              <GoodsGrid goods={data.records} />
              {data.pages > 1 && (
                <Pager current={current} pages={data.pages} onChange={setCurrent}>
                  {tm('mall.total', { total: data.total })}
                </Pager>
              )}
            </>
          )}
        </div>
        <h2 className={panel.heading} style={{ marginTop: 24 }}>
          {tm('mall.supplier.evaluations')}
        </h2>
        <GoodsEvaluations sellerId={sellerId} empty={<p className={styles.intro}>{tm('mall.detail.noEvaluations')}</p>} />
      </section>
    </div>
  );
};
