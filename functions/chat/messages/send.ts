/**
 * Sending (spec §5 "who may write to whom"): the rules a send must pass, then storing it exactly once and in order
 * before anything is acknowledged. Delivery to the readers is delivery.ts; cards sent over HTTP are cards.ts.
 */
import { SERVICE_ACCOUNT_ID, type ChatType } from '../../../shared/realtime.js';
import { fileUrlOf, type SendFrame } from '../../../shared/schemas/chat-messages.js';
import { getPerson, type PublicPerson } from '../../account/public.js';
import { serviceChatOf } from '../access.js';
import { fail } from '../../lib/errors.js';
import { timed } from '../../lib/steps.js';
import { privateFileOwner } from '../../lib/s3/private-files.js';
import { formerColleague, sharedOrgs } from '../friends/settings.js';
import { getFriendship } from '../friends/store.js';
import { membershipsOf as orgMembershipsOf } from '../../org/public.js';
import { getGroup, getMembership, type GroupItem } from '../groups/store.js';
import { dmThread, groupThread, serviceThread } from '../keys.js';
import { appendMessage, consultUpdate, conversationUpdate, getMessage, getThreadMeta, senderReadInGroup, seqOfClientMessage, type MessageItem } from './store.js';
import { FILE_TYPES, previewOf } from './view.js';

/** How often a send retries when another send took the conversation's next number first. */
const APPEND_ATTEMPTS = 20;

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

/** An image or file message must carry the sender's own chat upload (never someone else's key, nor a link out). */
const checkFile = (me: string, frame: SendFrame): void => {
  if (!FILE_TYPES.includes(frame.messageContentType)) return;
  const url = fileUrlOf(frame.content);
  if (!url || privateFileOwner(url) !== me) throw fail('FILE_NOT_YOURS');
};

/** What a server-made send may do that a person's own may not. */
export interface SendOptions {
  /** A team's invitation back (INVITE_FRIENDS_RECOVER_TEAM) is the one message a former colleague may get. */
  toFormerColleague?: boolean;
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

/**
 * Stores a send before anything is acknowledged: the next number of the thread, the client id claimed, the
 * conversation items moved, all in one transaction, retried while other sends take numbers first.
 */
export const storeMessage = async (
  me: string,
  frame: SendFrame,
  options: SendOptions & {
    /** checkTarget's answer, when the caller started it alongside its own reads. */
    target?: Promise<SendTarget>;
    /** Other reads that must hold before anything is written (the socket's session): awaited with the rules. */
    before?: Promise<unknown>;
  } = {},
): Promise<SendOutcome & { target: SendTarget }> => {
  checkFile(me, frame);
  // The head is read while the rules are checked (for two people and groups the thread is known already).
  const guess = frame.messageType === 'MSG' ? dmThread(me, frame.joinUserId) : frame.messageType === 'GROUP' ? groupThread(frame.joinUserId) : undefined;
  const [target, firstHead] = await timed(
    'send',
    'reads',
    Promise.all([options.target ?? checkTarget(me, frame.messageType, frame.joinUserId, options), guess ? getThreadMeta(guess) : undefined, options.before]),
  );
  const { thread } = target;
  for (let attempt = 0; attempt < APPEND_ATTEMPTS; attempt += 1) {
    const head = attempt === 0 && firstHead && guess === thread ? firstHead : await getThreadMeta(thread);
    const message: MessageItem = {
      seq: head.seq + 1,
      messageType: frame.messageType,
      messageContentType: frame.messageContentType,
      content: frame.content,
      userId: me,
      sendTime: Date.now(),
      clientMessageId: frame.messageId,
    };
    const preview = previewOf(message.messageContentType, message.content);
    const conversations =
      frame.messageType === 'MSG'
        ? [conversationUpdate(me, 'MSG', frame.joinUserId, message, preview, 'sender'), conversationUpdate(frame.joinUserId, 'MSG', me, message, preview, 'receiver')]
        : target.service?.staff
          ? [conversationUpdate(target.service.person, 'SERVICE', SERVICE_ACCOUNT_ID, message, preview, 'receiver'), consultUpdate(target.service.person, message, preview, 'staff')]
          : target.service
            ? [conversationUpdate(me, 'SERVICE', SERVICE_ACCOUNT_ID, message, preview, 'sender'), consultUpdate(me, message, preview, 'person')]
            : [senderReadInGroup(frame.joinUserId, me, message.seq)];
    const outcome = await timed('send', 'transaction', appendMessage(thread, head.seq, message, preview, conversations));
    if (outcome.stored) return { message, fresh: true, target };
    if (outcome.reason === 'duplicate') {
      const seq = await seqOfClientMessage(thread, me, frame.messageId);
      const stored = seq === undefined ? undefined : await getMessage(thread, seq);
      if (stored) return { message: stored, fresh: false, target };
    }
    // Someone else's message took this number: wait a little, read the head again.
    await new Promise((resolve) => setTimeout(resolve, Math.min(5 * 2 ** attempt, 100) * Math.random()));
  }
  throw fail('STALE_DATA', '消息发送繁忙，请稍后重试');
};
