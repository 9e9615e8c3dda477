/** The conversations-and-messages part of the messenger's HTTP routes (shared/routes/chat-messages.ts). */
import { chatMessageRoutes } from '../../../shared/routes/chat-messages.js';
import { routeIn } from '../../../shared/routes/types.js';
import { authOf, bind, type Binding } from '../../lib/http/unit-handler.js';
import { randomUUID } from 'node:crypto';
import type { ContentType } from '../../../shared/schemas/chat-messages.js';
import type { ChatType } from '../../../shared/realtime.js';
import { goodsCard, personCard, projectCard, sendOverHttp } from './cards.js';
import { chatCounts, conversationList, unreadTotal } from './conversations.js';
import { markRead, records } from './history.js';
import { consultDetails, consultDone, consultList, serviceEntry } from './service-desk.js';

/** A card a person sends themself: it counts against their CHAT_SEND_LIMIT, as a socket send does. */
const sendOwn = (me: string, frame: Parameters<typeof sendOverHttp>[1]) => sendOverHttp(me, frame, { limited: true });

/** A card or link sent over HTTP, as the socket's send frame it stands for. */
const cardSend = (input: { messageType: ChatType; joinUserId: string; messageId?: string | undefined }, type: ContentType, content: string) => ({
  messageType: input.messageType,
  joinUserId: input.joinUserId,
  messageId: input.messageId ?? randomUUID(),
  messageContentType: type,
  content,
});

const r = <const I extends (typeof chatMessageRoutes)[number]['id']>(id: I) => routeIn(chatMessageRoutes, id);

export const messageBindings: Binding[] = [
  bind(r('chat.list'), (input, ctx) => conversationList(authOf(ctx).userId, input.searchName)),
  bind(r('chat.record'), (input, ctx) => records(authOf(ctx).userId, input)),
  bind(r('chat.clearUnread'), async (input, ctx) => void (await markRead(authOf(ctx).userId, input.messageType, input.joinUserId))),
  bind(r('chat.recordCount'), async (_input, ctx) => unreadTotal(authOf(ctx).userId)),
  bind(r('chat.allCount'), (_input, ctx) => chatCounts(authOf(ctx).userId)),
  bind(r('chat.recommend'), async (input, ctx) => {
    const me = authOf(ctx).userId;
    return sendOwn(me, cardSend(input, 'RECOMMEND_USER', await personCard(me, input.recomendId)));
  }),
  bind(r('chat.recommendProject'), async (input, ctx) => {
    const me = authOf(ctx).userId;
    return sendOwn(me, cardSend(input, 'RECOMMEND_PROJECT', await projectCard(me, input.projectId, input.phase)));
  }),
  bind(r('chat.recommendGoods'), async (input, ctx) => {
    const me = authOf(ctx).userId;
    return sendOwn(me, cardSend(input, 'RECOMMEND_GOODS', await goodsCard(me, input.goodsId)));
  }),
  bind(r('chat.sendLink'), (input, ctx) => sendOwn(authOf(ctx).userId, cardSend(input, 'LINK', input.content))),
  bind(r('chat.serviceEntry'), (_input, ctx) => serviceEntry(authOf(ctx).userId)),
  bind(r('chat.consultList'), (input, ctx) => consultList(authOf(ctx).userId, input.current, input.size)),
  bind(r('chat.consultDone'), async (input, ctx) => void (await consultDone(authOf(ctx).userId, input.id))),
  bind(r('chat.consultDetails'), (input, ctx) => consultDetails(authOf(ctx).userId, input.id, input.current, input.size)),
];
