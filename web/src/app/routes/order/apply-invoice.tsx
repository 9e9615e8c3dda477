/** /order/applyInvoice?id=<orderId>, 申请发票 (the buyer). */
import { useSearchParams } from 'react-router-dom';
import { ApplyInvoicePage } from '../../../features/order/components/invoice-pages.js';

export const Component = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <ApplyInvoicePage key={id ?? ''} id={id} />;
};
