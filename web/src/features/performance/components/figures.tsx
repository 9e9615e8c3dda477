/** The party's figures as tiles: on-time and delay rates, cooperations, credit, money received and paid, revisions. */
import { formatFen } from '../../../../../shared/money.js';
import type { CreditHistory, PartyPerformance } from '../../../../../shared/schemas/history.js';
import { percentOf } from '../model/chart-options.js';
import { tf, type PerformanceTextKey } from '../texts.js';
import { usePerformanceStyles } from './styles.js';

interface Tile {
  id: string;
  label: PerformanceTextKey;
  value: string;
  text: string;
}

const tilesOf = (p: PartyPerformance, credit: CreditHistory | undefined): Tile[] => [
  { id: 'on-time', label: 'perf.onTimeRate', value: percentOf(p.onTimeRate), text: tf('perf.onTimeRateText', { onTime: p.onTime, phases: p.phases }) },
  { id: 'delay', label: 'perf.delayRate', value: percentOf(p.delayRate), text: tf('perf.delayRateText', { late: p.late, days: p.delayDays }) },
  { id: 'completed', label: 'perf.completed', value: String(p.counts.completed), text: tf('perf.completedText', { asA: p.counts.completedAsPartyA, asB: p.counts.completedAsPartyB }) },
  { id: 'credit', label: 'perf.credit', value: credit ? String(credit.score) : '—', text: credit?.level ?? '' },
  { id: 'received', label: 'perf.received', value: formatFen(p.received), text: tf('perf.receivedText', { fees: formatFen(p.fees) }) },
  { id: 'paid', label: 'perf.paid', value: formatFen(p.paid), text: tf('perf.paidText', { refunded: formatFen(p.refunded) }) },
  { id: 'rounds', label: 'perf.rounds', value: String(p.rounds), text: tf('perf.roundsText', { count: p.autoAccepted }) },
  { id: 'ongoing', label: 'perf.ongoing', value: String(p.counts.ongoing), text: tf('perf.ongoingText') },
];

export const Figures = ({ performance, credit }: { performance: PartyPerformance; credit: CreditHistory | undefined }) => {
  const styles = usePerformanceStyles();
  return (
    <section className={styles.section} aria-labelledby="perf-figures">
      <h2 id="perf-figures" className={styles.sectionTitle}>
        {tf('perf.figures')}
      </h2>
      <dl className={styles.tiles}>
        {tilesOf(performance, credit).map((tile) => (
          <div key={tile.id} className={styles.tile} data-testid={`perf-${tile.id}`}>
            <dt className={styles.tileLabel}>{tf(tile.label)}</dt>
            <dd className={styles.tileValue}>{tile.value}</dd>
            {tile.text && <dd className={styles.tileText}>{tile.text}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
};
