/**
 * The pay password dialog of a withdrawal (提现): the amount and where it goes, the 6 boxes, and the call with every
 * answer to it (a wrong password and its tries left, a lock, or a refusal handed back to the form).
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useState } from 'react';
import { WALLET_ERRORS } from '../../../../../shared/errors/wallet.js';
import { formatFen } from '../../../../../shared/money.js';
import type { WithdrawMethod, WithdrawStarted } from '../../../../../shared/schemas/wallet.js';
import { isHttpError } from '../../../api/http-error.js';
import { TextLink } from '../../../components/text-link.js';
import { payPasswordSettingPath } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { withdraw } from '../api/withdraw.js';
import { tw } from '../texts.js';
import { methodLabel } from './method-list.js';
import { PayPasswordBoxes } from './pay-password-boxes.js';
import { useWithdrawStyles as useStyles } from './withdraw-styles.js';

export interface Asking {
  fen: number;
  method: WithdrawMethod;
}

/** What one click of 确认提现 does with the pay password: the call and every answer to it. */
export const PasswordDialog = ({
  asking,
  requestIdFor,
  settle,
  onDone,
  onRefused,
  onClose,
}: {
  asking: Asking;
  requestIdFor: (what: string) => string;
  settle: (error?: unknown) => void;
  onDone: (started: WithdrawStarted) => void;
  /** A refusal that belongs outside the dialog (balance, identity, the method gone, no pay password). */
  onRefused: (code: number, message: string) => void;
  onClose: () => void;
}) => {
  const styles = useStyles();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [locked, setLocked] = useState(false);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    if (sending || locked) return;
    if (password.length !== 6) {
      setError(tw('payPassword.hint'));
      return;
    }
    setSending(true);
    try {
      const started = await withdraw({ amount: asking.fen, methodId: asking.method.id, payPassword: password, requestId: requestIdFor(`${asking.fen}|${asking.method.id}`) });
      settle();
      onDone(started);
    } catch (failure) {
      settle(failure);
      if (!isHttpError(failure) || failure.kind !== 'business') return;
      if (failure.code === WALLET_ERRORS.PAY_PASSWORD_WRONG.code) {
        setError(failure.msg);
        setPassword('');
      } else if (failure.code === WALLET_ERRORS.PAY_LOCKED.code) {
        setError(failure.msg);
        setPassword('');
        setLocked(true);
      } else if (failure.code === 400) {
        const issues = (failure.data as { issues?: { message: string }[] } | undefined)?.issues;
        setError(issues?.[0]?.message ?? failure.msg);
      } else {
        onRefused(failure.code, failure.msg);
      }
    } finally {
      setSending(false);
    }
  };

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
                <PayPasswordBoxes
                  label={tw('payPassword.label')}
                  describedBy={error ? 'withdraw-password-error' : undefined}
                  value={password}
                  invalid={Boolean(error)}
                  disabled={locked}
                  autoFocus
                  onChange={(value) => {
                    setPassword(value);
                    if (!locked) setError(undefined);
                  }}
                />
                {error && (
                  <p id="withdraw-password-error" className={styles.passwordError} role="alert">
                    {error}
                  </p>
                )}
                <TextLink to={payPasswordSettingPath} className={styles.forgot}>
                  {tw('payPassword.forgot')}
                </TextLink>
              </div>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={sending || locked || password.length !== 6}>
                {locked ? tw('withdraw.locked') : tw('withdraw.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
