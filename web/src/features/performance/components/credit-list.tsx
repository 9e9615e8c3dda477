/**
 * The credit: the score and its level, the rule that makes it (docs/decisions.md "Credit", the same `CREDIT_RULE`
 * the server scores by), and a page of ended cooperations with what each did to the score.
 */
import { mergeClasses } from '@fluentui/react-components';
import { CREDIT_RULE, type CreditEvent } from '../../../../../shared/schemas/history.js';
import { Pager } from '../../../components/pager.js';
import { formatDate } from '../../../lib/format-time.js';
import { useCredit } from '../api/performance.js';
import { tf, type PerformanceTextKey } from '../texts.js';
import { ListState } from './history-list.js';
import { usePerformanceStyles } from './styles.js';

const signed = (points: number): string => (points > 0 ? `+${points}` : String(points));

const RULES: readonly { key: PerformanceTextKey; points: number }[] = [
  { key: 'perf.rule.completed', points: CREDIT_RULE.completed },
  { key: 'perf.rule.onTimePhase', points: CREDIT_RULE.onTimePhase },
  { key: 'perf.rule.latePhase', points: CREDIT_RULE.latePhase },
  { key: 'perf.rule.round', points: CREDIT_RULE.round },
  { key: 'perf.rule.autoAccepted', points: CREDIT_RULE.autoAccepted },
  { key: 'perf.rule.terminated', points: CREDIT_RULE.terminated },
];

const Event = ({ event }: { event: CreditEvent }) => {
  const styles = usePerformanceStyles();
  return (
    <li className={styles.row} data-testid="perf-credit-row">
      <div className={styles.rowMain}>
        <p className={styles.rowName}>{event.name}</p>
        <p className={styles.rowMeta}>
          <span>{tf(`perf.side.${event.side}`)}</span>
          <span>{event.stateLabel}</span>
          <span>{formatDate(event.time)}</span>
        </p>
        <p className={styles.rowMeta}>
          {event.items.map((item) => (
            <span key={item.kind}>{tf('perf.creditItem', { label: item.label, count: item.count, points: signed(item.points) })}</span>
          ))}
        </p>
      </div>
      <p className={mergeClasses(styles.rowStats, event.points > 0 ? styles.plus : event.points < 0 ? styles.minus : undefined)}>{tf('perf.points', { points: signed(event.points) })}</p>
    </li>
  );
};

export const CreditList = ({ current, onPage }: { current: number; onPage: (page: number) => void }) => {
  const styles = usePerformanceStyles();
  const { data, error, mutate } = useCredit(current);
  if (!data) return <ListState error={error} retry={() => void mutate()} />;
  return (
    <>
      <div className={styles.creditHead}>
        <div className={styles.score}>
          <p className={styles.tileLabel}>{tf('perf.credit')}</p>
          <p className={styles.scoreValue} data-testid="perf-credit-score">
            {data.score}
          </p>
          <p className={styles.tileText}>{data.level}</p>
        </div>
        <div>
          <p className={styles.rule}>
            <strong>{tf('perf.creditRule')}</strong> {tf('perf.creditRuleText', { base: CREDIT_RULE.base, min: CREDIT_RULE.min, max: CREDIT_RULE.max })}
          </p>
          <ul className={styles.ruleList}>
            {RULES.map((rule) => (
              <li key={rule.key}>{tf(rule.key, { points: signed(rule.points) })}</li>
            ))}
          </ul>
        </div>
      </div>
      {data.records.length === 0 ? (
        <ListState error={undefined} retry={() => void mutate()} empty={{ title: tf('perf.emptyCredit'), text: tf('perf.emptyCreditText') }} />
      ) : (
        <ul className={styles.list} data-testid="perf-credit">
          {data.records.map((event) => (
            <Event key={event.projectId} event={event} />
          ))}
        </ul>
      )}
      {data.pages > 1 || data.current > 1 ? (
        <Pager current={data.current} pages={data.pages} onChange={onPage}>
          <span>{tf('perf.total', { total: data.total })}</span>
        </Pager>
      ) : null}
    </>
  );
};
