/** /mall/goodsEvaluate?id=<orderId>, 评价商品. */
import { useSearchParams } from 'react-router-dom';
import { EvaluatePage } from '../../../features/order/components/evaluate-page.js';

export const Component = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <EvaluatePage key={id ?? ''} id={id} />;
};
