/** /order/openInvoice?id=<orderId>, 开具发票 (the seller). */
import { useSearchParams } from 'react-router-dom';
import { OpenInvoicePage } from '../../../features/order/components/invoice-pages.js';

export const Component = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <OpenInvoicePage key={id ?? ''} id={id} />;
};
