/**
 * /negotiate-fee/personal and /negotiate-fee/company (`?id=<negotiationId>`), 支付洽谈费: party A pays the fee from
 * the wallet of the session (a person's; a team's or a company's), which picks the page.
 */
import { useLocation, useSearchParams } from 'react-router-dom';
import { NegotiationFeePage } from '../../../features/project-center/components/fee-page.js';
import { paths } from '../../../config/paths.js';

export const Component = () => {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = params.get('id');
  return <NegotiationFeePage key={`${pathname}?${id ?? ''}`} kind={pathname === paths.negotiateFeePersonal ? 'personal' : 'company'} id={id} />;
};
