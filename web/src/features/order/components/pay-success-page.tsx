/** /mall/paySuccess?orderIds=, 订单支付成功: what was paid, and the ways to the purchase orders and each order's details. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../components/link-button.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { orderDetailPath, paths } from '../../../config/paths.js';
import { WalletPaid } from '../../wallet/public.js';
import { useOrdersById } from '../api/orders.js';
import { to } from '../texts.js';
import { OrderFrame } from './order-frame.js';
import { orderIdsOf } from './pay-page.js';

const useStyles = makeStyles({ list: { margin: `${tokens.spacingVerticalM} 0 0`, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS } });

export const PaySuccessPage = () => {
  const panel = usePanelStyles();
  const styles = useStyles();
  const [params] = useSearchParams();
  const ids = orderIdsOf(params.get('orderIds'));
  const { data: orders } = useOrdersById(ids);
  return (
    <OrderFrame title={to('od.paid.title')} narrow>
      <section className={panel.panel}>
        <WalletPaid
          testId="order-paid"
          title={to('od.paid.title')}
          text={to('od.paid.text', { count: ids.length })}
          actions={
            <>
              <LinkButton appearance="primary" to={paths.shopOrder}>
                {to('od.toBuyList')}
              </LinkButton>
              {ids.length === 1 && ids[0] && (
                <LinkButton appearance="secondary" to={orderDetailPath(ids[0])}>
                  {to('od.paid.details')}
                </LinkButton>
              )}
            </>
          }
        />
        {ids.length > 1 && (
          <ul className={styles.list}>
            {ids.map((id) => (
              <li key={id}>
                <TextLink to={orderDetailPath(id)}>{to('od.paid.orderOf', { seller: orders?.find((order) => order.id === id)?.seller.name ?? id })}</TextLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </OrderFrame>
  );
};
