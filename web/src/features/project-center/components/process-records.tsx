/**
 * A cooperation's process records (`project.coop.records`, newest first, paged) and one phase's (`project.coop.phaseRecords`,
 * oldest first): who did what and when, with the reason of a no-pass, the message and files of a handover, and the
 * amount of a payment.
 */
import { Badge, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { formatFileSize } from '../../../../../shared/limits.js';
import { formatFen } from '../../../../../shared/money.js';
import type { ProcessRecordView } from '../../../../../shared/schemas/cooperation.js';
import { EmptyState } from '../../../components/empty-state.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { usePhaseRecords, useProcessRecords } from '../api/cooperation.js';
import { tco } from '../cooperation-texts.js';
import { tp } from '../texts.js';
import { PagedList } from './list-states.js';
import { useCenterStyles } from './styles.js';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyleType: 'none' },
  record: {
    display: 'grid',
    gridTemplateColumns: '132px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalXXS },
  },
  time: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums', paddingTop: '2px' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0 },
  who: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  label: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  phase: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  line: { margin: 0, fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  reason: { margin: 0, fontSize: tokens.fontSizeBase300, color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  files: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, padding: 0, listStyleType: 'none' },
  file: { display: 'flex', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200, minWidth: 0 },
  fileLink: { color: tokens.colorBrandForegroundLink, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  size: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  money: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
});

const BY_COLOUR = { partyA: 'brand', partyB: 'success', platform: 'informative' } as const;

export const RecordList = ({ records }: { records: readonly ProcessRecordView[] }) => {
  const styles = useStyles();
  return (
    <ol className={styles.list}>
      {records.map((record) => (
        <li key={record.id} className={styles.record} data-testid="coop-record" data-kind={record.kind}>
          <span className={styles.time}>{formatDateTime(record.createTime)}</span>
          <div className={styles.body}>
            <div className={styles.head}>
              <Badge size="small" appearance="tint" color={BY_COLOUR[record.by]}>
                {tco(`co.records.by.${record.by}`)}
              </Badge>
              <span className={styles.who}>{record.byName}</span>
              <span className={styles.label} data-testid="record-label">
                {record.label}
              </span>
              {record.phase !== undefined && <span className={styles.phase}>{tco('co.records.phase', { index: record.phase })}</span>}
            </div>
            {record.amount !== undefined && (
              <p className={styles.line}>
                {tco('co.records.amount')} <span className={styles.money}>{formatFen(record.amount)}</span>
              </p>
            )}
            {record.reason && (
              <p className={styles.reason} data-testid="record-reason">
                {tco('co.records.reason')}：{record.reason}
              </p>
            )}
            {record.message && (
              <p className={styles.line} data-testid="record-message">
                {record.message}
              </p>
            )}
            {record.files && record.files.length > 0 && (
              <ul className={styles.files} aria-label={tco('co.records.files')}>
                {record.files.map((file, index) => (
                  <li key={`${file.url}-${index}`} className={styles.file}>
                    <a className={styles.fileLink} href={file.url} target="_blank" rel="noopener noreferrer" data-testid="record-file">
                      {file.name}
                    </a>
                    <span className={styles.size}>{formatFileSize(file.size)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
};

/** Every record of the cooperation, newest first, a page at a time. */
export const ProcessRecords = ({ projectId }: { projectId: string }) => {
  const [current, setCurrent] = useState(1);
  const { data, error, mutate } = useProcessRecords(projectId, current);
  return (
    <PagedList data={data} error={error} retry={() => void mutate()} onPage={setCurrent} empty={{ title: tco('co.records.empty') }}>
      {(records) => <RecordList records={records} />}
    </PagedList>
  );
};

/** One phase's records, oldest first (shown under the phase when asked for). */
export const PhaseRecords = ({ projectId, phase }: { projectId: string; phase: number }) => {
  const center = useCenterStyles();
  const { data, error, mutate } = usePhaseRecords(projectId, phase);
  if (!data && error) {
    return (
      <EmptyState
        title={tp('pc.loadFailed')}
        actions={
          <Button appearance="secondary" onClick={() => void mutate()}>
            {tp('pc.retry')}
          </Button>
        }
      />
    );
  }
  if (!data) {
    return (
      <div className={center.waiting}>
        <Spinner size="tiny" label={tp('pc.loading')} />
      </div>
    );
  }
  if (data.length === 0) return <p className={center.note}>{tco('co.phase.noRecords')}</p>;
  return <RecordList records={data} />;
};
