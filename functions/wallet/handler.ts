/** The wallet domain's Lambda: the wallet's amounts and flow, recharges and their notifies, withdrawals (the ledger itself is called by the domains that move money). */
import { walletRoutes } from '../../shared/routes/wallet.js';
import { routeIn } from '../../shared/routes/types.js';
import { authOf, bind, unitHandler } from '../lib/http/unit-handler.js';
import { identityOf, saveIdentity } from './identity.js';
import { paymentOf, recharge, receiveNotify } from './payments.js';
import { sandboxPay } from './sandbox-cashier.js';
import { sandboxProvider } from './sandbox-provider.js';
import { addWithdrawMethod, deleteWithdrawMethod, listWithdrawMethods, walletFlow, walletFlowEntry, walletInfo } from './service.js';
import { withdraw, withdrawalOf, withdrawals } from './withdrawals.js';

const r = <const I extends (typeof walletRoutes)[number]['id']>(id: I) => routeIn(walletRoutes, id);

export const handler = unitHandler('wallet', walletRoutes, [
  bind(r('wallet.info'), (_input, ctx) => walletInfo(authOf(ctx))),
  bind(r('wallet.flow'), (input, ctx) => walletFlow(authOf(ctx), input)),
  bind(r('wallet.flowEntry'), (input, ctx) => walletFlowEntry(authOf(ctx), input.id)),
  bind(r('wallet.recharge'), (input, ctx) => recharge(authOf(ctx), input)),
  bind(r('wallet.payment'), (input, ctx) => paymentOf(authOf(ctx), input.payId)),
  bind(r('wallet.sandboxPay'), (input, ctx) => sandboxPay(authOf(ctx), input)),
  bind(r('wallet.notify'), (input, ctx) => receiveNotify(sandboxProvider, ctx.rawBody, ctx.headers, input)),
  bind(r('wallet.withdraw'), (input, ctx) => withdraw(authOf(ctx), input)),
  bind(r('wallet.withdrawals'), (input, ctx) => withdrawals(authOf(ctx), input)),
  bind(r('wallet.withdrawal'), (input, ctx) => withdrawalOf(authOf(ctx), input.id)),
  bind(r('wallet.identity'), (_input, ctx) => identityOf(authOf(ctx))),
  bind(r('wallet.saveIdentity'), async (input, ctx) => void (await saveIdentity(authOf(ctx), input))),
  bind(r('wallet.addMethod'), (input, ctx) => addWithdrawMethod(authOf(ctx), input)),
  bind(r('wallet.methods'), (_input, ctx) => listWithdrawMethods(authOf(ctx))),
  bind(r('wallet.deleteMethod'), async (input, ctx) => void (await deleteWithdrawMethod(authOf(ctx), input.id))),
]);
