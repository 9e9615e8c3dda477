/** The account domain's Lambda: registration, login, sessions, profile and security calls of spec §7.2. */
import { accountRoutes } from '../../shared/routes/account.js';
import { isTimerSweep } from '../../shared/process/timers.js';
import { routeIn } from '../../shared/routes/types.js';
import { endSession } from '../lib/auth/session.js';
import { authOf, bind, unitHandler } from '../lib/http/unit-handler.js';
import { sweepAccountTimers } from './cancellation.js';
import { login } from './login.js';
import { accountTimes, captchaImage, latestCode, nameAvailable, newUser, reportUser } from './misc.js';
import { publicInfo, saveBaseInfo, userInfo } from './profile.js';
import { register } from './register.js';
import {
  changePassword,
  changePhone,
  forgetPassword,
  reactivate,
  requestCode,
  unsubscribeOrganisation,
  unsubscribePersonage,
  unsubscribeVerify,
  updatePayPassword,
} from './security.js';

const r = <const I extends (typeof accountRoutes)[number]['id']>(id: I) => routeIn(accountRoutes, id);

const http = unitHandler('account', accountRoutes, [
  bind(r('account.captchaImage'), (input) => captchaImage(input.phone)),
  bind(r('account.getCode'), async (input, ctx) => void (await requestCode(input.phone, input.scene, ctx.auth, ctx.sourceIp))),
  bind(r('account.register'), (input) => register(input)),
  bind(r('account.login'), (input) => login(input)),
  bind(r('account.logout'), async (_input, ctx) => void (await endSession(authOf(ctx)))),
  bind(r('account.info'), (_input, ctx) => userInfo(authOf(ctx))),
  bind(r('account.publicInfo'), (input, ctx) => publicInfo(authOf(ctx).userId, input.a, input.b)),
  bind(r('account.updateBaseInfo'), async (input, ctx) => void (await saveBaseInfo(authOf(ctx).userId, input))),
  bind(r('account.forgetPassword'), async (input) => void (await forgetPassword(input.phone, input.code, input.password))),
  bind(r('account.changePassword'), async (input, ctx) => void (await changePassword(authOf(ctx), input.oldPassword, input.password))),
  bind(r('account.updatePersonagePassword'), async (input, ctx) => void (await changePassword(authOf(ctx), input.oldPassword, input.password))),
  bind(r('account.changePhone'), async (input, ctx) => void (await changePhone(authOf(ctx), input.phone, input.code))),
  bind(r('account.updatePayPassword'), async (input, ctx) => void (await updatePayPassword(authOf(ctx), input.payPassword, input.code))),
  bind(r('account.unsubscribeVerify'), (input, ctx) => unsubscribeVerify(authOf(ctx), input.code)),
  bind(r('account.unsubscribePersonage'), async (input, ctx) => void (await unsubscribePersonage(authOf(ctx), input.ticket))),
  bind(r('account.unsubscribeOrg'), async (input, ctx) => void (await unsubscribeOrganisation(authOf(ctx), input.ticket))),
  bind(r('account.reactivate'), async (input) => void (await reactivate(input.phone, input.code, input.password))),
  bind(r('account.checkName'), (input) => nameAvailable(input.data, input.type)),
  bind(r('account.cancellationAndLoginTime'), (_input, ctx) => accountTimes(authOf(ctx).userId)),
  bind(r('account.newUser'), (input, ctx) => newUser(authOf(ctx).userId, input.id)),
  bind(r('account.accusation'), async (input, ctx) => void (await reportUser(authOf(ctx).userId, input))),
  bind(r('account.devSms'), (input) => latestCode(input.phone)),
  bind(r('account.devSweep'), (input) => sweepAccountTimers(input.now, input.objectIds)),
]);

/** HTTP routes, and the account domain's timer sweep on its schedule (docs/processes.md "Timers"). */
export const handler = (event: Parameters<typeof http>[0], context: Parameters<typeof http>[1]) => (isTimerSweep(event) ? sweepAccountTimers() : http(event, context));
