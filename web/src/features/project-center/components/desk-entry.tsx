/**
 * The way from where desk staff already work (the chat panel's 客服工作台) to 纠纷处理: a link with the count of disputes
 * waiting for the desk (the desk's list total: a count key, read again on the desk's push). Rendered for desk staff
 * only: nobody else asks the desk's list (the server would answer 403).
 */
import { CounterBadge, makeStyles, tokens } from '@fluentui/react-components';
import { LIST_LIMITS } from '../../../../../shared/limits.js';
import { LinkButton } from '../../../components/link-button.js';
import { paths } from '../../../config/paths.js';
import { useDeskDisputeCount } from '../api/desk.js';
import { tdk } from '../desk-texts.js';

const useStyles = makeStyles({
  entry: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export const DeskDisputesEntry = ({ size = 'small' }: { size?: 'small' | 'medium' }) => {
  const styles = useStyles();
  const count = useDeskDisputeCount(true);
  return (
    <LinkButton to={paths.deskDisputes} appearance="secondary" size={size}>
      <span className={styles.entry} data-testid="desk-disputes-entry">
        {tdk('dk.entry')}
        {count > 0 && <CounterBadge count={count} overflowCount={LIST_LIMITS.badgeMax} size="small" color="danger" data-testid="desk-disputes-count" />}
      </span>
    </LinkButton>
  );
};
