/**
 * 支付托管费 (/trusteeship-fee/personal and /trusteeship-fee/company, `?projectId=`): party A pays the escrow its
 * cooperation waits for (`escrowDue`: the running phase's, or every phase's under 一次性托管) from the wallet of the
 * session's account type, with the 6-digit pay password (`project.coop.payEscrow`). The page is built as the negotiation
 * fee's (fee-page.tsx): the project, party B, what the payment covers, the amount, the wallet's available balance.
 * A wallet that is short offers 充值 of the difference through the wallet's recharge and the cashier, which leads back
 * here to pay. One requestId serves an attempt, so a retry after a lost answer never pays twice; an amount that
 * changed meanwhile (102068) reloads the figures.
 */
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CORE_ERRORS } from '../../../../../shared/errors/core.js';
import { PROJECT_ERRORS } from '../../../../../shared/errors/project.js';
import { WALLET_ERRORS } from '../../../../../shared/errors/wallet.js';
import { PHASE_SERVICE_FEE } from '../../../../../shared/limits.js';
import { formatFen } from '../../../../../shared/money.js';
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import type { CooperationDetail } from '../../../../../shared/schemas/cooperation.js';
import { isHttpError } from '../../../api/http-error.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { NARROW_MEDIA, usePageStyles, usePanelStyles } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { cooperatePath, paths, payPasswordSettingPath } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { toast } from '../../../lib/notify.js';
import { useUserInfo } from '../../account/public.js';
import { isNotOperator, PayPasswordBoxes, RechargeDialog, useReloadWallet, useRequestId, useWalletInfo } from '../../wallet/public.js';
import { payEscrow, useCooperation } from '../api/cooperation.js';
import { tco } from '../cooperation-texts.js';
import { useProjectRadio } from '../hooks/use-project-radio.js';
import { useRefreshCenter } from '../hooks/use-refresh-center.js';
import { escrowCovers, shortfall, trusteeshipPagePath } from '../model/cooperation.js';
import { tp } from '../texts.js';
import { PartyName } from './party-name.js';
import { useCenterStyles } from './styles.js';

/** The refusals this page answers in its own place. */
const ESCROW_REFUSALS: readonly number[] = [
  400,
  CORE_ERRORS.STALE_DATA.code,
  PROJECT_ERRORS.ESCROW_AMOUNT_CHANGED.code,
  WALLET_ERRORS.PAY_PASSWORD_NOT_SET.code,
  WALLET_ERRORS.PAY_PASSWORD_WRONG.code,
  WALLET_ERRORS.PAY_LOCKED.code,
  WALLET_ERRORS.INSUFFICIENT_BALANCE.code,
  WALLET_ERRORS.NOT_WALLET_OPERATOR.code,
];

const useStyles = makeStyles({
  wrap: { maxWidth: '760px', marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  back: { fontSize: tokens.fontSizeBase200 },
  title: { margin: `0 0 ${tokens.spacingVerticalXS}`, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  subtitle: { margin: `0 0 ${tokens.spacingVerticalL}`, color: tokens.colorNeutralForeground3 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    margin: 0,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, textAlign: 'right', overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  amountBlock: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS, margin: `${tokens.spacingVerticalXL} 0` },
  amountLabel: { color: tokens.colorNeutralForeground3 },
  amount: { margin: 0, lineHeight: '44px', fontSize: '36px', fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', textAlign: 'center' },
  rule: { margin: 0, maxWidth: '560px', textAlign: 'center', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, lineHeight: tokens.lineHeightBase200 },
  wallet: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  walletName: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  walletBalance: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  short: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
  shortText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, color: tokens.colorPaletteRedForeground1 },
  shortNote: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  password: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalXL },
  passwordLabel: { fontWeight: tokens.fontWeightSemibold },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, textAlign: 'center' },
  pay: { minWidth: '240px', height: '44px', fontSize: tokens.fontSizeBase400, [NARROW_MEDIA]: { alignSelf: 'stretch' } },
  small: { fontSize: tokens.fontSizeBase200 },
  done: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalXL} 0`, textAlign: 'center' },
  doneIcon: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '72px',
    height: '72px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteGreenBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: '40px',
  },
  doneTitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  doneText: { margin: 0, color: tokens.colorNeutralForeground2, maxWidth: '520px' },
  doneActions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalM },
});

const walletLabel = (info: UserInfo): string =>
  info.userType === 'PERSONAGE'
    ? tp('pc.fee.walletPersonal')
    : info.userType === 'TEAM'
      ? tp('pc.fee.walletTeam', { name: info.teamName })
      : tp('pc.fee.walletCompany', { name: info.companyName });

const Paid = ({ projectId, amount, wallet }: { projectId: string; amount: number; wallet: string }) => {
  const styles = useStyles();
  return (
    <div className={styles.done} role="status" data-testid="escrow-done">
      <span className={styles.doneIcon} aria-hidden="true">
        ✓
      </span>
      <h2 className={styles.doneTitle}>{tco('co.fee.done')}</h2>
      <p className={styles.doneText}>{tco('co.fee.doneText', { wallet, amount: formatFen(amount) })}</p>
      <div className={styles.doneActions}>
        <LinkButton appearance="primary" to={cooperatePath(projectId)}>
          {tco('co.fee.toCooperation')}
        </LinkButton>
        <LinkButton appearance="secondary" to={paths.ongoingProject}>
          {tco('co.fee.toCenter')}
        </LinkButton>
      </div>
    </div>
  );
};

const EscrowForm = ({ detail, info, reload }: { detail: CooperationDetail; info: UserInfo; reload: () => Promise<unknown> }) => {
  const styles = useStyles();
  const { pathname, search } = useLocation();
  const wallet = useWalletInfo();
  const reloadWallet = useReloadWallet();
  const refresh = useRefreshCenter();
  const requestIds = useRequestId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [locked, setLocked] = useState(false);
  const [sending, setSending] = useState(false);
  const [recharging, setRecharging] = useState(false);
  const [paid, setPaid] = useState<number>();
  const label = walletLabel(info);
  const due = detail.escrowDue;

  if (paid !== undefined) return <Paid projectId={detail.projectId} amount={paid} wallet={label} />;
  if (due <= 0 || !detail.actions.some((action) => action.name === 'fund')) {
    return (
      <EmptyState
        title={tco('co.fee.notPayable')}
        {...(detail.nextStep ? { text: tco('co.fee.notPayableText', { step: detail.nextStep }) } : {})}
        actions={
          <LinkButton appearance="secondary" to={cooperatePath(detail.projectId)}>
            {tco('co.fee.back')}
          </LinkButton>
        }
      />
    );
  }
  if (isNotOperator(wallet.error)) return <EmptyState title={tco('co.fee.notOperator')} />;
  const available = wallet.data?.available;
  const lacking = shortfall(available, due);
  const covers = escrowCovers(detail);

  const pay = async () => {
    if (sending || locked) return;
    if (password.length !== 6) return setError(tco('co.fee.passwordHint'));
    setSending(true);
    try {
      await payEscrow({ projectId: detail.projectId, amount: due, payPassword: password, requestId: requestIds.forAttempt(`escrow:${detail.projectId}:${due}`) }, ESCROW_REFUSALS);
      requestIds.settle();
      setPaid(due);
      void reloadWallet();
      void refresh();
    } catch (failure) {
      requestIds.settle(failure);
      if (!isHttpError(failure) || failure.kind !== 'business') return;
      setPassword('');
      if (failure.code === WALLET_ERRORS.PAY_LOCKED.code) {
        setError(failure.msg);
        setLocked(true);
      } else if (failure.code === WALLET_ERRORS.INSUFFICIENT_BALANCE.code) {
        setError(failure.msg);
        void reloadWallet();
      } else if (failure.code === PROJECT_ERRORS.ESCROW_AMOUNT_CHANGED.code || failure.code === CORE_ERRORS.STALE_DATA.code) {
        toast({ intent: 'warning', text: tco('co.fee.changed') });
        await reload();
      } else if (failure.code === 400) {
        const issues = (failure.data as { issues?: { message: string }[] } | undefined)?.issues;
        setError(issues?.[0]?.message ?? failure.msg);
      } else setError(failure.msg);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {/* Outside the form: a dialog's submit would otherwise bubble to it through the React tree. */}
      {recharging && <RechargeDialog initialFen={lacking} returnTo={`${pathname}${search}`} onClose={() => setRecharging(false)} />}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
      >
        <dl className={styles.facts}>
          <dt className={styles.term}>{tco('co.fee.project')}</dt>
          <dd className={styles.value}>{detail.name}</dd>
          <dt className={styles.term}>{tco('co.fee.partyB')}</dt>
          <dd className={styles.value}>
            <PartyName party={detail.partyB} />
          </dd>
          <dt className={styles.term}>{tco('co.fee.plan')}</dt>
          <dd className={styles.value}>{detail.escrowPlanLabel}</dd>
          <dt className={styles.term}>{tco('co.fee.covers')}</dt>
          <dd className={styles.value} data-testid="escrow-covers">
            {detail.escrowPlan === 'ALL_AT_ONCE' && covers.length > 1
              ? tco('co.fee.coversAll', { count: covers.length })
              : covers.map((phase) => tco('co.fee.coversPhase', { index: phase.index, name: phase.name })).join('、')}
          </dd>
          <dt className={styles.term}>{tco('co.fee.total')}</dt>
          <dd className={styles.value}>{formatFen(detail.money.total)}</dd>
        </dl>
        <div className={styles.amountBlock}>
          <span className={styles.amountLabel}>{tco('co.fee.amount')}</span>
          <p className={styles.amount} data-testid="escrow-amount">
            {formatFen(due)}
          </p>
          <p className={styles.rule}>{tco('co.fee.rule', { percent: PHASE_SERVICE_FEE.basisPoints / 100 })}</p>
        </div>
        <div className={styles.wallet}>
          <span className={styles.walletName}>
            <span className={styles.term}>{tco('co.fee.wallet')}</span>
            <strong>{label}</strong>
          </span>
          <span className={styles.walletName}>
            <span className={styles.term}>{tco('co.fee.available')}</span>
            <span className={styles.walletBalance} data-testid="escrow-available">
              {available === undefined ? '—' : formatFen(available)}
            </span>
          </span>
        </div>
        {lacking > 0 && (
          <div className={styles.short} role="alert" data-testid="escrow-short">
            <p className={styles.shortText}>
              <span>{tco('co.fee.short', { amount: formatFen(lacking) })}</span>
              <span className={styles.shortNote}>{tco('co.fee.rechargeNote')}</span>
            </p>
            <Button appearance="primary" onClick={() => setRecharging(true)} data-testid="escrow-recharge">
              {tco('co.fee.recharge', { amount: formatFen(lacking) })}
            </Button>
          </div>
        )}
        {!info.hasPayPassword ? (
          <div className={styles.password}>
            <p className={styles.error}>{tco('co.fee.noPassword')}</p>
            <LinkButton appearance="primary" to={payPasswordSettingPath}>
              {tco('co.fee.setPassword')}
            </LinkButton>
          </div>
        ) : (
          <div className={styles.password}>
            <label className={styles.passwordLabel} htmlFor="escrow-password">
              {tco('co.fee.password')}
            </label>
            <PayPasswordBoxes
              id="escrow-password"
              label={tco('co.fee.password')}
              value={password}
              invalid={Boolean(error)}
              disabled={locked}
              describedBy={error ? 'escrow-password-error' : undefined}
              onChange={(value) => {
                setPassword(value);
                if (!locked) setError(undefined);
              }}
            />
            {error && (
              <p id="escrow-password-error" className={styles.error} role="alert">
                {error}
              </p>
            )}
            <TextLink to={payPasswordSettingPath} className={styles.small}>
              {tco('co.fee.forgot')}
            </TextLink>
            <Button className={styles.pay} appearance="primary" type="submit" disabled={sending || locked || password.length !== 6}>
              {sending ? tco('co.fee.paying') : `${tco('co.fee.pay')} ${formatFen(due)}`}
            </Button>
          </div>
        )}
      </form>
    </>
  );
};

export const TrusteeshipFeePage = ({ kind, projectId }: { kind: 'personal' | 'company'; projectId: string | null }) => {
  const page = usePageStyles();
  const panel = usePanelStyles();
  const styles = useStyles();
  const center = useCenterStyles();
  useProjectRadio();
  const { data: info } = useUserInfo();
  const { data, error, mutate } = useCooperation(projectId);
  // The page of the session's account type: a person pays from its own wallet, a team or a company from theirs.
  if (info) {
    const right = trusteeshipPagePath(info.userType);
    const here = kind === 'personal' ? paths.trusteeshipFeePersonal : paths.trusteeshipFeeCompany;
    if (right !== here) return <Navigate to={`${right}${projectId ? `?projectId=${encodeURIComponent(projectId)}` : ''}`} replace />;
  }
  const title = tco('co.fee.title');
  return (
    <div className={page.page}>
      <div className={styles.wrap}>
        <title>{`${title} - ${t('app.name')}`}</title>
        {projectId && (
          <TextLink to={cooperatePath(projectId)} className={styles.back}>
            ‹ {tco('co.fee.back')}
          </TextLink>
        )}
        <section className={panel.panel} aria-labelledby="escrow-title">
          <h1 id="escrow-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.subtitle}>{kind === 'personal' ? tco('co.fee.personal') : tco('co.fee.company')}</p>
          {!projectId || (error && !data) ? (
            <EmptyState title={tco('co.notFound')} />
          ) : !data || !info ? (
            <div className={center.waiting}>
              <Spinner size="small" label={tp('pc.loading')} />
            </div>
          ) : (
            <EscrowForm detail={data} info={info} reload={() => mutate()} />
          )}
        </section>
      </div>
    </div>
  );
};
