/**
 * 提现 (spec §2.1 /withdraw/withdraw): choose where the money goes, the amount in yuan (at least ¥1.00, at most
 * the available balance; 全部提现 fills it in), then the 6-digit pay password in a dialog. Each attempt carries its
 * own requestId; sent again after a network failure it keeps it, so nothing is frozen twice. The answer freezes the
 * amount until it is paid out: the page then shows the frozen amount and the expected arrival dates. Refusals are
 * answered where they belong: a wrong pay password (the tries left) or a lock in the dialog, too little balance
 * under the amount, identity documents needed (大额提现) in the upload dialog.
 */
import { Button, Field, Link, Spinner } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { WALLET_ERRORS } from '../../../../../shared/errors/wallet.js';
import { formatFen } from '../../../../../shared/money.js';
import { WITHDRAW_RULES, type WalletInfo } from '../../../../../shared/schemas/wallet.js';
import { FormError } from '../../../components/form-error.js';
import { TextLink } from '../../../components/text-link.js';
import { paths, payPasswordSettingPath } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { modal, toast } from '../../../lib/notify.js';
import { useMethods } from '../api/methods.js';
import { useReloadWallet } from '../api/wallet-info.js';
import { useRequestId } from '../model/request-id.js';
import { tw } from '../texts.js';
import { AmountInput, fenToTyped, readYuan } from './amount-input.js';
import { methodLabel } from './method-list.js';
import { MethodMark, WalletIcon } from './wallet-icons.js';
import { useWalletPageStyles } from './wallet-styles.js';
import { DoneView, type Done } from './withdraw-done.js';
import { PasswordDialog, type Asking } from './withdraw-password-dialog.js';
import { useWithdrawStyles as useStyles } from './withdraw-styles.js';
import { ChoiceCard } from '../../../components/choice-card.js';

const IdentityDialog = lazy(() => import('./identity-dialog.js').then((m) => ({ default: m.IdentityDialog })));

export const WithdrawForm = ({ wallet }: { wallet: WalletInfo }) => {
  const styles = useStyles();
  const page = useWalletPageStyles();
  const navigate = useNavigate();
  const reload = useReloadWallet();
  const requestIds = useRequestId();
  const { data: methods, mutate: reloadMethods } = useMethods();
  const [chosen, setChosen] = useState<string>();
  const [typed, setTyped] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [methodError, setMethodError] = useState<string>();
  const [asking, setAsking] = useState<Asking>();
  const [done, setDone] = useState<Done>();
  const [identity, setIdentity] = useState(false);

  if (!methods) {
    return (
      <div className={page.waiting}>
        <Spinner size="small" label={t('app.loading')} />
      </div>
    );
  }
  if (done) return <DoneView done={done} onAgain={() => setDone(undefined)} />;

  const method = methods.find((m) => m.id === chosen) ?? methods[0];
  const label = tw('withdraw.amount');

  const next = () => {
    if (!method) {
      setMethodError(tw('withdraw.chooseMethod'));
      return;
    }
    const read = readYuan(typed, label);
    if ('error' in read) return setAmountError(read.error);
    if (read.fen < WITHDRAW_RULES.minFen) return setAmountError(tw('withdraw.min'));
    if (read.fen > wallet.available) return setAmountError(tw('withdraw.tooMuch'));
    setAsking({ fen: read.fen, method });
  };

  const refused = (code: number, message: string) => {
    setAsking(undefined);
    if (code === WALLET_ERRORS.IDENTITY_REQUIRED.code) {
      toast({ intent: 'warning', text: message });
      setIdentity(true);
    } else if (code === WALLET_ERRORS.INSUFFICIENT_BALANCE.code) {
      setAmountError(message);
      void reload();
    } else if (code === WALLET_ERRORS.PAY_PASSWORD_NOT_SET.code) {
      modal({
        title: t('notice.title'),
        text: message,
        actions: [{ label: tw('wallet.setPayPassword'), primary: true, run: () => void navigate(payPasswordSettingPath) }, { label: t('notice.cancel') }],
      });
    } else {
      setMethodError(message);
      void reloadMethods();
    }
  };

  return (
    <>
      <div className={styles.layout}>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            next();
          }}
        >
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{tw('withdraw.to')}</legend>
            {methods.length === 0 ? (
              <p className={styles.noMethod}>{tw('withdraw.noMethod')}</p>
            ) : (
              <div className={styles.methods}>
                {methods.map((item) => {
                  const on = item.id === method?.id;
                  return (
                    <ChoiceCard
                      key={item.id}
                      name="withdraw-method"
                      value={item.id}
                      checked={on}
                      onChange={() => {
                        setChosen(item.id);
                        setMethodError(undefined);
                      }}
                      leading={<MethodMark type={item.type} size={36} />}
                    >
                      <span className={styles.methodName}>{methodLabel(item)}</span>
                      <span className={styles.methodSub}>{item.name}</span>
                    </ChoiceCard>
                  );
                })}
              </div>
            )}
            <FormError message={methodError} />
            <div className={styles.methodLinks}>
              <TextLink to={paths.withdrawMethod}>{methods.length === 0 ? tw('withdraw.addMethod') : tw('withdraw.manageMethods')}</TextLink>
            </div>
          </fieldset>

          <Field label={label} required {...(amountError ? { validationState: 'error' as const, validationMessage: amountError } : {})}>
            <AmountInput
              large
              value={typed}
              placeholder="0.00"
              onChange={(value) => {
                setTyped(value);
                setAmountError(undefined);
              }}
              data-testid="withdraw-amount"
            />
          </Field>
          <div className={styles.availableRow}>
            <span data-testid="withdraw-available">{tw('withdraw.available', { amount: formatFen(wallet.available) })}</span>
            {wallet.available >= WITHDRAW_RULES.minFen && (
              <Link
                as="button"
                type="button"
                onClick={() => {
                  setTyped(fenToTyped(wallet.available));
                  setAmountError(undefined);
                }}
              >
                {tw('withdraw.all')}
              </Link>
            )}
          </div>
          <Button className={styles.submit} appearance="primary" type="submit" disabled={methods.length === 0}>
            {tw('withdraw.submit')}
          </Button>
        </form>
        <aside className={styles.aside} aria-labelledby="withdraw-notes">
          <div className={styles.summary}>
            <span className={styles.summaryLabel}>{tw('wallet.available')}</span>
            <span className={styles.summaryValue}>{formatFen(wallet.available)}</span>
            {wallet.frozen > 0 && <span className={styles.summaryLabel}>{tw('withdraw.frozenNow', { amount: formatFen(wallet.frozen) })}</span>}
          </div>
          <h2 id="withdraw-notes" className={styles.notesTitle}>
            {tw('withdraw.notes')}
          </h2>
          <ul className={styles.tips}>
            <li className={styles.tip}>
              <WalletIcon name="clock" size={16} />
              <span>{tw('withdraw.arrival')}</span>
            </li>
            <li className={styles.tip}>
              <WalletIcon name="lock" size={16} />
              <span>{tw('withdraw.noteFrozen')}</span>
            </li>
            <li className={styles.tip}>
              <WalletIcon name="shield" size={16} />
              <span>{tw('withdraw.notePassword')}</span>
            </li>
            <li className={styles.tip}>
              <WalletIcon name="info" size={16} />
              <span>
                {tw('withdraw.identityHint')}
                <Link as="button" type="button" className={styles.inlineLink} onClick={() => setIdentity(true)}>
                  {tw('withdraw.identityLink')}
                </Link>
              </span>
            </li>
          </ul>
        </aside>
      </div>
      {/* Outside the form: a dialog's own submit must not bubble (through the portal) into this one. */}
      {asking && (
        <PasswordDialog
          asking={asking}
          requestIds={requestIds}
          onClose={() => setAsking(undefined)}
          onRefused={refused}
          onDone={(started) => {
            setDone({ ...asking, started });
            setAsking(undefined);
            setTyped('');
            void reload();
          }}
        />
      )}
      {identity && (
        <Suspense fallback={null}>
          <IdentityDialog
            onClose={() => setIdentity(false)}
            onSaved={() => {
              setIdentity(false);
              toast({ intent: 'success', text: tw('identity.saved') });
            }}
          />
        </Suspense>
      )}
    </>
  );
};
