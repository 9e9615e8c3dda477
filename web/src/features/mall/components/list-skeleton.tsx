/** What a list of the mall shows while it loads: a few grey rows in its shape. */
import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { tm } from '../texts.js';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: '72px 1fr', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export const ListSkeleton = ({ rows = 3 }: { rows?: number }) => {
  const styles = useStyles();
  return (
    <Skeleton aria-label={tm('mall.loading')} data-testid="mall-loading">
      {Array.from({ length: rows }, (_unused, index) => (
        <div key={index} className={styles.row} style={{ marginBottom: 16 }}>
          <SkeletonItem shape="square" size={72} />
          <div className={styles.lines}>
            <SkeletonItem size={16} style={{ width: '60%' }} />
            <SkeletonItem size={12} style={{ width: '40%' }} />
          </div>
        </div>
      ))}
    </Skeleton>
  );
};
