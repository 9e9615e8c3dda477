/**
 * 提现记录 (spec §2.1 /withdraw/withdrawRecord): the wallet's withdrawals, newest first, filtered by 处理中, 已到账
 * or 提现失败: the amount, where it went (masked), when it was asked for, when it is expected or when it arrived,
 * and why it failed (its amount is back in the available balance).
 */
import { Badge, Spinner, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { formatFen } from '../../../../../shared/money.js';
import { WITHDRAWAL_STATUSES, type Withdrawal, type WithdrawalStatus } from '../../../../../shared/schemas/wallet.js';
import { EmptyState } from '../../../components/empty-state.js';
import { Pager } from '../../../components/pager.js';
import { t } from '../../../lib/i18n.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { useWithdrawals } from '../api/withdraw.js';
import { formatDay } from '../model/money-view.js';
import { tw } from '../texts.js';
import { MethodMark } from './wallet-icons.js';
import { useWalletPageStyles } from './wallet-styles.js';

const STATUS_COLOURS: Readonly<Record<WithdrawalStatus, 'warning' | 'success' | 'danger'>> = { PENDING: 'warning', PAID: 'success', FAILED: 'danger' };
const FILTERS = ['ALL', 'PENDING', 'PAID', 'FAILED'] as const;
type Filter = (typeof FILTERS)[number];

const useStyles = makeStyles({
  tabs: { marginBottom: tokens.spacingVerticalM, overflowX: 'auto' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    alignItems: 'start',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  to: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  account: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  side: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: tokens.spacingVerticalXS },
  amount: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  facts: { gridColumn: '2 / 4', display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXL}`, margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  fact: { display: 'flex', gap: tokens.spacingHorizontalXS },
  factValue: { margin: 0, color: tokens.colorNeutralForeground2 },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

const WithdrawalItem = ({ item }: { item: Withdrawal }) => {
  const styles = useStyles();
  const ended = item.endTime !== undefined;
  return (
    <article className={styles.item} data-testid="withdrawal" aria-label={`${tw('withdraw.title')} ${formatFen(item.amount)} ${WITHDRAWAL_STATUSES[item.status]}`}>
      <MethodMark type={item.method.type} size={36} />
      <div className={styles.main}>
        <span className={styles.to}>{tw('record.to', { name: item.method.type === 'ALIPAY' ? tw('method.alipay') : item.method.bankName || tw('method.bank') })}</span>
        <span className={styles.account}>
          {item.method.account} · {item.method.name}
        </span>
      </div>
      <div className={styles.side}>
        <span className={styles.amount}>{formatFen(item.amount)}</span>
        <Badge appearance="tint" color={STATUS_COLOURS[item.status]} data-testid="withdrawal-status">
          {WITHDRAWAL_STATUSES[item.status]}
        </Badge>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{tw('record.applyTime')}</dt>
          <dd className={styles.factValue}>{formatDateTime(item.createTime)}</dd>
        </div>
        {item.status === 'PENDING' || !ended ? (
          <div className={styles.fact}>
            <dt>{tw('record.expected')}</dt>
            <dd className={styles.factValue}>
              {tw('withdraw.expectedRange', { from: formatDay(item.expectedFrom), to: formatDay(item.expectedArrival) })}
              {item.arrivalEstimated ? tw('withdraw.expectedEstimated') : null}
            </dd>
          </div>
        ) : (
          <div className={styles.fact}>
            <dt>{item.status === 'PAID' ? tw('record.arrived') : tw('record.failTime')}</dt>
            <dd className={styles.factValue}>{formatDateTime(item.endTime!)}</dd>
          </div>
        )}
        {item.status === 'FAILED' && (
          <div className={styles.fact}>
            <dt>{tw('record.failReason')}</dt>
            <dd className={styles.failed}>
              {item.failReason ?? ''} {tw('record.refunded')}
            </dd>
          </div>
        )}
      </dl>
    </article>
  );
};

export const WithdrawalList = () => {
  const styles = useStyles();
  const page = useWalletPageStyles();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [current, setCurrent] = useState(1);
  const { data } = useWithdrawals({ current, ...(filter === 'ALL' ? {} : { status: filter }) });
  return (
    <>
      <TabList
        className={styles.tabs}
        selectedValue={filter}
        onTabSelect={(_event, tab) => {
          setFilter(tab.value as Filter);
          setCurrent(1);
        }}
      >
        {FILTERS.map((value) => (
          <Tab key={value} value={value}>
            {value === 'ALL' ? tw('record.all') : WITHDRAWAL_STATUSES[value]}
          </Tab>
        ))}
      </TabList>
      {!data ? (
        <div className={page.waiting}>
          <Spinner size="small" label={t('app.loading')} />
        </div>
      ) : data.records.length === 0 ? (
        <EmptyState title={tw('record.empty')} text={tw('record.emptyText')} />
      ) : (
        <div className={styles.list}>
          {data.records.map((item) => (
            <WithdrawalItem key={item.id} item={item} />
          ))}
        </div>
      )}
      {data && data.total > 0 && (
        <Pager current={current} pages={data.pages} onChange={setCurrent}>
          <span>{tw('record.total', { total: data.total })}</span>
        </Pager>
      )}
    </>
  );
};
