/**
 * 交易记录 (spec §2.1 /withdraw/transactionRecord): the flow, newest first, by type (FLOW_TYPES) and by a date
 * period (the last 7, 30 or 90 days, or two dates, both included, in the browser's time zone), 10 a page; each line
 * leads to its details.
 */
import { Button, Field, Input, Select, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FLOW_TYPES, type FlowType } from '../../../../../shared/schemas/wallet.js';
import { EmptyState } from '../../../components/empty-state.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { Pager } from '../../../components/pager.js';
import { FormError } from '../../../components/form-error.js';
import { t } from '../../../lib/i18n.js';
import { useFlow, type FlowQuery } from '../api/flow.js';
import { tw, type WalletTextKey } from '../texts.js';
import { FlowRow } from './flow-row.js';
import { useWalletPageStyles } from './wallet-styles.js';

/** The widest range the server takes (shared/schemas/wallet.ts): from 2020 to 2100. */
const EARLIEST = Date.UTC(2020, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

const ALL = 'ALL';
const TYPE_NAMES = Object.keys(FLOW_TYPES) as FlowType[];

const useStyles = makeStyles({
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    padding: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  type: { width: '180px', [NARROW_MEDIA]: { width: '100%' } },
  dropdown: { minWidth: 0, width: '100%' },
  periodField: { minWidth: 0, maxWidth: '100%' },
  periods: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  period: {
    minWidth: 'auto',
    borderRadius: tokens.borderRadiusCircular,
    fontWeight: tokens.fontWeightRegular,
  },
  periodOn: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    borderTopColor: tokens.colorBrandStroke1,
    borderRightColor: tokens.colorBrandStroke1,
    borderBottomColor: tokens.colorBrandStroke1,
    borderLeftColor: tokens.colorBrandStroke1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground1 },
  },
  dates: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, width: '100%' },
  date: { width: '180px', [NARROW_MEDIA]: { width: 'calc(50% - 6px)' } },
  list: { display: 'flex', flexDirection: 'column' },
});

/** The time filter: everything, the last days, or two dates of one's own. */
const PERIODS = [
  { id: 'ALL', label: 'flow.periodAll', days: undefined },
  { id: 'WEEK', label: 'flow.periodWeek', days: 7 },
  { id: 'MONTH', label: 'flow.periodMonth', days: 30 },
  { id: 'QUARTER', label: 'flow.periodQuarter', days: 90 },
  { id: 'CUSTOM', label: 'flow.periodCustom', days: undefined },
] as const satisfies readonly { id: string; label: WalletTextKey; days: number | undefined }[];
type Period = (typeof PERIODS)[number]['id'];

/** The range a filter names, in epoch milliseconds (both ends included), within what the server takes. */
const rangeOf = (period: Period, from: string, to: string): { start?: number; end?: number } => {
  const days = PERIODS.find((p) => p.id === period)?.days;
  if (days !== undefined) return { start: dayjs().subtract(days - 1, 'day').startOf('day').valueOf() };
  if (period !== 'CUSTOM') return {};
  return {
    ...(from ? { start: Math.max(EARLIEST, dayjs(from).startOf('day').valueOf()) } : {}),
    ...(to ? { end: Math.min(LATEST, dayjs(to).endOf('day').valueOf()) } : {}),
  };
};

export const FlowRecords = () => {
  const styles = useStyles();
  const page = useWalletPageStyles();
  const [type, setType] = useState<FlowType | typeof ALL>(ALL);
  const [period, setPeriod] = useState<Period>('ALL');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [current, setCurrent] = useState(1);

  const { start, end } = rangeOf(period, from, to);
  const wrongRange = start !== undefined && end !== undefined && start > end;
  const query: FlowQuery = {
    current,
    ...(type === ALL ? {} : { type }),
    ...(start !== undefined && !wrongRange ? { start } : {}),
    ...(end !== undefined && !wrongRange ? { end } : {}),
  };
  const { data } = useFlow(query);
  const filtered = type !== ALL || period !== 'ALL';

  return (
    <>
      <div className={styles.filters} role="search" aria-label={tw('flow.title')}>
        <Field className={styles.type} label={tw('flow.type')}>
          <Select
            className={styles.dropdown}
            value={type}
            onChange={(_event, data) => {
              setType(data.value === ALL ? ALL : (data.value as FlowType));
              setCurrent(1);
            }}
          >
            <option value={ALL}>{tw('flow.allTypes')}</option>
            {TYPE_NAMES.map((name) => (
              <option key={name} value={name}>
                {FLOW_TYPES[name]}
              </option>
            ))}
          </Select>
        </Field>
        <Field className={styles.periodField} label={tw('flow.period')}>
          {(props) => (
            <div className={styles.periods} role="group" aria-labelledby={props['aria-labelledby']}>
              {PERIODS.map(({ id, label }) => (
                <Button
                  key={id}
                  className={mergeClasses(styles.period, period === id && styles.periodOn)}
                  aria-pressed={period === id}
                  onClick={() => {
                    setPeriod(id);
                    setCurrent(1);
                  }}
                >
                  {tw(label)}
                </Button>
              ))}
            </div>
          )}
        </Field>
        {period === 'CUSTOM' && (
          <div className={styles.dates}>
            <Field className={styles.date} label={tw('flow.start')}>
              <Input
                type="date"
                min="2020-01-01"
                max="2099-12-31"
                value={from}
                onChange={(_event, data) => {
                  setFrom(data.value);
                  setCurrent(1);
                }}
              />
            </Field>
            <Field className={styles.date} label={tw('flow.end')}>
              <Input
                type="date"
                min="2020-01-01"
                max="2099-12-31"
                value={to}
                onChange={(_event, data) => {
                  setTo(data.value);
                  setCurrent(1);
                }}
              />
            </Field>
          </div>
        )}
        {filtered && (
          <Button
            appearance="subtle"
            onClick={() => {
              setType(ALL);
              setPeriod('ALL');
              setFrom('');
              setTo('');
              setCurrent(1);
            }}
          >
            {tw('flow.reset')}
          </Button>
        )}
      </div>
      <FormError message={wrongRange ? tw('flow.rangeWrong') : undefined} />
      {!data ? (
        <div className={page.waiting}>
          <Spinner size="small" label={t('app.loading')} />
        </div>
      ) : data.records.length === 0 ? (
        <EmptyState title={tw('flow.empty')} {...(filtered ? { text: tw('flow.emptyText') } : {})} />
      ) : (
        <div className={styles.list}>
          {data.records.map((entry) => (
            <FlowRow key={entry.id} entry={entry} />
          ))}
        </div>
      )}
      {data && data.total > 0 && (
        <Pager current={current} pages={data.pages} onChange={setCurrent}>
          <span>{tw('flow.total', { total: data.total })}</span>
        </Pager>
      )}
    </>
  );
};
