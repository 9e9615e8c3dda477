/**
 * 支付洽谈费 (/negotiate-fee/personal and /negotiate-fee/company, `?id=<negotiationId>`): party A pays the negotiation
 * fee once, when the negotiation becomes agreed — confirming party B's version (`project.confirm`) or after party B
 * confirmed party A's (`project.payFee`), whichever of the two the negotiation's `actions` offer. The page of the
 * session's account type is used (a person's wallet; a team's or a company's), showing the project, the version's
 * total, the fee (negotiationFeeOf, as the server computed it), the wallet's available balance and the 6-digit pay
 * password. One requestId serves the whole visit, so a retry after a lost answer never pays twice. Too little
 * balance (105007) leads to the wallet to recharge; a version that moved on (100002) reloads the figures.
 */
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { CORE_ERRORS } from '../../../../../shared/errors/core.js';
import { WALLET_ERRORS } from '../../../../../shared/errors/wallet.js';
import { NEGOTIATION_FEE } from '../../../../../shared/limits.js';
import { formatFen } from '../../../../../shared/money.js';
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import type { NegotiationDetail } from '../../../../../shared/schemas/project.js';
import { isHttpError } from '../../../api/http-error.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { NARROW_MEDIA, usePageStyles, usePanelStyles } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { negotiateDetailsPath, paths, payPasswordSettingPath } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { toast } from '../../../lib/notify.js';
import { useUserInfo } from '../../account/public.js';
import { isNotOperator, PayPasswordBoxes, useReloadWallet, useRequestId, useWalletInfo, walletHomePath } from '../../wallet/public.js';
import { payNegotiationFee, STALE_CODE, useNegotiation } from '../api/negotiations.js';
import { useProjectRadio } from '../hooks/use-project-radio.js';
import { useRefreshCenter } from '../hooks/use-refresh-center.js';
import { feePagePath } from '../model/fee-path.js';
import { tp } from '../texts.js';
import { PartyName } from './party-name.js';
import { useCenterStyles } from './styles.js';

/** The refusals this page answers in its own place. */
const FEE_REFUSALS: readonly number[] = [
  400,
  CORE_ERRORS.STALE_DATA.code,
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
  feeBlock: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS, margin: `${tokens.spacingVerticalXL} 0` },
  feeLabel: { color: tokens.colorNeutralForeground3 },
  feeAmount: { margin: 0, lineHeight: '44px', fontSize: '36px', fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
  rule: { margin: 0, maxWidth: '520px', textAlign: 'center', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
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
  short: { margin: `${tokens.spacingVerticalS} 0 0`, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
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

const feeRule = (): string =>
  tp('pc.fee.rule', { percent: NEGOTIATION_FEE.basisPoints / 100, min: formatFen(NEGOTIATION_FEE.min), max: formatFen(NEGOTIATION_FEE.max) });

const Agreed = ({ detail, wallet }: { detail: NegotiationDetail; wallet: string }) => {
  const styles = useStyles();
  return (
    <div className={styles.done} role="status" data-testid="fee-done">
      <span className={styles.doneIcon} aria-hidden="true">
        ✓
      </span>
      <h2 className={styles.doneTitle}>{tp('pc.fee.done')}</h2>
      <p className={styles.doneText}>
        {tp('pc.fee.doneText', { wallet, fee: formatFen(detail.fee.amount), partyB: detail.partyB.name, total: formatFen(detail.total) })}
      </p>
      <div className={styles.doneActions}>
        <LinkButton appearance="primary" to={negotiateDetailsPath(detail.id)}>
          {tp('pc.fee.toNegotiation')}
        </LinkButton>
        <LinkButton appearance="secondary" to={paths.negotiateProject}>
          {tp('pc.fee.toCenter')}
        </LinkButton>
      </div>
    </div>
  );
};

const FeeForm = ({ detail, info, reload }: { detail: NegotiationDetail; info: UserInfo; reload: () => Promise<unknown> }) => {
  const styles = useStyles();
  const wallet = useWalletInfo();
  const reloadWallet = useReloadWallet();
  const refresh = useRefreshCenter();
  const requestIds = useRequestId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [short, setShort] = useState(false);
  const [locked, setLocked] = useState(false);
  const [sending, setSending] = useState(false);
  const [agreed, setAgreed] = useState<NegotiationDetail>();
  const how = detail.actions.find((a) => a.name === 'confirmByA' || a.name === 'payFee')?.name as 'confirmByA' | 'payFee' | undefined;
  const label = walletLabel(info);

  if (agreed || (detail.state === 'AGREED' && detail.fee.paid)) return <Agreed detail={agreed ?? detail} wallet={label} />;
  if (!how) {
    return (
      <EmptyState
        title={tp('pc.fee.notPayable')}
        text={tp('pc.fee.notPayableText', { state: detail.stateLabel })}
        actions={
          <LinkButton appearance="secondary" to={negotiateDetailsPath(detail.id)}>
            {tp('pc.fee.back')}
          </LinkButton>
        }
      />
    );
  }
  if (isNotOperator(wallet.error)) return <EmptyState title={tp('pc.fee.notOperator')} />;
  const available = wallet.data?.available;
  const tooLittle = short || (available !== undefined && available < detail.fee.amount);

  const pay = async () => {
    if (sending || locked) return;
    if (password.length !== 6) return setError(tp('pc.fee.passwordHint'));
    setSending(true);
    try {
      const answer = await payNegotiationFee(how, { id: detail.id, version: detail.version, payPassword: password, requestId: requestIds.forAttempt(`fee:${detail.id}`) }, FEE_REFUSALS);
      setAgreed(answer);
      void reloadWallet();
      void refresh();
    } catch (failure) {
      if (!isHttpError(failure) || failure.kind !== 'business') return;
      setPassword('');
      if (failure.code === WALLET_ERRORS.PAY_PASSWORD_WRONG.code) setError(failure.msg);
      else if (failure.code === WALLET_ERRORS.PAY_LOCKED.code) {
        setError(failure.msg);
        setLocked(true);
      } else if (failure.code === WALLET_ERRORS.INSUFFICIENT_BALANCE.code) {
        setShort(true);
        setError(failure.msg);
        void reloadWallet();
      } else if (failure.code === STALE_CODE) {
        toast({ intent: 'warning', text: tp('pc.nego.stale') });
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
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <dl className={styles.facts}>
        <dt className={styles.term}>{tp('pc.fee.project')}</dt>
        <dd className={styles.value}>{detail.project.name}</dd>
        <dt className={styles.term}>{tp('pc.fee.partyB')}</dt>
        <dd className={styles.value}>
          <PartyName party={detail.partyB} />
        </dd>
        <dt className={styles.term}>{tp('pc.fee.version')}</dt>
        <dd className={styles.value}>{tp('pc.negotiation.version', { version: detail.version })}</dd>
        <dt className={styles.term}>{tp('pc.fee.total')}</dt>
        <dd className={styles.value} data-testid="fee-total">
          {formatFen(detail.total)}
        </dd>
      </dl>
      <div className={styles.feeBlock}>
        <span className={styles.feeLabel}>{tp('pc.fee.amount')}</span>
        <p className={styles.feeAmount} data-testid="fee-amount">
          {formatFen(detail.fee.amount)}
        </p>
        <p className={styles.rule}>{feeRule()}</p>
      </div>
      <div className={styles.wallet}>
        <span className={styles.walletName}>
          <span className={styles.term}>{tp('pc.fee.wallet')}</span>
          <strong>{label}</strong>
        </span>
        <span className={styles.walletName}>
          <span className={styles.term}>{tp('pc.fee.available')}</span>
          <span className={styles.walletBalance} data-testid="fee-available">
            {available === undefined ? '—' : formatFen(available)}
          </span>
        </span>
      </div>
      {tooLittle && (
        <p className={styles.short} role="alert">
          {tp('pc.fee.short')} <TextLink to={walletHomePath(info)}>{tp('pc.fee.recharge')}</TextLink>
        </p>
      )}
      {!info.hasPayPassword ? (
        <div className={styles.password}>
          <p className={styles.error}>{tp('pc.fee.noPassword')}</p>
          <LinkButton appearance="primary" to={payPasswordSettingPath}>
            {tp('pc.fee.setPassword')}
          </LinkButton>
        </div>
      ) : (
        <div className={styles.password}>
          <label className={styles.passwordLabel} htmlFor="fee-password">
            {tp('pc.fee.password')}
          </label>
          <PayPasswordBoxes
            id="fee-password"
            label={tp('pc.fee.password')}
            value={password}
            invalid={Boolean(error)}
            disabled={locked}
            describedBy={error ? 'fee-password-error' : undefined}
            onChange={(value) => {
              setPassword(value);
              if (!locked) setError(undefined);
            }}
          />
          {error && (
            <p id="fee-password-error" className={styles.error} role="alert">
              {error}
            </p>
          )}
          <TextLink to={payPasswordSettingPath} className={styles.small}>
            {tp('pc.fee.forgot')}
          </TextLink>
          <Button className={styles.pay} appearance="primary" type="submit" disabled={sending || locked || password.length !== 6}>
            {sending ? tp('pc.fee.paying') : `${tp('pc.fee.pay')} ${formatFen(detail.fee.amount)}`}
          </Button>
        </div>
      )}
    </form>
  );
};

export const NegotiationFeePage = ({ kind, id }: { kind: 'personal' | 'company'; id: string | null }) => {
  const page = usePageStyles();
  const panel = usePanelStyles();
  const styles = useStyles();
  const center = useCenterStyles();
  useProjectRadio();
  const { data: info } = useUserInfo();
  const { data, error, mutate } = useNegotiation(id);
  // The page of the session's account type: a person pays from its own wallet, a team or a company from theirs.
  if (info) {
    const right = feePagePath(info.userType);
    const here = kind === 'personal' ? paths.negotiateFeePersonal : paths.negotiateFeeCompany;
    if (right !== here) return <Navigate to={`${right}${id ? `?id=${encodeURIComponent(id)}` : ''}`} replace />;
  }
  const title = tp('pc.fee.title');
  return (
    <div className={page.page}>
      <div className={styles.wrap}>
        <title>{`${title} - ${t('app.name')}`}</title>
        {id && (
          <TextLink to={negotiateDetailsPath(id)} className={styles.back}>
            ‹ {tp('pc.fee.back')}
          </TextLink>
        )}
        <section className={panel.panel} aria-labelledby="fee-title">
          <h1 id="fee-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.subtitle}>{kind === 'personal' ? tp('pc.fee.personal') : tp('pc.fee.company')}</p>
          {!id || (error && !data) ? (
            <EmptyState title={tp('pc.nego.notFound')} />
          ) : !data || !info ? (
            <div className={center.waiting}>
              <Spinner size="small" label={tp('pc.loading')} />
            </div>
          ) : (
            <FeeForm detail={data} info={info} reload={() => mutate()} />
          )}
        </section>
      </div>
    </div>
  );
};
