/**
 * 交易详情 (spec §2.1 /withdraw/flowDetails?id=): one entry of the flow with everything it moved: the amount, how
 * available and frozen changed, the balances after it, the other side, the business number and the time.
 */
import { Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { formatFen } from '../../../../../shared/money.js';
import type { FlowEntry } from '../../../../../shared/schemas/wallet.js';
import { EmptyState } from '../../../components/empty-state.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { t } from '../../../lib/i18n.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { useFlowEntry } from '../api/flow.js';
import { isNotOperator } from '../api/wallet-info.js';
import { flowDirection, flowTypeName, signedFen } from '../model/money-view.js';
import { tw, type WalletTextKey } from '../texts.js';
import { flowFigure } from './flow-row.js';
import { NotOperator } from './wallet-frame.js';
import { useMoneyStyles, useWalletPageStyles } from './wallet-styles.js';

const useStyles = makeStyles({
  sheet: { maxWidth: '720px', marginInline: 'auto' },
  head: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXS, padding: `${tokens.spacingVerticalL} 0 ${tokens.spacingVerticalXL}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  kind: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase400 },
  figure: { margin: 0, fontSize: '40px', lineHeight: '48px', textAlign: 'center', overflowWrap: 'anywhere', [NARROW_MEDIA]: { fontSize: '32px', lineHeight: '40px' } },
  rows: { display: 'grid', gridTemplateColumns: '160px minmax(0, 1fr)', margin: 0, [NARROW_MEDIA]: { gridTemplateColumns: '112px minmax(0, 1fr)' } },
  term: { padding: `${tokens.spacingVerticalM} 0`, color: tokens.colorNeutralForeground3, borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  value: { margin: 0, padding: `${tokens.spacingVerticalM} 0`, textAlign: 'right', overflowWrap: 'anywhere', borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, fontVariantNumeric: 'tabular-nums' },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

const Details = ({ entry }: { entry: FlowEntry }) => {
  const styles = useStyles();
  const money = useMoneyStyles();
  const direction = flowDirection(entry);
  const rows: [WalletTextKey, string, string?][] = [
    ['details.type', flowTypeName(entry)],
    ['details.titleRow', entry.title],
    // A hold moves no balance (amount 0) but freezes its amount: 交易金额 says 冻结 ¥x, as the figure above does.
    ['details.amount', flowFigure(entry), money[direction]],
    ['details.availableChange', signedFen(entry.available)],
    ['details.frozenChange', signedFen(entry.frozen)],
    ['details.balanceAfter', formatFen(entry.balanceAfter)],
    ['details.availableAfter', formatFen(entry.availableAfter)],
    ['details.frozenAfter', formatFen(entry.frozenAfter)],
    ['details.counterpart', entry.counterpart],
    ['details.bizId', entry.bizId, styles.mono],
    ['details.id', entry.id, styles.mono],
    ['details.time', formatDateTime(entry.createTime)],
  ];
  return (
    <div className={styles.sheet}>
      <div className={styles.head}>
        <p className={styles.kind}>{flowTypeName(entry)}</p>
        <p className={mergeClasses(money.figure, styles.figure, money[direction])} data-testid="details-amount">
          {flowFigure(entry)}
        </p>
      </div>
      <dl className={styles.rows} data-testid="flow-details">
        {rows.map(([label, value, className]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className={styles.term}>{tw(label)}</dt>
            <dd className={mergeClasses(styles.value, className)}>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
};

/** The entry numbered `id` (undefined when the address names none). */
export const FlowDetails = ({ id }: { id: number | undefined }) => {
  const page = useWalletPageStyles();
  const { data, error } = useFlowEntry(id);
  if (error && isNotOperator(error)) return <NotOperator message={error.msg} />;
  if (id === undefined || (error && !data)) return <EmptyState title={tw('details.notFound')} text={id === undefined || error?.code === 404 ? tw('details.notFoundText') : (error?.msg ?? '')} />;
  if (!data) {
    return (
      <div className={page.waiting}>
        <Spinner size="small" label={t('app.loading')} />
      </div>
    );
  }
  return <Details entry={data} />;
};
