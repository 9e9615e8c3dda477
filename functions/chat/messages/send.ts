/**
 * Sending (spec §5 "who may write to whom"): the rules a send must pass, then storing it exactly once and in order
 * before anything is acknowledged. Delivery to the readers is delivery.ts; cards sent over HTTP are cards.ts.
 * How a send takes its number (fast path, counter fallback, voids, `clientSeq`): docs/data-model.md "Messenger".
 */
import { SERVICE_ACCOUNT_ID, type ChatType } from '../../../shared/realtime.js';
import { fileUrlOf, type SendFrame } from '../../../shared/schemas/chat-messages.js';
import { getPerson, membershipsOf as orgMembershipsOf, type PublicPerson } from '../../account/public.js';
import { serviceChatOf } from '../access.js';
import { config } from '../../lib/config.js';
import { fail } from '../../lib/errors.js';
import { connectionById } from '../../lib/socket/connection-store.js';
import type { TransactItems } from '../../lib/store/client.js';
import { takeRate } from '../../lib/store/rate.js';
import { timed } from '../../lib/steps.js';
import { isOwnUpload } from '../../lib/s3/private-files.js';
import { formerColleague, sharedOrgs } from '../friends/settings.js';
import { getFriendship } from '../friends/store.js';
import { getGroup, getMembership, type GroupItem } from '../groups/store.js';
import { dmThread, groupThread, serviceThread } from '../keys.js';
import {
  allocateSeq,
  appendMessage,
  consultUpdate,
  conversationUpdate,
  getMessage,
  getThreadMeta,
  markOrderDone,
  markOrderSeen,
  memberCheck,
  orderOf,
  orderItem,
  senderReadInGroup,
  seqOfClientMessage,
  setMemberReadSeq,
  showOnConsult,
  showOnConversation,
  showOnHead,
  voidSeq,
  writeAllocated,
  type MessageItem,
  type ConnectionOrder,
  type MoveMode,
} from './store.js';
import { FILE_TYPES, previewOf } from './view.js';

/** How long a send with `clientSeq` n waits for n − 1 of its connection when n − 1 never arrived (abandoned). */
export const ORDER_WAIT_MS = 3_000;
/** How long it waits for an n − 1 that arrived and is being stored (a send under load takes seconds, not this). */
const ORDER_WAIT_STARTED_MS = 30_000;
/** How often a waiting send checks that its socket connection is still there. */
const LIVENESS_MS = 1_000;
/** How long the slow path retries its transaction on the same number while other transactions hold its items. */
const CONFLICT_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SendTarget {
  thread: string;
  /** MSG: the receiver's profile. */
  receiver?: PublicPerson;
  /** MSG: whether the receiver counts the sender as a friend (the receiver's view of the sender). */
  receiverCountsFriend?: boolean;
  /** GROUP: the group and the sender's membership. */
  group?: GroupItem;
  /** SERVICE: whose service chat, and whether the sender is staff answering it. */
  service?: { person: string; staff: boolean };
}

/** The upload kinds a chat image or file message may carry. */
const CHAT_UPLOAD_KINDS = ['chat-image', 'chat-file'] as const;

/** An image or file message must carry the sender's own chat upload (never someone else's key, nor a link out). */
const checkFile = (me: string, frame: SendFrame): void => {
  if (!FILE_TYPES.includes(frame.messageContentType)) return;
  const url = fileUrlOf(frame.content);
  // A chat upload only: another private kind of one's own (an identity document, a library file) is read through its
  // own door, and must not be handed out signed as a chat message.
  if (!url || !CHAT_UPLOAD_KINDS.some((kind) => isOwnUpload(url, kind, me))) throw fail('FILE_NOT_YOURS');
};

/**
 * A person's own send takes a place in their window of CHAT_SEND_LIMIT (every attempt counts, refused ones too, as a
 * limit on attempts must); over it, SENDING_TOO_FAST (429) naming the seconds to wait. Nothing already sent is touched.
 */
export const takeSendAllowance = async (me: string): Promise<void> => {
  const limit = config.chatSendLimit;
  if (!limit) return;
  const wait = await takeRate('CHAT', me, { count: limit.messages, seconds: limit.seconds });
  if (wait !== undefined) throw fail('SENDING_TOO_FAST', `消息发送过于频繁，请${wait}秒后再试`);
};

/** What a server-made send may do that a person's own may not. */
export interface SendOptions {
  /** A team's invitation back (INVITE_FRIENDS_RECOVER_TEAM) is the one message a former colleague may get. */
  toFormerColleague?: boolean;
  /** A person's own send (a frame, a card over HTTP), not one the server makes: it takes a place in their CHAT_SEND_LIMIT window. */
  limited?: boolean;
}

/** Who the send goes to, by the rules of who may write to whom: its reads in one parallel batch. */
export const checkTarget = async (me: string, type: ChatType, joinUserId: string, options: SendOptions = {}): Promise<SendTarget> => {
  if (type === 'MSG') {
    if (joinUserId === me) throw fail('CHAT_WITH_SELF');
    // The receiver's organisations are read with the rest: only someone who left one can be a former colleague.
    const [receiver, theirSide, mySide, theirOrgs] = await Promise.all([
      getPerson(joinUserId),
      getFriendship(joinUserId, me),
      getFriendship(me, joinUserId),
      options.toFormerColleague ? [] : orgMembershipsOf(joinUserId),
    ]);
    if (!receiver) throw fail('USER_NOT_FOUND');
    if (receiver.status === 'CANCELLED') throw fail('USER_CANCELLED_CHAT');
    if (theirSide?.blacklist) throw fail('BLACKLISTED');
    const former = mySide || !theirOrgs.some((m) => m.status === 'RESIGNED') ? undefined : formerColleague(await sharedOrgs(me, joinUserId, theirOrgs), false);
    if (former) throw fail(former === 'COMPANY' ? 'STAFF_RESIGNED_CHAT' : 'MEMBER_RESIGNED_CHAT');
    return { thread: dmThread(me, joinUserId), receiver, receiverCountsFriend: theirSide !== undefined };
  }
  if (type === 'GROUP') {
    const [group, membership] = await Promise.all([getGroup(joinUserId), getMembership(joinUserId, me)]);
    if (!group) throw fail('GROUP_NOT_FOUND');
    if (!membership) throw fail('NOT_GROUP_MEMBER');
    return { thread: groupThread(joinUserId), group };
  }
  const service = await serviceChatOf(me, joinUserId);
  return { thread: serviceThread(service.person), service };
};

export interface SendOutcome {
  message: MessageItem;
  /** False when the same client `messageId` had been stored before: nothing new was written or pushed. */
  fresh: boolean;
}

/** Where a send came from, for per-connection order: its socket connection and the frame's `clientSeq`. */
export interface SendOrder {
  connectionId: string;
  clientSeq: number;
}

/** The transaction items (and, for the slow path, the follow-ups) that move the conversation for a message. */
const conversationMoves = (me: string, frame: SendFrame, target: SendTarget, message: MessageItem, preview: string, mode: MoveMode) => {
  if (frame.messageType === 'MSG')
    return {
      items: [conversationUpdate(me, 'MSG', frame.joinUserId, message, preview, 'sender', mode), conversationUpdate(frame.joinUserId, 'MSG', me, message, preview, 'receiver', mode)],
      after: () => [showOnConversation(me, 'MSG', frame.joinUserId, message, preview, 'sender'), showOnConversation(frame.joinUserId, 'MSG', me, message, preview, 'receiver')],
    };
  if (target.service?.staff) {
    const { person } = target.service;
    return {
      items: [conversationUpdate(person, 'SERVICE', SERVICE_ACCOUNT_ID, message, preview, 'receiver', mode), consultUpdate(person, message, preview, 'staff', mode)],
      after: () => [showOnConversation(person, 'SERVICE', SERVICE_ACCOUNT_ID, message, preview, 'receiver'), showOnConsult(person, message, preview)],
    };
  }
  if (target.service)
    return {
      items: [conversationUpdate(me, 'SERVICE', SERVICE_ACCOUNT_ID, message, preview, 'sender', mode), consultUpdate(me, message, preview, 'person', mode)],
      after: () => [showOnConversation(me, 'SERVICE', SERVICE_ACCOUNT_ID, message, preview, 'sender'), showOnConsult(me, message, preview)],
    };
  // A group: the sender must still be a member; writing in it reads it (forward only, after, on the slow path).
  return {
    items: [mode === 'newest' ? senderReadInGroup(frame.joinUserId, me, message.seq) : memberCheck(frame.joinUserId, me)],
    after: () => [setMemberReadSeq(frame.joinUserId, me, message.seq)],
  };
};

/** A refusal by one of the conversation's own items: only a group's membership check can refuse. */
const refusedBy = (frame: SendFrame) => (frame.messageType === 'GROUP' ? fail('NOT_GROUP_MEMBER') : fail('STALE_DATA'));

/** Thrown when a send waiting for its predecessor finds its socket connection gone: its client resends it elsewhere. */
export const CONNECTION_GONE = Symbol('connection gone');

/**
 * Waits (consistent polls, backing off to 200 ms, 500 ms for a predecessor under way) until `clientSeq` − 1 of the connection is done: at most
 * ORDER_WAIT_MS if it never arrived (abandoned: it must not block), ORDER_WAIT_STARTED_MS if it is under way. If the
 * connection is gone meanwhile, the send is not stored at all: its client never hears an answer on that socket and
 * resends it, in order, on its new one (storing it now could put it before its resent predecessor).
 */
const waitForPredecessor = async (thread: string, order: SendOrder, state: ConnectionOrder): Promise<void> => {
  const started = Date.now();
  let checked = started;
  let pause = 10;
  const previous = order.clientSeq - 1;
  while (!state.done.has(previous)) {
    const waited = Date.now() - started;
    if (waited >= (state.seen.has(previous) ? ORDER_WAIT_STARTED_MS : ORDER_WAIT_MS)) return;
    await sleep(pause);
    // A predecessor under way may take a while under load: poll it less often than one not seen yet.
    pause = Math.min(pause * 2, state.seen.has(previous) ? 500 : 200);
    const checkLive = Date.now() - checked >= LIVENESS_MS;
    const [now, live] = await Promise.all([orderOf(thread, order.connectionId), checkLive ? connectionById(order.connectionId) : true]);
    if (checkLive) checked = Date.now();
    if (!live) throw CONNECTION_GONE;
    state = now;
  }
};

/**
 * Stores a send before anything is acknowledged: exactly once by its client id, under the thread's next number,
 * and, with `clientSeq`, after the connection's previous send. Never refused because other sends are storing:
 * the fast path is one transaction conditioned on the head; when another send took that number first, the head's
 * atomic counter hands one out and a transaction writes the message under it (docs/data-model.md "Messenger").
 */
export const storeMessage = async (
  me: string,
  frame: SendFrame,
  options: SendOptions & {
    /** checkTarget's answer, when the caller started it alongside its own reads. */
    target?: Promise<SendTarget>;
    /** Other reads that must hold before anything is written (the socket's session): awaited with the rules. */
    before?: Promise<unknown>;
    /** The socket connection and `clientSeq` of a send that asked for per-connection order. */
    order?: SendOrder;
  } = {},
): Promise<SendOutcome & { target: SendTarget }> => {
  checkFile(me, frame);
  const { order } = options;
  // The head, the client id and the connection's order are read while the rules are checked (for two people and
  // groups the thread is known already): one parallel batch.
  const guess = frame.messageType === 'MSG' ? dmThread(me, frame.joinUserId) : frame.messageType === 'GROUP' ? groupThread(frame.joinUserId) : undefined;
  // With `clientSeq`, its arrival is recorded alongside (a write in the same batch): a successor waits for it.
  const threadReads = (thread: string) =>
    Promise.all([
      getThreadMeta(thread),
      seqOfClientMessage(thread, me, frame.messageId),
      order && order.clientSeq > 1 ? orderOf(thread, order.connectionId) : undefined,
      order ? markOrderSeen(thread, order.connectionId, order.clientSeq) : undefined,
    ]);
  const early = guess ? threadReads(guess) : undefined;
  early?.catch(() => undefined);
  // The send limit is judged with the reads but answered after them: a resend of a message already stored is
  // acknowledged again whatever the limit says (it adds nothing).
  const overLimit: Promise<unknown> = options.limited ? takeSendAllowance(me).then(() => undefined, (error: unknown) => error) : Promise.resolve(undefined);
  let target: SendTarget;
  try {
    [target] = await timed(
      'send',
      'reads',
      Promise.all([options.target ?? checkTarget(me, frame.messageType, frame.joinUserId, options), early, options.before, overLimit]),
    );
  } catch (error) {
    // A refused send is done for its connection's order too: the next one need not wait for it.
    if (order && guess) await markOrderDone(guess, order.connectionId, order.clientSeq).catch(() => undefined);
    throw error;
  }
  const { thread } = target;
  const [firstHead, claimed, state] = await (early && guess === thread ? early : threadReads(thread));
  let head = firstHead;
  const finishOrder = () => (order ? markOrderDone(thread, order.connectionId, order.clientSeq) : Promise.resolve());

  // A send already stored (a resend after a lost acknowledgement) is answered from its claim: no new number.
  const known = async (seq: number | undefined) => {
    const stored = seq === undefined ? undefined : await getMessage(thread, seq);
    if (!stored) return undefined;
    await finishOrder();
    return { message: stored, fresh: false, target };
  };
  if (claimed !== undefined) {
    const answer = await known(claimed);
    if (answer) return answer;
  }
  const refusal = await overLimit;
  if (refusal) {
    await finishOrder().catch(() => undefined);
    throw refusal;
  }
  if (order && order.clientSeq > 1 && !state?.done.has(order.clientSeq - 1)) {
    await timed('send', 'order', waitForPredecessor(thread, order, state ?? { seen: new Set(), done: new Set() }));
    head = await getThreadMeta(thread);
  }
  try {
    const build = (seq: number): MessageItem => ({
      seq,
      messageType: frame.messageType,
      messageContentType: frame.messageContentType,
      content: frame.content,
      userId: me,
      sendTime: Date.now(),
      clientMessageId: frame.messageId,
    });
    const preview = previewOf(frame.messageContentType, frame.content);
    const ordered = order ? [orderItem(thread, order.connectionId, order.clientSeq)] : [];

    // The fast path: the next number after the head as read, in one transaction conditioned on it.
    const fast = build(head.seq + 1);
    const moves = conversationMoves(me, frame, target, fast, preview, 'newest');
    const outcome = await timed('send', 'transaction', appendMessage(thread, head.seq, fast, preview, [...moves.items, ...ordered]));
    if (outcome.stored) return { message: fast, fresh: true, target };
    if (outcome.reason === 'duplicate') {
      const answer = await known(await seqOfClientMessage(thread, me, frame.messageId));
      if (answer) return answer;
    }
    if (outcome.reason === 'refused') throw refusedBy(frame);

    // Another send took that number: the head's counter hands one out, always.
    return await timed('send', 'fallback', storeUnderCounter(thread, me, frame, target, build, preview, ordered, known));
  } catch (error) {
    if (order && error !== CONNECTION_GONE) await finishOrder().catch(() => undefined);
    throw error;
  }
};

/** The slow path: a number from the counter, then the message under it; a number it cannot use becomes a void. */
const storeUnderCounter = async (
  thread: string,
  me: string,
  frame: SendFrame,
  target: SendTarget,
  build: (seq: number) => MessageItem,
  preview: string,
  ordered: TransactItems,
  known: (seq: number | undefined) => Promise<(SendOutcome & { target: SendTarget }) | undefined>,
): Promise<SendOutcome & { target: SendTarget }> => {
  for (;;) {
    const message = build(await allocateSeq(thread));
    const moves = conversationMoves(me, frame, target, message, preview, 'counts');
    const giveUp = Date.now() + CONFLICT_MS;
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await timed('send', 'transaction', writeAllocated(thread, message, [...moves.items, ...ordered]));
      if (outcome.stored) {
        // Previews and the sender's read position move to it unless something newer is there already.
        await Promise.all([showOnHead(thread, message, preview), ...moves.after()]);
        return { message, fresh: true, target };
      }
      if (outcome.reason === 'taken') break; // voided as abandoned meanwhile: take another number
      if (outcome.reason === 'conflict' && Date.now() < giveUp) {
        await sleep(Math.min(5 * 2 ** attempt, 100) * Math.random());
        continue;
      }
      // The number will never hold this message: it becomes a void, so counts and pages stay exact.
      await voidSeq(thread, message.seq);
      if (outcome.reason === 'duplicate') {
        const answer = await known(await seqOfClientMessage(thread, me, frame.messageId));
        if (answer) return answer;
        // A claim without its message: only an expired claim not yet deleted is that.
        throw fail('STALE_DATA');
      }
      if (outcome.reason === 'refused') throw refusedBy(frame);
      throw new Error(`a message transaction on ${thread} stayed in conflict for ${CONFLICT_MS} ms`);
    }
  }
};

