/**
 * /cashier/:payId, the sandbox payment provider's cashier (收银台): a page only where payments go through the
 * sandbox (the local stage and every deployed stage but production); elsewhere the real provider's cashier is
 * used and this address does not exist.
 */
import { Navigate, useParams } from 'react-router-dom';
import { Cashier } from '../../features/wallet/components/cashier.js';
import { paths } from '../../config/paths.js';
import { siteConfig } from '../../lib/site-config.js';

/**
 * Every stage but `prod` pays through the sandbox (shared/routes/index.ts `isSandboxStage`, which the SPA may not
 * import: it carries the whole route table).
 */
const isSandboxStage = (stage: string | undefined): boolean => stage !== undefined && stage !== 'prod';

export const Component = () => {
  const { payId } = useParams();
  if (!isSandboxStage(siteConfig()?.stage) || !payId) return <Navigate to={paths.notFound} replace />;
  return <Cashier payId={payId} />;
};
