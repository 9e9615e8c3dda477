/** The conversations-and-messages part of the messenger's HTTP routes (shared/routes/chat-messages.ts). */
import { chatMessageRoutes } from '../../../shared/routes/chat-messages.js';
import { routeIn } from '../../../shared/routes/types.js';
import { authOf, bind, type Binding } from '../../lib/http/domain-handler.js';
import { chatCounts, consultDetails, consultList, conversationList, markRead, records, serviceEntry, unreadTotal } from './service.js';

const r = <const I extends (typeof chatMessageRoutes)[number]['id']>(id: I) => routeIn(chatMessageRoutes, id);

export const messageBindings: Binding[] = [
  bind(r('chat.list'), (input, ctx) => conversationList(authOf(ctx).userId, input.searchName)),
  bind(r('chat.record'), (input, ctx) => records(authOf(ctx).userId, input)),
  bind(r('chat.clearUnread'), async (input, ctx) => void (await markRead(authOf(ctx).userId, input.messageType, input.joinUserId))),
  bind(r('chat.recordCount'), async (_input, ctx) => unreadTotal(authOf(ctx).userId)),
  bind(r('chat.allCount'), (_input, ctx) => chatCounts(authOf(ctx).userId)),
  bind(r('chat.serviceEntry'), (_input, ctx) => serviceEntry(authOf(ctx).userId)),
  bind(r('chat.consultList'), (input, ctx) => consultList(authOf(ctx).userId, input.current, input.size)),
  bind(r('chat.consultDetails'), (input, ctx) => consultDetails(authOf(ctx).userId, input.id, input.current, input.size)),
];
