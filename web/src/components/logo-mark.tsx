/** The 合作云 mark: two linked rings (合作, working together) on the brand tile; the favicon draws the same. */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { hezuoTokens } from '../config/theme.js';

const useStyles = makeStyles({
  mark: { width: '32px', height: '32px', flexShrink: 0 },
  tile: { fill: hezuoTokens.hezuoAccountCompanyBackground },
  ring: { fill: 'none', stroke: tokens.colorNeutralForegroundOnBrand, strokeWidth: '2.6' },
});

export const LogoMark = ({ className }: { className?: string }) => {
  const styles = useStyles();
  return (
    <svg className={mergeClasses(styles.mark, className)} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect className={styles.tile} width="32" height="32" rx="8" />
      <circle className={styles.ring} cx="12.5" cy="16" r="6.5" />
      <circle className={styles.ring} cx="19.5" cy="16" r="6.5" />
    </svg>
  );
};
