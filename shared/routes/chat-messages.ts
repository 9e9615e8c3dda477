/** Messenger routes: conversations and their messages (spec §7.4). Sends and read marks go over the chat socket. */
import type { ChatCounts, Conversation, RecordPage, SentCard } from '../schemas/chat-messages.js';
import { returns, route, routeLookup, servedBy } from './types.js';
import { APP } from '../domains.js';
import { LIST_LIMITS } from '../limits.js';
import { clearUnreadInput, conversationListInput, recommendGoodsInput, recommendInput, recommendProjectInput, recordInput, sendLinkInput } from '../schemas/chat-messages.js';
import { input, noInput, pageInput, ulid } from '../validation/zod.js';

const BASE = '/api/mall/message';

export const chatMessageRoutes = servedBy('chat', [
  route({ id: 'chat.list', method: 'GET', path: `${BASE}/list`, domain: 'chat', access: 'user', input: conversationListInput, output: returns<Conversation[]>(), summary: '会话列表（个人、群聊、客服），置顶在前、按时间倒序，含未读数' }),
  route({ id: 'chat.record', method: 'GET', path: `${BASE}/record`, domain: 'chat', access: 'user', input: recordInput, output: returns<RecordPage>(), summary: '聊天记录：current=1 为最新一页（每页 15 条，页内由旧到新）；afterSeq 取其后的消息（由旧到新，每次最多 200 条，未到 lastSeq 时从本次最后一条再取；重连补齐）' }),
  route({ id: 'chat.clearUnread', method: 'POST', path: `${BASE}/clear-unread`, domain: 'chat', access: 'user', input: clearUnreadInput, output: returns<null>(), summary: '点击会话：未读清零（群聊移动已读位置）' }),
  route({ id: 'chat.recordCount', method: 'GET', path: `${BASE}/record-count`, domain: 'chat', access: 'user', input: noInput, output: returns<number>(), summary: '全部会话的未读消息数' }),
  route({ id: 'chat.allCount', method: 'GET', path: `${BASE}/all-count`, domain: 'chat', access: 'user', input: noInput, output: returns<ChatCounts>(), summary: '聊天角标：all、message（未读消息）、friend（待处理好友申请）、group（待处理入群申请）' }),
  route({ id: 'chat.recommend', method: 'POST', path: `${BASE}/recommend`, domain: 'chat', access: 'user', input: recommendInput, output: returns<SentCard>(), summary: '推荐名片：向会话发送某人的名片（RECOMMEND_USER），服务端按其公开资料生成' }),
  route({ id: 'chat.recommendProject', method: 'POST', path: `${BASE}/recommend-project`, domain: 'chat', access: 'user', input: recommendProjectInput, summary: '推荐项目：向会话发送项目卡片（RECOMMEND_PROJECT）' }),
  route({ id: 'chat.recommendGoods', method: 'POST', path: `${BASE}/recommend-goods`, domain: 'chat', access: 'user', input: recommendGoodsInput, output: returns<SentCard>(), summary: '推荐商品：向会话发送商品卡片（RECOMMEND_GOODS）' }),
  route({ id: 'chat.sendLink', method: 'POST', path: `${BASE}/send-link`, domain: 'chat', access: 'user', input: sendLinkInput, summary: '发送链接（LINK，仅 http、https、mailto、tel）' }),
  route({ id: 'chat.serviceEntry', method: 'POST', path: '/api/pc/difficult/message/serviceToAdmin', domain: 'chat', access: 'user', input: noInput, summary: '联系客服：返回客服会话的对象（joinUserId）与未读数；消息经聊天连接以 SERVICE 发送' }),
  route({ id: 'chat.consultList', method: 'GET', path: `/api/pc/${APP}/consult/list`, domain: 'chat', access: 'user', input: input(pageInput(LIST_LIMITS.noticePageSize)), summary: '客服工作台：咨询会话列表（仅平台客服）' }),
  route({ id: 'chat.consultDone', method: 'POST', path: `/api/pc/${APP}/consult/done/{id}`, domain: 'chat', access: 'user', input: input({ id: ulid('用户') }), output: returns<null>(), summary: '客服工作台：把某人的咨询标记为已处理（仅平台客服；对方再发消息即重新打开）' }),
  route({ id: 'chat.consultDetails', method: 'GET', path: `/api/pc/${APP}/consult/details/{id}`, domain: 'chat', access: 'user', input: input({ id: ulid('用户'), ...pageInput(LIST_LIMITS.recordPageSize) }), summary: '客服工作台：某人的咨询记录（仅平台客服），分页同 record' }),
] as const);

/** A route of the messenger's conversation routes by its id, typed by its literal id, schema and output (without the rest of the table). */
export const chatMessageRoute = routeLookup(chatMessageRoutes);
