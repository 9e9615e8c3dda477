/**
 * 提现 (spec §2.1 /withdraw/withdraw): choose where the money goes, the amount in yuan (at least ¥1.00, at most
 * the available balance; 全部提现 fills it in), then the 6-digit pay password in a dialog. Each attempt carries its
 * own requestId; sent again after a network failure it keeps it, so nothing is frozen twice. The answer freezes the
 * amount until it is paid out: the page then shows the frozen amount and the expected arrival dates. Refusals are
 * answered where they belong: a wrong pay password (the tries left) or a lock in the dialog, too little balance
 * under the amount, identity documents needed (大额提现) in the upload dialog.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Link, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { WALLET_ERRORS } from '../../../../../shared/errors/wallet.js';
import { formatFen } from '../../../../../shared/money.js';
import { WITHDRAW_RULES, type WalletInfo, type WithdrawMethod, type WithdrawStarted } from '../../../../../shared/schemas/wallet.js';
import { isHttpError } from '../../../api/http-error.js';
import { FormError } from '../../../components/form-error.js';
import { LinkButton } from '../../../components/link-button.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { paths, payPasswordSettingPath } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { modal, toast } from '../../../lib/notify.js';
import { useUserInfo } from '../../account/public.js';
import { useMethods } from '../api/methods.js';
import { useReloadWallet } from '../api/wallet-info.js';
import { withdraw } from '../api/withdraw.js';
import { formatDay } from '../model/money-view.js';
import { useRequestId } from '../model/request-id.js';
import { walletHomePath } from '../model/wallet-paths.js';
import { tw } from '../texts.js';
import { AmountInput, fenToTyped, readYuan } from './amount-input.js';
import { methodLabel } from './method-list.js';
import { PayPasswordBoxes } from './pay-password-boxes.js';
import { MethodMark, WalletIcon } from './wallet-icons.js';
import { useWalletPageStyles } from './wallet-styles.js';
import { ChoiceCard } from '../../../components/choice-card.js';

const IdentityDialog = lazy(() => import('./identity-dialog.js').then((m) => ({ default: m.IdentityDialog })));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '640px' },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalS, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  fieldset: { margin: 0, padding: 0, border: 'none', minWidth: 0 },
  methods: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  methodName: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  methodSub: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  methodLinks: { display: 'flex', gap: tokens.spacingHorizontalL, marginTop: tokens.spacingVerticalS, fontSize: tokens.fontSizeBase200 },
  noMethod: { margin: 0, padding: tokens.spacingHorizontalL, borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground2, color: tokens.colorNeutralForeground2 },
  availableRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 320px',
    gap: '40px',
    alignItems: 'start',
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalXL },
  },
  aside: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL, borderRadius: tokens.borderRadiusXLarge, backgroundColor: tokens.colorNeutralBackground2 },
  summary: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, paddingBottom: tokens.spacingVerticalM, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  summaryLabel: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  summaryValue: { fontSize: '28px', fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  notesTitle: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  tips: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  tip: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'start', gap: tokens.spacingHorizontalS },
  inlineLink: { marginLeft: tokens.spacingHorizontalXS, fontSize: tokens.fontSizeBase200 },
  submit: { alignSelf: 'flex-start', minWidth: '200px', height: '44px', fontSize: tokens.fontSizeBase400, [NARROW_MEDIA]: { alignSelf: 'stretch' } },
  sheet: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, textAlign: 'center' },
  sheetAmount: { margin: 0, fontSize: '32px', fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
  sheetTo: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  forgot: { fontSize: tokens.fontSizeBase200 },
  passwordError: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  done: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalXL} 0`, textAlign: 'center' },
  doneIcon: { display: 'flex', alignItems: 'center', justifyContent: 'center', width: '72px', height: '72px', borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorPaletteGreenBackground3, color: tokens.colorNeutralForegroundOnBrand },
  doneTitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  doneAmount: { margin: 0, fontSize: '36px', fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
  doneText: { margin: 0, color: tokens.colorNeutralForeground3 },
  doneFacts: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`, width: '100%', maxWidth: '440px', margin: `${tokens.spacingVerticalS} 0`, padding: tokens.spacingHorizontalL, borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground2, textAlign: 'left', boxSizing: 'border-box' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, textAlign: 'right', overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold },
  doneActions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalM },
});

interface Asking {
  fen: number;
  method: WithdrawMethod;
}

interface Done extends Asking {
  started: WithdrawStarted;
}

/** What one click of 确认提现 does with the pay password: the call and every answer to it. */
const PasswordDialog = ({
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

const DoneView = ({ done, onAgain }: { done: Done; onAgain: () => void }) => {
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
          requestIdFor={requestIds.forAttempt}
          settle={requestIds.settle}
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
