/** /work/userCenter/shopcar, 购物车: the cart of the account the session acts as (a person's, a team's or a company's). */
import { CartPage } from '../../../features/mall/components/cart-page.js';

export const Component = () => <CartPage />;
