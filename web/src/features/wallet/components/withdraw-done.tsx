/** What a withdrawal's page shows once the amount is frozen: the amount, the expected arrival dates, where to go next. */
import { Button } from '@fluentui/react-components';
import { formatFen } from '../../../../../shared/money.js';
import type { WithdrawStarted } from '../../../../../shared/schemas/wallet.js';
import { LinkButton } from '../../../components/link-button.js';
import { paths } from '../../../config/paths.js';
import { useUserInfo } from '../../account/public.js';
import { formatDay } from '../model/money-view.js';
import { walletHomePath } from '../model/wallet-paths.js';
import { tw } from '../texts.js';
import { methodLabel } from './method-list.js';
import { WalletIcon } from './wallet-icons.js';
import type { Asking } from './withdraw-password-dialog.js';
import { useWithdrawStyles as useStyles } from './withdraw-styles.js';

export interface Done extends Asking {
  started: WithdrawStarted;
}

export const DoneView = ({ done, onAgain }: { done: Done; onAgain: () => void }) => {
  const styles = useStyles();
  const { data: info } = useUserInfo();
  return (
    <div className={styles.done} role="status" data-testid="withdraw-done">
      <span className={styles.doneIcon}>
        <WalletIcon name="check" size={40} weight={2.4} />
      </span>
      <h2 className={styles.doneTitle}>{tw('withdraw.done')}</h2>
      <p className={styles.doneAmount}>{formatFen(done.fen)}</p>
      <p className={styles.doneText}>{tw('withdraw.doneText', { amount: formatFen(done.fen) })}</p>
      <dl className={styles.doneFacts}>
        <dt className={styles.term}>{tw('wallet.frozen')}</dt>
        <dd className={styles.value} data-testid="withdraw-frozen">
          {formatFen(done.fen)}
        </dd>
        <dt className={styles.term}>{tw('withdraw.expected')}</dt>
        <dd className={styles.value} data-testid="withdraw-expected">
          {tw('withdraw.expectedRange', { from: formatDay(done.started.expectedFrom), to: formatDay(done.started.expectedArrival) })}
          {done.started.arrivalEstimated ? tw('withdraw.expectedEstimated') : null}
        </dd>
        <dt className={styles.term}>{tw('withdraw.method')}</dt>
        <dd className={styles.value}>{methodLabel(done.method)}</dd>
      </dl>
      <div className={styles.doneActions}>
        <LinkButton appearance="primary" to={paths.withdrawRecord}>
          {tw('withdraw.toRecords')}
        </LinkButton>
        <LinkButton appearance="secondary" to={walletHomePath(info)}>
          {tw('wallet.back')}
        </LinkButton>
        <Button appearance="subtle" onClick={onAgain}>
          {tw('withdraw.again')}
        </Button>
      </div>
    </div>
  );
};
