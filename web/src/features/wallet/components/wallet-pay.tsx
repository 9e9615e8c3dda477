/**
 * Paying from the session's wallet with the pay password: the one way every page that charges the wallet asks
 * for it (支付洽谈费, 支付托管费, the mall's checkout). It shows what is paid (the page's lines), the amount in fen,
 * the rule beside it, the wallet (the session's: the token's account type picks the wallet a pay call acts on, so the
 * balance shown is always that one's) and its available balance, and the 6-digit pay password, or the way to set one.
 * A wallet that is short says so: by default with 充值 of the difference through the recharge dialog and the cashier,
 * which leads back to this page to pay; or, with `shortfall="wallet"`, with a link to the wallet. A refusal of the
 * password, a lock or a refused field is answered under the boxes; too little balance there too, after which the
 * balance is read again; anything else goes to `onRefused` first. Each attempt has its own requestId (kept while its
 * outcome is unknown), so a retry after a lost answer never pays twice. Paid, the wallet's reads are refreshed and
 * `onPaid` has the answer: the page shows its own outcome, usually with `WalletPaid`.
 */
import { Button } from '@fluentui/react-components';
import { Fragment, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { WALLET_ERRORS } from '../../../../../shared/errors/wallet.js';
import { formatFen } from '../../../../../shared/money.js';
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { TextLink } from '../../../components/text-link.js';
import { payPasswordSettingPath } from '../../../config/paths.js';
import { isNotOperator, useReloadWallet, useWalletInfo } from '../api/wallet-info.js';
import { usePayPassword, type OnPayRefused, type PayCall } from '../model/pay-password.js';
import { payerWalletLabel, shortfall as lackingOf } from '../model/payer.js';
import { useRequestId } from '../model/request-id.js';
import { walletHomePath } from '../model/wallet-paths.js';
import { tw } from '../texts.js';
import { PayPasswordEntry } from './pay-password-entry.js';
import { RechargeDialog } from './recharge-dialog.js';
import { useWalletPayStyles as useStyles } from './wallet-pay-styles.js';

/** One line of what is paid: its name and its value (text or a component, e.g. the other party's name). */
export interface PayLine {
  term: string;
  value: ReactNode;
  /** The value's test id, for the e2e tests that read it. */
  testId?: string;
}

export interface WalletPayProps<T> {
  /** Names the parts' ids and test ids: `<name>-amount`, `<name>-available`, `<name>-short`, `<name>-recharge`, `<name>-password`. */
  name: string;
  /** The session that pays: its wallet, whether it has a pay password. */
  payer: UserInfo;
  /** What is paid, line by line (project, party, what the amount covers …). */
  lines: readonly PayLine[];
  /** The amount due, in fen. */
  amount: number;
  /** The amount's name (洽谈费, 应付托管金额 …) and the rule shown under it. */
  amountLabel: string;
  rule: string;
  /** Shown instead of the form to someone who may not pay from the session's wallet (staff who are not its operator). */
  notOperator: string;
  /** What this attempt is (its object and amount): the same string keeps the requestId while an outcome is unknown. */
  attempt: string;
  /** The pay call: the pay password and the attempt's requestId in, what the payment made out. Its handled codes include WALLET_PAY_REFUSALS. */
  pay: PayCall<T>;
  onPaid: (result: T) => void;
  /** A refusal of the page's own (its data changed meanwhile …): true when answered, else its message shows under the boxes. */
  onRefused?: OnPayRefused;
  /** How a short wallet is made up: recharge the difference and come back (default), or go to the wallet. */
  shortfall?: 'recharge' | 'wallet';
}

export const WalletPay = <T,>({ name, payer, lines, amount, amountLabel, rule, notOperator, attempt, pay, onPaid, onRefused, shortfall = 'recharge' }: WalletPayProps<T>) => {
  const styles = useStyles();
  const { pathname, search } = useLocation();
  const wallet = useWalletInfo();
  const reloadWallet = useReloadWallet();
  const entry = usePayPassword(useRequestId());
  const [refusedShort, setRefusedShort] = useState(false);
  const [recharging, setRecharging] = useState(false);

  if (isNotOperator(wallet.error)) return <EmptyState title={notOperator} />;
  const available = wallet.data?.available;
  const lacking = lackingOf(available, amount);

  const refused: OnPayRefused = async (refusal) => {
    if (refusal.code === WALLET_ERRORS.INSUFFICIENT_BALANCE.code) {
      setRefusedShort(true);
      void reloadWallet();
      return false;
    }
    return (await onRefused?.(refusal)) ?? false;
  };
  const submit = () =>
    entry.submit(
      attempt,
      pay,
      (result) => {
        void reloadWallet();
        onPaid(result);
      },
      refused,
    );

  return (
    <>
      {/* Outside the form: a dialog's submit would otherwise bubble to it through the React tree. */}
      {recharging && <RechargeDialog initialFen={lacking} returnTo={`${pathname}${search}`} onClose={() => setRecharging(false)} />}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <dl className={styles.facts}>
          {lines.map((line) => (
            <Fragment key={line.term}>
              <dt className={styles.term}>{line.term}</dt>
              <dd className={styles.value} {...(line.testId ? { 'data-testid': line.testId } : {})}>
                {line.value}
              </dd>
            </Fragment>
          ))}
        </dl>
        <div className={styles.amountBlock}>
          <span className={styles.amountLabel}>{amountLabel}</span>
          <p className={styles.amount} data-testid={`${name}-amount`}>
            {formatFen(amount)}
          </p>
          <p className={styles.rule}>{rule}</p>
        </div>
        <div className={styles.wallet}>
          <span className={styles.walletName}>
            <span className={styles.term}>{tw('pay.wallet')}</span>
            <strong>{payerWalletLabel(payer)}</strong>
          </span>
          <span className={styles.walletName}>
            <span className={styles.term}>{tw('pay.available')}</span>
            <span className={styles.walletBalance} data-testid={`${name}-available`}>
              {available === undefined ? '—' : formatFen(available)}
            </span>
          </span>
        </div>
        {shortfall === 'wallet'
          ? (refusedShort || lacking > 0) && (
              <p className={styles.shortLine} role="alert" data-testid={`${name}-short`}>
                {tw('pay.short')} <TextLink to={walletHomePath(payer)}>{tw('pay.toWallet')}</TextLink>
              </p>
            )
          : lacking > 0 && (
              <div className={styles.short} role="alert" data-testid={`${name}-short`}>
                <p className={styles.shortText}>
                  <span>{tw('pay.shortBy', { amount: formatFen(lacking) })}</span>
                  <span className={styles.shortNote}>{tw('pay.rechargeNote')}</span>
                </p>
                <Button appearance="primary" onClick={() => setRecharging(true)} data-testid={`${name}-recharge`}>
                  {tw('pay.recharge', { amount: formatFen(lacking) })}
                </Button>
              </div>
            )}
        {!payer.hasPayPassword ? (
          <div className={styles.password}>
            <p className={styles.noPassword}>{tw('pay.noPassword')}</p>
            <LinkButton appearance="primary" to={payPasswordSettingPath}>
              {tw('wallet.setPayPassword')}
            </LinkButton>
          </div>
        ) : (
          <div className={styles.password}>
            <label className={styles.passwordLabel} htmlFor={`${name}-password`}>
              {tw('payPassword.label')}
            </label>
            <PayPasswordEntry entry={entry} name={name} labelled />
            <Button className={styles.pay} appearance="primary" type="submit" disabled={!entry.ready}>
              {entry.sending ? tw('pay.paying') : `${tw('pay.submit')} ${formatFen(amount)}`}
            </Button>
          </div>
        )}
      </form>
    </>
  );
};

/** What a paying page shows once paid: a tick, what happened, and where to go next. */
export const WalletPaid = ({ testId, title, text, actions }: { testId: string; title: string; text: string; actions: ReactNode }) => {
  const styles = useStyles();
  return (
    <div className={styles.done} role="status" data-testid={testId}>
      <span className={styles.doneIcon} aria-hidden="true">
        ✓
      </span>
      <h2 className={styles.doneTitle}>{title}</h2>
      <p className={styles.doneText}>{text}</p>
      <div className={styles.doneActions}>{actions}</div>
    </div>
  );
};
