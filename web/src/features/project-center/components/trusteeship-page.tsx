/**
 * 支付托管费 (/trusteeship-fee/personal and /trusteeship-fee/company, `?projectId=`): party A pays the escrow its
 * cooperation waits for (`escrowDue`: the running phase's, or every phase's under 一次性托管) from the wallet of the
 * session's account type, with the 6-digit pay password (`project.coop.payEscrow`). The payment is the wallet's
 * WalletPay, as on the negotiation fee's page (fee-page.tsx): the project, party B, what the payment covers, the
 * amount, the wallet's available balance. A wallet that is short offers 充值 of the difference through the wallet's
 * recharge and the cashier, which leads back here to pay. An amount that changed meanwhile (102068) reloads the figures.
 */
import { Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { CORE_ERRORS } from '../../../../../shared/errors/core.js';
import { PROJECT_ERRORS } from '../../../../../shared/errors/project.js';
import { PHASE_SERVICE_FEE } from '../../../../../shared/limits.js';
import { formatFen } from '../../../../../shared/money.js';
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import type { CooperationDetail } from '../../../../../shared/schemas/cooperation.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { cooperatePath, paths } from '../../../config/paths.js';
import { toast } from '../../../lib/notify.js';
import { useUserInfo } from '../../account/public.js';
import { payerWalletLabel, WALLET_PAY_REFUSALS, WalletPaid, WalletPay } from '../../wallet/public.js';
import { payEscrow, useCooperation } from '../api/cooperation.js';
import { tco } from '../cooperation-texts.js';
import { useProjectRadio } from '../hooks/use-project-radio.js';
import { useRefreshCenter } from '../hooks/use-refresh-center.js';
import { escrowCovers, trusteeshipPagePath } from '../model/cooperation.js';
import { tp } from '../texts.js';
import { PartyName } from './party-name.js';
import { PayPageFrame } from './pay-page-frame.js';
import { useCenterStyles } from './styles.js';

/** The refusals that mean the escrow due changed meanwhile: the page reloads it. */
const CHANGED: readonly number[] = [CORE_ERRORS.STALE_DATA.code, PROJECT_ERRORS.ESCROW_AMOUNT_CHANGED.code];

/** The refusals this page answers in its own place: the wallet's, and an amount that changed. */
const ESCROW_REFUSALS: readonly number[] = [...WALLET_PAY_REFUSALS, ...CHANGED];

const Paid = ({ projectId, amount, wallet }: { projectId: string; amount: number; wallet: string }) => (
  <WalletPaid
    testId="escrow-done"
    title={tco('co.fee.done')}
    text={tco('co.fee.doneText', { wallet, amount: formatFen(amount) })}
    actions={
      <>
        <LinkButton appearance="primary" to={cooperatePath(projectId)}>
          {tco('co.fee.toCooperation')}
        </LinkButton>
        <LinkButton appearance="secondary" to={paths.ongoingProject}>
          {tco('co.fee.toCenter')}
        </LinkButton>
      </>
    }
  />
);

/** What the escrow due pays for: the whole project at once (一次性托管), or the running phase. */
const coversText = (detail: CooperationDetail): string => {
  const covers = escrowCovers(detail);
  return detail.escrowPlan === 'ALL_AT_ONCE'
    ? tco('co.fee.coversAll', { count: covers.length })
    : covers.map((phase) => tco('co.fee.coversPhase', { index: phase.index, name: phase.name })).join('、');
};

const EscrowForm = ({ detail, info, reload }: { detail: CooperationDetail; info: UserInfo; reload: () => Promise<unknown> }) => {
  const refresh = useRefreshCenter();
  const [paid, setPaid] = useState<number>();
  const due = detail.escrowDue;

  if (paid !== undefined) return <Paid projectId={detail.projectId} amount={paid} wallet={payerWalletLabel(info)} />;
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
  return (
    <WalletPay
      name="escrow"
      payer={info}
      lines={[
        { term: tco('co.fee.project'), value: detail.name },
        { term: tco('co.fee.partyB'), value: <PartyName party={detail.partyB} /> },
        { term: tco('co.fee.plan'), value: detail.escrowPlanLabel },
        { term: tco('co.fee.covers'), value: coversText(detail), testId: 'escrow-covers' },
        { term: tco('co.fee.total'), value: formatFen(detail.money.total) },
      ]}
      amount={due}
      amountLabel={detail.escrowPlan === 'ALL_AT_ONCE' ? tco('co.fee.amountAll') : tco('co.fee.amount')}
      rule={tco('co.fee.rule', { percent: PHASE_SERVICE_FEE.basisPoints / 100 })}
      notOperator={tco('co.fee.notOperator')}
      attempt={`escrow:${detail.projectId}:${due}`}
      pay={(payPassword, requestId) => payEscrow({ projectId: detail.projectId, amount: due, payPassword, requestId }, ESCROW_REFUSALS)}
      onPaid={() => {
        setPaid(due);
        void refresh();
      }}
      onRefused={async (refusal) => {
        if (!CHANGED.includes(refusal.code)) return false;
        toast({ intent: 'warning', text: tco('co.fee.changed') });
        await reload();
        return true;
      }}
    />
  );
};

export const TrusteeshipFeePage = ({ kind, projectId }: { kind: 'personal' | 'company'; projectId: string | null }) => {
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
  return (
    <PayPageFrame
      name="escrow"
      title={tco('co.fee.title')}
      subtitle={kind === 'personal' ? tco('co.fee.personal') : tco('co.fee.company')}
      back={projectId ? { to: cooperatePath(projectId), label: tco('co.fee.back') } : undefined}
    >
      {!projectId || (error && !data) ? (
        <EmptyState title={tco('co.notFound')} />
      ) : !data || !info ? (
        <div className={center.waiting}>
          <Spinner size="small" label={tp('pc.loading')} />
        </div>
      ) : (
        <EscrowForm detail={data} info={info} reload={() => mutate()} />
      )}
    </PayPageFrame>
  );
};
