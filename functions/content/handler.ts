/** The content domain's Lambda: platform notices and the personal center count (shared/routes/content.ts). */
import { contentRoutes } from '../../shared/routes/content.js';
import { routeIn } from '../../shared/routes/types.js';
import { authOf, bind, domainHandler } from '../lib/http/domain-handler.js';
import { centerCount } from './center.js';
import { markNoticesRead, noticeDetail, noticePage } from './notices.js';

const r = <const I extends (typeof contentRoutes)[number]['id']>(id: I) => routeIn(contentRoutes, id);

export const handler = domainHandler('content', contentRoutes, [
  bind(r('content.noticeList'), (input, ctx) => noticePage(authOf(ctx).userId, input.current, input.size)),
  bind(r('content.noticeDetail'), (input) => noticeDetail(input.id)),
  bind(r('content.noticeRead'), async (_input, ctx) => void (await markNoticesRead(authOf(ctx).userId))),
  bind(r('content.centerCount'), (_input, ctx) => centerCount(authOf(ctx).userId)),
]);
