/**
 * 广告帖 (spec §2.4; /work/userCenter/adrate, /company/comAdrate, /team/teamAdrate): the session's account's listings
 * by kind (供应商品, 采购商品, 科技成果), filtered by 上架状态 and paged, each with its own actions; 新增 opens three
 * rows of the kind, 发布商品 the full form. The tab and the page are in the URL, so that going back keeps them.
 */
import { Button, Dropdown, Option, Tab, TabList } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GoodsType } from '../../../../../shared/schemas/mall-goods.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { Pager } from '../../../components/pager.js';
import { goodsCreatePath } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { useMyGoods } from '../api/goods.js';
import { kindName } from '../model/goods-fields.js';
import { goodsTypeOf, KIND_TABS } from '../model/goods-view.js';
import { tm } from '../texts.js';
import { ListSkeleton } from './list-skeleton.js';
import { MyGoodsItem } from './my-goods-item.js';
import { NewRows } from './new-rows.js';
import { useMallStyles } from './styles.js';

const MallStaffDialog = lazy(() => import('./mall-staff-dialog.js'));

type SaleFilter = 'all' | 'on' | 'off';
const FILTERS: readonly SaleFilter[] = ['all', 'on', 'off'];
const FILTER_LABELS = { all: 'mall.ads.filterAll', on: 'mall.ads.filterOn', off: 'mall.ads.filterOff' } as const;

const MyGoodsList = ({ goodsType, filter, current, onPage }: { goodsType: GoodsType; filter: SaleFilter; current: number; onPage: (page: number) => void }) => {
  const styles = useMallStyles();
  const { data, error, isLoading, mutate } = useMyGoods(goodsType, filter === 'all' ? undefined : filter === 'on', current);
  if (isLoading && !data) return <ListSkeleton />;
  if (error?.code === 403 && !data) return <EmptyState title={tm('mall.ads.notAllowed')} />;
  if (error && !data)
    return (
      <EmptyState
        title={tm('mall.loadFailed')}
        actions={
          <Button onClick={() => void mutate()} size="small">
            {tm('mall.retry')}
          </Button>
        }
      />
    );
  if (!data || data.records.length === 0) return <EmptyState title={tm('mall.ads.empty', { kind: kindName(goodsType) })} text={tm('mall.ads.emptyText')} />;
  return (
    <>
      <ul className={styles.list} data-testid="my-goods-list">
        {data.records.map((goods) => (
          <MyGoodsItem key={goods.id} goods={goods} />
        ))}
      </ul>
      {data.pages > 1 || current > 1 ? (
        <Pager current={current} pages={data.pages} onChange={onPage}>
          {tm('mall.total', { total: data.total })}
        </Pager>
      ) : null}
    </>
  );
};

/** `staffOf`: a team's or company's administrator names its mall staff here. */
export const AdPosts = ({ staffOf }: { staffOf?: 'TEAM' | 'COMPANY' } = {}) => {
  const panel = usePanelStyles();
  const styles = useMallStyles();
  const [query, setQuery] = useSearchParams();
  const goodsType = goodsTypeOf(query.get('type'));
  const filter = (FILTERS as readonly string[]).includes(query.get('sale') ?? '') ? (query.get('sale') as SaleFilter) : 'all';
  const current = Math.max(1, Number(query.get('page')) || 1);
  const [adding, setAdding] = useState(false);
  const [staffOpen, setStaffOpen] = useState(false);

  const go = (next: { type?: GoodsType; sale?: SaleFilter; page?: number }) => {
    const params = new URLSearchParams(query);
    if (next.type !== undefined) params.set('type', String(next.type));
    if (next.sale !== undefined) params.set('sale', next.sale);
    params.set('page', String(next.page ?? 1));
    setQuery(params, { replace: true });
  };

  return (
    <section className={panel.panel}>
      <title>{`${tm('mall.ads.title')} - ${t('app.name')}`}</title>
      <div className={styles.head}>
        <h1 className={styles.title}>{tm('mall.ads.title')}</h1>
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => setAdding(true)} disabled={adding} data-testid="ads-add">
            {tm('mall.ads.add')}
          </Button>
          <LinkButton appearance="secondary" to={goodsCreatePath({ goodsType })}>
            {tm('mall.ads.publish')}
          </LinkButton>
          {staffOf && (
            <Button appearance="secondary" onClick={() => setStaffOpen(true)} data-testid="mall-staff-open">
              {tm('mall.staff.open')}
            </Button>
          )}
        </div>
      </div>
      <p className={styles.intro}>{tm('mall.ads.intro')}</p>
      <TabList
        selectedValue={String(goodsType)}
        onTabSelect={(_event, data) => {
          setAdding(false);
          go({ type: goodsTypeOf(String(data.value)) });
        }}
      >
        {KIND_TABS.map((kind) => (
          <Tab key={kind} value={String(kind)}>
            {kindName(kind)}
          </Tab>
        ))}
      </TabList>
      {adding && <NewRows key={goodsType} goodsType={goodsType} onDone={() => setAdding(false)} />}
      <div className={styles.toolbar}>
        <Dropdown
          clearButton={{ 'aria-label': tm('mall.clearChoice') }}
          aria-label={tm('mall.ads.filter')}
          value={tm(FILTER_LABELS[filter])}
          selectedOptions={[filter]}
          onOptionSelect={(_event, data) => go({ sale: (data.optionValue as SaleFilter | undefined) ?? 'all' })}
          style={{ minWidth: 120 }}
        >
          {FILTERS.map((value) => (
            <Option key={value} value={value}>
              {tm(FILTER_LABELS[value])}
            </Option>
          ))}
        </Dropdown>
      </div>
      {staffOf && staffOpen && (
        <Suspense fallback={null}>
          <MallStaffDialog kind={staffOf} onClose={() => setStaffOpen(false)} />
        </Suspense>
      )}
      <MyGoodsList goodsType={goodsType} filter={filter} current={current} onPage={(page) => go({ page })} />
    </section>
  );
};
