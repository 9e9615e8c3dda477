/** The wallet domain's Lambda: the wallet's amounts and flow (the ledger itself is called by the domains that move money). */
import { walletRoutes } from '../../shared/routes/wallet.js';
import { routeIn } from '../../shared/routes/types.js';
import { authOf, bind, domainHandler } from '../lib/http/domain-handler.js';
import { addWithdrawMethod, deleteWithdrawMethod, listWithdrawMethods, walletFlow, walletInfo } from './service.js';

const r = <const I extends (typeof walletRoutes)[number]['id']>(id: I) => routeIn(walletRoutes, id);

export const handler = domainHandler('wallet', walletRoutes, [
  bind(r('wallet.info'), (_input, ctx) => walletInfo(authOf(ctx))),
  bind(r('wallet.flow'), (input, ctx) => walletFlow(authOf(ctx), input)),
  bind(r('wallet.addMethod'), (input, ctx) => addWithdrawMethod(authOf(ctx), input)),
  bind(r('wallet.methods'), (_input, ctx) => listWithdrawMethods(authOf(ctx))),
  bind(r('wallet.deleteMethod'), async (input, ctx) => void (await deleteWithdrawMethod(authOf(ctx), input.id))),
]);
