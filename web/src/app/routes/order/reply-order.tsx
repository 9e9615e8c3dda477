/** /order/replyOrder?id=<orderId>&goodsId=, 回复评价 (the seller's one reply). */
import { useSearchParams } from 'react-router-dom';
import { ReplyPage } from '../../../features/order/components/reply-page.js';

export const Component = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  const goodsId = params.get('goodsId');
  return <ReplyPage key={`${id ?? ''}:${goodsId ?? ''}`} id={id} goodsId={goodsId} />;
};
