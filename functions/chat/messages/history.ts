/** Reading a conversation: read marks (and the other side's Read turning) and history pages. */
import { SERVICE_ACCOUNT_ID, type ChatType } from '../../../shared/realtime.js';
import type { RecordPage } from '../../../shared/schemas/chat-messages.js';
import { getPerson, publicPeople } from '../../account/public.js';
import { serviceChatOf } from '../access.js';
import { ERRORS } from '../../../shared/errors.js';
import { fail } from '../../lib/errors.js';
import { chatConnectionsOf } from '../../lib/socket/connection-store.js';
import { pushToConnections } from '../../lib/socket/push.js';
import { friendshipsOf } from '../friends/store.js';
import { getMembership } from '../groups/store.js';
import { dmThread, groupThread, serviceThread } from '../keys.js';
import {
  getConsult,
  getConversation,
  getThreadMeta,
  markConsultRead,
  markConversationRead,
  messagesAfter,
  messagesBetween,
  newestShown,
  searchMessages,
  setMemberReadSeq,
  type MessageItem,
} from './store.js';
import { asServiceDesk, cardAsShown, cardPersonOf, readableContent, toChatMessage } from './view.js';

/** How often a read mark retries when a message arrived meanwhile. */
const READ_ATTEMPTS = 20;
/**
 * At most this many messages after `afterSeq` in one answer: a client asks again after the last one it got
 * until it holds `lastSeq` (shared/schemas/chat-messages.ts `recordInput`).
 */
export const AFTER_LIMIT = 200;
const SEARCH_LIMIT = 100;

/**
 * Marks a conversation read up to its newest message: personal and service chats zero their unread (and the
 * other side's open chat gets READ, so its Read/Unread turns); groups move the member's read position.
 */
export const markRead = async (me: string, type: ChatType, joinUserId: string): Promise<void> => {
  if (type === 'GROUP') {
    const membership = await getMembership(joinUserId, me);
    if (!membership) throw fail('NOT_GROUP_MEMBER');
    const head = await getThreadMeta(groupThread(joinUserId));
    await setMemberReadSeq(joinUserId, me, head.seq);
    return;
  }
  const service = type === 'SERVICE' ? await serviceChatOf(me, joinUserId) : undefined;
  if (type === 'MSG' && joinUserId === me) throw fail('CHAT_WITH_SELF');
  const thread = service ? serviceThread(service.person) : dmThread(me, joinUserId);
  for (let attempt = 0; attempt < READ_ATTEMPTS; attempt += 1) {
    // The item first, then the head: a message counted after the item was read makes the mark redo itself.
    const item = service?.staff ? await getConsult(service.person) : await getConversation(me, type, service ? SERVICE_ACCOUNT_ID : joinUserId);
    if (!item) return;
    const head = await getThreadMeta(thread);
    const result = service?.staff
      ? await markConsultRead(service.person, head.seq, item.received)
      : await markConversationRead(me, type, service ? SERVICE_ACCOUNT_ID : joinUserId, head.seq, item.received);
    if (result === 'missing') return;
    if (result === 'read') {
      if (type === 'MSG') {
        const theirs = await chatConnectionsOf(joinUserId, 'MSG', me);
        await pushToConnections(theirs.map((c) => c.connectionId), { messageType: 'READ', joinUserId: me, seq: head.seq, sendTime: Date.now() });
      }
      return;
    }
  }
};

/** A page of a conversation's history (or what came after `afterSeq`), as `me` sees it. */
export const records = async (
  me: string,
  input: { messageType: ChatType; joinUserId: string; current: number; size: number; afterSeq?: number | undefined; content?: string | undefined },
): Promise<RecordPage> => {
  const { messageType: type, joinUserId } = input;
  if (type === 'MSG' && joinUserId === me) throw fail('CHAT_WITH_SELF');
  if (type === 'GROUP' && !(await getMembership(joinUserId, me))) throw fail('NOT_GROUP_MEMBER');
  const service = type === 'SERVICE' ? await serviceChatOf(me, joinUserId) : undefined;
  const thread = type === 'MSG' ? dmThread(me, joinUserId) : type === 'GROUP' ? groupThread(joinUserId) : serviceThread(service!.person);
  const head = await getThreadMeta(thread);
  // An empty chat with an id that names no person (a group's, nobody's) is no conversation: 404. A chat with
  // messages has a real person on the other side, so only empty ones pay this read.
  if (type === 'MSG' && head.seq === 0 && !(await getPerson(joinUserId))) throw fail('NOT_FOUND', ERRORS.USER_NOT_FOUND.msg);
  let items: MessageItem[];
  let pages = Math.ceil(head.seq / input.size);
  if (input.content) {
    items = (await searchMessages(thread, input.content, SEARCH_LIMIT)).reverse();
    pages = 1;
  } else if (input.afterSeq !== undefined) {
    items = await messagesAfter(thread, input.afterSeq, AFTER_LIMIT, head);
  } else {
    const newest = head.seq - (input.current - 1) * input.size;
    items = newest < 1 ? [] : await messagesBetween(thread, newest - input.size + 1, newest, head);
  }
  // Read marks of my messages in a personal chat: the other side's read position.
  const theirs = type === 'MSG' ? await getConversation(joinUserId, 'MSG', me) : undefined;
  const senders = [...new Set(items.map((m) => m.userId))];
  // The people of person cards are read with the senders: a card of an account cancelled since shows it as such.
  const carded = items.map(cardPersonOf);
  const [people, friends, contents] = await Promise.all([
    publicPeople([...senders, ...carded.filter((id): id is string => id !== undefined)]),
    friendshipsOf(me, senders.filter((id) => id !== me)),
    Promise.all(items.map(readableContent)),
  ]);
  const records = items.map((m, index) => {
    const mine = m.userId === me;
    const isFriend = mine || friends.has(m.userId);
    const view = { read: mine ? type !== 'MSG' || (theirs?.lastReadSeq ?? 0) >= m.seq : true, isFriend, masked: type === 'MSG' && !isFriend };
    const content = contents[index] ?? m.content;
    const card = carded[index];
    const shown = toChatMessage(m, joinUserId, people.get(m.userId), view, card ? cardAsShown(content, people.get(card)) : content);
    // The person reads the desk's answers as 合作云客服's, whoever of the staff wrote them.
    return service && !service.staff && !mine ? asServiceDesk(shown) : shown;
  });
  // The newest stored number (a number still being stored, or void, is not one a client can hold).
  return { records, pages, lastSeq: newestShown(head) };
};
