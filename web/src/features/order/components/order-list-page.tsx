/**
 * 我的采购订单 (/work/userCenter/shopOrder) and 我的销售订单 (/work/userCenter/saleOrder): tabs 全部 and ORDER_TABS with
 * their counts (order.buyCount / order.sellCount), a page of orders (order.list, newest first) as cards with their
 * buttons, and the pager. The tab is kept in the URL (`?tab=`), so a reload or the way back keeps it. An order push
 * reads lists and counts again.
 */
import { Button, CounterBadge, Spinner, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { ORDER_TABS, type OrderSide, type OrderTab } from '../../../../../shared/schemas/order.js';
import { EmptyState } from '../../../components/empty-state.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { Pager } from '../../../components/pager.js';
import { ScrollRegion } from '../../../components/scroll-region.js';
import { useUserInfo } from '../../account/public.js';
import { t } from '../../../lib/i18n.js';
import { useOrderRadio } from '../api/order-push.js';
import { useBuyCount, useOrders, useSellCount } from '../api/orders.js';
import { sellerViewOf } from '../model/viewer.js';
import { to } from '../texts.js';
import { OrderCard } from './order-card.js';
import { useOrderStyles } from './styles.js';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalL },
  tab: { whiteSpace: 'nowrap' },
  note: { margin: `${tokens.spacingVerticalS} 0 0` },
});

const TABS = Object.keys(ORDER_TABS) as OrderTab[];
const tabOf = (typed: string | null): OrderTab | undefined => (typed && (TABS as string[]).includes(typed) ? (typed as OrderTab) : undefined);

/** Each tab's count, where the side's count names one. */
const useTabCounts = (side: OrderSide): { counts: Partial<Record<OrderTab, number>>; invoices?: number; evaluate?: number } => {
  const buy = useBuyCount();
  const sell = useSellCount();
  if (side === 'BUY') {
    const c = buy.data;
    return c ? { counts: { UNPAID: c.waitPay, PAID: c.waitDeliver, DELIVERED: c.waitReceive, AFTER_SALE: c.afterSale }, evaluate: c.waitEvaluate } : { counts: {} };
  }
  const c = sell.data;
  return c ? { counts: { UNPAID: c.waitPay, PAID: c.waitDeliver, AFTER_SALE: c.applyAfterSale }, invoices: c.applyInvoices } : { counts: {} };
};

export const OrderListPage = ({ side }: { side: OrderSide }) => {
  useOrderRadio();
  const styles = useStyles();
  const common = useOrderStyles();
  const panel = usePanelStyles();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const current = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, mutate } = useOrders(side, tab, current);
  const { data: info } = useUserInfo();
  const { counts, invoices, evaluate } = useTabCounts(side);
  const view = side === 'BUY' ? 'buyer' : sellerViewOf(info);
  const title = side === 'BUY' ? to('od.list.buyTitle') : to('od.list.sellTitle');

  const go = (next: { tab?: OrderTab | undefined; page?: number }) => {
    const query = new URLSearchParams();
    const nextTab = 'tab' in next ? next.tab : tab;
    if (nextTab) query.set('tab', nextTab);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <section className={panel.panel} aria-labelledby="orders-title" style={{ flex: 1, minWidth: 0 }}>
      <title>{`${title} - ${t('app.name')}`}</title>
      <h1 id="orders-title" className={panel.heading}>
        {title}
      </h1>
      <ScrollRegion label={to('od.list.tabs')}>
        <TabList selectedValue={tab ?? 'ALL'} onTabSelect={(_event, selected) => go({ tab: tabOf(String(selected.value)), page: 1 })}>
          <Tab value="ALL" className={styles.tab}>
            {to('od.list.all')}
          </Tab>
          {TABS.map((name) => (
            <Tab key={name} value={name} className={styles.tab} data-testid={`order-tab-${name}`}>
              {ORDER_TABS[name]}
              {counts[name] ? <CounterBadge count={counts[name]} size="small" color="danger" style={{ marginLeft: 4 }} /> : null}
            </Tab>
          ))}
        </TabList>
      </ScrollRegion>
      {invoices ? <p className={`${common.muted} ${styles.note}`}>{to('od.list.invoicesWaiting', { count: invoices })}</p> : null}
      {evaluate ? <p className={`${common.muted} ${styles.note}`}>{to('od.list.evaluateWaiting', { count: evaluate })}</p> : null}
      <div className={styles.list}>
        {!data && error ? (
          <EmptyState
            title={to('od.loadFailed')}
            actions={
              <Button appearance="secondary" onClick={() => void mutate()}>
                {to('od.retry')}
              </Button>
            }
          />
        ) : !data ? (
          <div className={common.waiting}>
            <Spinner size="small" label={to('od.loading')} />
          </div>
        ) : data.records.length === 0 ? (
          <EmptyState title={side === 'BUY' ? to('od.list.emptyBuy') : to('od.list.emptySell')} text={side === 'BUY' ? to('od.list.emptyBuyText') : to('od.list.emptySellText')} />
        ) : (
          <>
            {data.records.map((order) => (
              <OrderCard key={order.id} order={order} view={view} />
            ))}
            {data.pages > 1 || data.current > 1 ? (
              <Pager current={data.current} pages={data.pages} onChange={(page) => go({ page })}>
                <span>{to('od.list.total', { total: data.total })}</span>
              </Pager>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
};
