/**
 * /cashier/:payId, the sandbox payment provider's cashier (收银台): a page only where payments go through the
 * sandbox (the local stage and the test stages, shared/runtime-config.ts `isSandboxStage`); elsewhere the real provider's cashier is
 * used and this address does not exist. `?back=` names the in-app page that asked for the payment (a recharge for
 * the trusteeship fee), offered once it is paid.
 */
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Cashier } from '../../features/wallet/components/cashier.js';
import { RETURN_KEY, returnPath } from '../../features/wallet/model/wallet-paths.js';
import { paths } from '../../config/paths.js';
import { siteConfig } from '../../lib/site-config.js';
import { isSandboxStage } from '../../../../shared/runtime-config.js';

export const Component = () => {
  const { payId } = useParams();
  const [params] = useSearchParams();
  const stage = siteConfig()?.stage;
  if (!stage || !isSandboxStage(stage) || !payId) return <Navigate to={paths.notFound} replace />;
  return <Cashier payId={payId} back={returnPath(params.get(RETURN_KEY))} />;
};
