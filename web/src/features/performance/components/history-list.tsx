/** A page of the party's completed or terminated cooperations, each with its side, the other side, dates and figures. */
import { Badge, Button, Spinner, mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { formatFen } from '../../../../../shared/money.js';
import type { HistoryRecord } from '../../../../../shared/schemas/history.js';
import { EmptyState } from '../../../components/empty-state.js';
import { Pager } from '../../../components/pager.js';
import { formatDate } from '../../../lib/format-time.js';
import { useHistory, type HistoryTab } from '../api/performance.js';
import { percentOf } from '../model/chart-options.js';
import { tf } from '../texts.js';
import { usePerformanceStyles } from './styles.js';

/** What a list shows before its rows: waiting, a failure with 重试, or nothing yet. */
export const ListState = ({ error, retry, empty }: { error: unknown; retry: () => void; empty?: { title: string; text: string } }): ReactNode => {
  const styles = usePerformanceStyles();
  if (error) {
    return (
      <EmptyState
        title={tf('perf.loadFailed')}
        actions={
          <Button appearance="secondary" onClick={retry}>
            {tf('perf.retry')}
          </Button>
        }
      />
    );
  }
  if (empty) return <EmptyState title={empty.title} text={empty.text} />;
  return (
    <div className={styles.waiting}>
      <Spinner size="small" label={tf('perf.loading')} />
    </div>
  );
};

const Row = ({ record }: { record: HistoryRecord }) => {
  const styles = usePerformanceStyles();
  const other = record.side === 'partyA' ? record.partyB : record.partyA;
  const otherName = other.name || tf('perf.unknownParty');
  return (
    <li className={styles.row} data-testid="perf-history-row">
      <div className={styles.rowMain}>
        <p className={styles.rowName}>{record.name}</p>
        <p className={styles.rowMeta}>
          <Badge appearance="tint" color={record.side === 'partyA' ? 'brand' : 'informative'}>
            {tf(`perf.side.${record.side}`)}
          </Badge>
          <span>{record.side === 'partyA' ? tf('perf.counterpartB', { name: otherName }) : tf('perf.counterpartA', { name: otherName })}</span>
          {record.categoryName && <span>{record.categoryName}</span>}
          <span>{tf('perf.period', { start: formatDate(record.startTime), end: record.endTime ? formatDate(record.endTime) : '—' })}</span>
        </p>
        {record.terminationReason && <p className={styles.rowMeta}>{tf('perf.rowReason', { reason: record.terminationReason })}</p>}
      </div>
      <p className={styles.rowStats}>
        <span>{tf('perf.phases', { count: record.phaseCount })}</span>
        <span>{tf('perf.phasesOnTime', { onTime: record.onTimePhases, late: record.latePhases })}</span>
        <span className={mergeClasses(record.latePhases > 0 && styles.late)}>{tf('perf.rowDelayRate', { rate: percentOf(record.delayRate) })}</span>
        <span>{tf('perf.rowRounds', { count: record.rounds })}</span>
        <span>{record.side === 'partyB' ? tf('perf.rowReceived', { amount: formatFen(record.received) }) : tf('perf.rowPaid', { amount: formatFen(record.paid) })}</span>
      </p>
    </li>
  );
};

export const HistoryList = ({ tab, current, onPage }: { tab: HistoryTab; current: number; onPage: (page: number) => void }) => {
  const styles = usePerformanceStyles();
  const { data, error, mutate } = useHistory(tab, current);
  if (!data || data.records.length === 0) {
    const empty = data ? (tab === 'completed' ? { title: tf('perf.emptyCompleted'), text: tf('perf.emptyCompletedText') } : { title: tf('perf.emptyTerminated'), text: tf('perf.emptyTerminatedText') }) : undefined;
    return <ListState error={data ? undefined : error} retry={() => void mutate()} {...(empty ? { empty } : {})} />;
  }
  return (
    <>
      <ul className={styles.list} data-testid={`perf-list-${tab}`}>
        {data.records.map((record) => (
          <Row key={record.projectId} record={record} />
        ))}
      </ul>
      {data.pages > 1 || data.current > 1 ? (
        <Pager current={data.current} pages={data.pages} onChange={onPage}>
          <span>{tf('perf.total', { total: data.total })}</span>
        </Pager>
      ) : null}
    </>
  );
};
