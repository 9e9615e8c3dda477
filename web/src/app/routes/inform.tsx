/**
 * /inform, the notices (spec §2.1; the header's 通知 entry opens it in a window named `inform`). The list comes
 * with the notices feature; until then the page says so under its title, at the site's width.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { Component as ComingLater } from './work/coming-later.js';

const useStyles = makeStyles({
  page: { width: '100%', maxWidth: '1200px', marginInline: 'auto', padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL} 56px`, boxSizing: 'border-box' },
});

export const Component = () => {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <ComingLater />
    </div>
  );
};
