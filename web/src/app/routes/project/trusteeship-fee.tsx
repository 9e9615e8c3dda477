/**
 * /trusteeship-fee/personal and /trusteeship-fee/company (`?projectId=`), 支付托管费: party A pays the escrow its
 * cooperation waits for from the wallet of the session (a person's; a team's or a company's), which picks the page.
 */
import { useLocation, useSearchParams } from 'react-router-dom';
import { TrusteeshipFeePage } from '../../../features/project-center/components/trusteeship-page.js';
import { paths } from '../../../config/paths.js';

export const Component = () => {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const projectId = params.get('projectId');
  return <TrusteeshipFeePage key={`${pathname}?${projectId ?? ''}`} kind={pathname === paths.trusteeshipFeePersonal ? 'personal' : 'company'} projectId={projectId} />;
};
