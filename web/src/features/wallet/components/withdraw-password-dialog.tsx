/**
 * The pay password dialog of a withdrawal (提现): the amount and where it goes, then the pay password step every
 * payment from the wallet has (usePayPassword, PayPasswordEntry: a wrong password and its tries left, a lock, a
 * refused field); any other refusal is handed back to the form.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { formatFen } from '../../../../../shared/money.js';
import type { WithdrawMethod, WithdrawStarted } from '../../../../../shared/schemas/wallet.js';
import { t } from '../../../lib/i18n.js';
import { withdraw } from '../api/withdraw.js';
import { usePayPassword, type RequestIds } from '../model/pay-password.js';
import { tw } from '../texts.js';
import { methodLabel } from './method-list.js';
import { PayPasswordEntry } from './pay-password-entry.js';
import { useWithdrawStyles as useStyles } from './withdraw-styles.js';

export interface Asking {
  fen: number;
  method: WithdrawMethod;
}

/** What one click of 确认提现 does with the pay password: the call and every answer to it. */
export const PasswordDialog = ({
  asking,
  requestIds,
  onDone,
  onRefused,
  onClose,
}: {
  asking: Asking;
  /** The form's: an attempt whose outcome is unknown keeps its id when the dialog is opened again. */
  requestIds: RequestIds;
  onDone: (started: WithdrawStarted) => void;
  /** A refusal that belongs outside the dialog (balance, identity, the method gone, no pay password). */
  onRefused: (code: number, message: string) => void;
  onClose: () => void;
}) => {
  const styles = useStyles();
  const entry = usePayPassword(requestIds);

  const confirm = () =>
    entry.submit(
      `${asking.fen}|${asking.method.id}`,
      (payPassword, requestId) => withdraw({ amount: asking.fen, methodId: asking.method.id, payPassword, requestId }),
      onDone,
      (refusal) => {
        onRefused(refusal.code, refusal.msg);
        return true;
      },
    );

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
          noValidate
        >
          <DialogBody>
            <DialogTitle>{tw('withdraw.passwordTitle')}</DialogTitle>
            <DialogContent>
              <div className={styles.sheet}>
                <p className={styles.sheetTo}>{tw('withdraw.title')}</p>
                <p className={styles.sheetAmount} data-testid="withdraw-confirm-amount">
                  {formatFen(asking.fen)}
                </p>
                <p className={styles.sheetTo}>{tw('withdraw.passwordFor', { method: methodLabel(asking.method) })}</p>
                <PayPasswordEntry entry={entry} name="withdraw" autoFocus />
              </div>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={!entry.ready}>
                {entry.locked ? tw('withdraw.locked') : tw('withdraw.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
