/** /mall/goodsDetail?goodsId= (spec §2.1): a listing's details, public. */
import { useSearchParams } from 'react-router-dom';
import { GoodsDetailPage } from '../../../features/mall/components/goods-detail.js';

export const Component = () => {
  const [query] = useSearchParams();
  return <GoodsDetailPage goodsId={query.get('goodsId') ?? undefined} />;
};
