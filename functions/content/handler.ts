/**
 * The content domain's Lambda (shared/routes/content.ts): notices and the center count, the rule center, FAQ,
 * other rules, how-to-use and the service phone, the home page's content and figures, feedback, and the working-day
 * calendar of cooperation's date pickers.
 */
import { contentRoutes } from '../../shared/routes/content.js';
import { routeIn } from '../../shared/routes/types.js';
import { workTime } from '../lib/calendar.js';
import { authOf, bind, unitHandler } from '../lib/http/unit-handler.js';
import { centerCount } from './center.js';
import { submitFeedback } from './feedback.js';
import { banners, bottomList, categories, loginData, pictureLists, servicePhone } from './home.js';
import { markNoticesRead, noticeDetail, noticePage } from './notices.js';
import { howToUse, otherRule, ruleByName, rulesOf } from './rules.js';

const r = <const I extends (typeof contentRoutes)[number]['id']>(id: I) => routeIn(contentRoutes, id);

export const handler = unitHandler('content', contentRoutes, [
  bind(r('content.noticeList'), (input, ctx) => noticePage(authOf(ctx).userId, input.current, input.size)),
  bind(r('content.noticeDetail'), (input) => noticeDetail(input.id)),
  bind(r('content.noticeRead'), async (_input, ctx) => void (await markNoticesRead(authOf(ctx).userId))),
  bind(r('content.centerCount'), (_input, ctx) => centerCount(authOf(ctx))),
  bind(r('content.workTime'), async (input) => workTime(input)),
  bind(r('content.rules'), (input) => rulesOf(input.x)),
  bind(r('content.ruleByName'), (input) => ruleByName(input.x)),
  bind(r('content.otherRule'), (input) => otherRule(input.x)),
  bind(r('content.howToUse'), () => howToUse()),
  bind(r('content.tel'), () => servicePhone()),
  bind(r('content.banners'), () => banners()),
  bind(r('content.pictures'), () => pictureLists()),
  bind(r('content.bottom'), () => bottomList()),
  bind(r('content.figures'), () => loginData()),
  bind(r('content.categories'), () => categories()),
  bind(r('content.feedback'), (input, ctx) => submitFeedback(authOf(ctx).userId, input)),
]);
