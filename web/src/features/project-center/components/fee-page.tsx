/**
 * 支付洽谈费 (/negotiate-fee/personal and /negotiate-fee/company, `?id=<negotiationId>`): party A pays the negotiation
 * fee once, when the negotiation becomes agreed — confirming party B's version (`project.confirm`) or after party B
 * confirmed party A's (`project.payFee`), whichever of the two the negotiation's `actions` offer. The page of the
 * session's account type is used (a person's wallet; a team's or a company's). The payment is the wallet's WalletPay:
 * the project, party B, the version and its total, the fee (negotiationFeeOf, as the server computed it), the wallet's
 * available balance and the 6-digit pay password. Too little balance leads to the wallet to recharge; a version that
 * moved on (100002) reloads the figures.
 */
import { Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { NEGOTIATION_FEE } from '../../../../../shared/limits.js';
import { formatFen } from '../../../../../shared/money.js';
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import type { NegotiationDetail } from '../../../../../shared/schemas/project.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { negotiateDetailsPath, paths } from '../../../config/paths.js';
import { toast } from '../../../lib/notify.js';
import { useUserInfo } from '../../account/public.js';
import { payerWalletLabel, WALLET_PAY_REFUSALS, WalletPaid, WalletPay } from '../../wallet/public.js';
import { payNegotiationFee, STALE_CODE, useNegotiation } from '../api/negotiations.js';
import { useProjectRadio } from '../hooks/use-project-radio.js';
import { useRefreshCenter } from '../hooks/use-refresh-center.js';
import { feePagePath } from '../model/fee-path.js';
import { tp } from '../texts.js';
import { PartyName } from './party-name.js';
import { PayPageFrame } from './pay-page-frame.js';
import { useCenterStyles } from './styles.js';

/** The refusals this page answers in its own place: the wallet's, and a version that moved on. */
const FEE_REFUSALS: readonly number[] = [...WALLET_PAY_REFUSALS, STALE_CODE];

const feeRule = (): string =>
  tp('pc.fee.rule', { percent: NEGOTIATION_FEE.basisPoints / 100, min: formatFen(NEGOTIATION_FEE.min), max: formatFen(NEGOTIATION_FEE.max) });

const Agreed = ({ detail, wallet }: { detail: NegotiationDetail; wallet: string }) => (
  <WalletPaid
    testId="fee-done"
    title={tp('pc.fee.done')}
    text={tp('pc.fee.doneText', { wallet, fee: formatFen(detail.fee.amount), partyB: detail.partyB.name, total: formatFen(detail.total) })}
    actions={
      <>
        <LinkButton appearance="primary" to={negotiateDetailsPath(detail.id)}>
          {tp('pc.fee.toNegotiation')}
        </LinkButton>
        <LinkButton appearance="secondary" to={paths.negotiateProject}>
          {tp('pc.fee.toCenter')}
        </LinkButton>
      </>
    }
  />
);

const FeeForm = ({ detail, info, reload }: { detail: NegotiationDetail; info: UserInfo; reload: () => Promise<unknown> }) => {
  const refresh = useRefreshCenter();
  const [agreed, setAgreed] = useState<NegotiationDetail>();
  const how = detail.actions.find((a) => a.name === 'confirmByA' || a.name === 'payFee')?.name as 'confirmByA' | 'payFee' | undefined;

  if (agreed || (detail.state === 'AGREED' && detail.fee.paid)) return <Agreed detail={agreed ?? detail} wallet={payerWalletLabel(info)} />;
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
  return (
    <WalletPay
      name="fee"
      payer={info}
      lines={[
        { term: tp('pc.fee.project'), value: detail.project.name },
        { term: tp('pc.fee.partyB'), value: <PartyName party={detail.partyB} /> },
        { term: tp('pc.fee.version'), value: tp('pc.negotiation.version', { version: detail.version }) },
        { term: tp('pc.fee.total'), value: formatFen(detail.total), testId: 'fee-total' },
      ]}
      amount={detail.fee.amount}
      amountLabel={tp('pc.fee.amount')}
      rule={feeRule()}
      notOperator={tp('pc.fee.notOperator')}
      shortfall="wallet"
      attempt={`fee:${detail.id}`}
      pay={(payPassword, requestId) => payNegotiationFee(how, { id: detail.id, version: detail.version, payPassword, requestId }, FEE_REFUSALS)}
      onPaid={(answer) => {
        setAgreed(answer);
        void refresh();
      }}
      onRefused={async (refusal) => {
        if (refusal.code !== STALE_CODE) return false;
        toast({ intent: 'warning', text: tp('pc.nego.stale') });
        await reload();
        return true;
      }}
    />
  );
};

export const NegotiationFeePage = ({ kind, id }: { kind: 'personal' | 'company'; id: string | null }) => {
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
  return (
    <PayPageFrame
      name="fee"
      title={tp('pc.fee.title')}
      subtitle={kind === 'personal' ? tp('pc.fee.personal') : tp('pc.fee.company')}
      back={id ? { to: negotiateDetailsPath(id), label: tp('pc.fee.back') } : undefined}
    >
      {!id || (error && !data) ? (
        <EmptyState title={tp('pc.nego.notFound')} />
      ) : !data || !info ? (
        <div className={center.waiting}>
          <Spinner size="small" label={tp('pc.loading')} />
        </div>
      ) : (
        <FeeForm detail={data} info={info} reload={() => mutate()} />
      )}
    </PayPageFrame>
  );
};
