/** /supplierInfo?userId=&goodsId= (spec §2.1): a seller's page, public. */
import { useSearchParams } from 'react-router-dom';
import { SupplierInfoPage } from '../../../features/mall/components/supplier-info.js';

export const Component = () => {
  const [query] = useSearchParams();
  return <SupplierInfoPage sellerId={query.get('userId') ?? undefined} goodsId={query.get('goodsId') ?? undefined} />;
};
