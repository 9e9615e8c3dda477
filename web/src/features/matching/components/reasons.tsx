/** A suggestion's reasons as the server wrote them (标签匹配：小程序、UI设计 · 同城：杭州 · 按期率 96% · 信用良好), and its score. */
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { MatchReason, MatchReasonKind } from '../../../../../shared/schemas/matching.js';
import { tm } from '../texts.js';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, margin: 0, padding: 0, listStyle: 'none' },
  item: { display: 'inline-flex', minWidth: 0 },
  text: { whiteSpace: 'normal', overflowWrap: 'anywhere', height: 'auto', minHeight: '20px' },
});

const COLORS: Readonly<Record<MatchReasonKind, 'brand' | 'success' | 'informative' | 'warning'>> = {
  tags: 'brand',
  region: 'informative',
  performance: 'success',
  credit: 'warning',
};

export const Reasons = ({ reasons, score }: { reasons: readonly MatchReason[]; score: number }) => {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={tm('mt.score', { score })} data-testid="suggestion-reasons">
      {reasons.map((reason) => (
        <li key={reason.kind} className={styles.item}>
          <Badge className={styles.text} appearance="tint" color={COLORS[reason.kind]} shape="rounded" data-testid={`suggestion-reason-${reason.kind}`}>
            {reason.text}
          </Badge>
        </li>
      ))}
    </ul>
  );
};
