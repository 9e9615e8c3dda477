/**
 * Delivery of a stored send: the sender's socket gets SEND_SUCCESSFULLY; the readers' chat sockets open on the
 * conversation get the message, only people who may see it now (docs/SECURITY.md "Chat socket"); the others online
 * get BANG_RADIO (refresh counts). Pushes never fail the send.
 *
 * Who reads a conversation does not depend on the message, so `lookupReaders` starts with the send's other reads
 * (socket.ts): after the send's transaction only pushes remain (docs/BENCHMARKS.md "Messenger").
 */
import { SERVICE_ACCOUNT_ID } from '../../../shared/realtime.js';
import type { SendFrame } from '../../../shared/schemas/chat-messages.js';
import { publicPeople, type PublicPerson } from '../../account/public.js';
import { staffAmong } from '../access.js';
import { logger } from '../../lib/logger.js';
import { chatConnectionsOf, connectionsOf, roomConnections, type Connection } from '../../lib/socket/connection-store.js';
import { pushToConnections, pushToOnline, pushToPerson, radioFrame } from '../../lib/socket/push.js';
import { timed } from '../../lib/steps.js';
import { soundDue } from '../audio/service.js';
import { membersOf } from '../groups/store.js';
import type { SendOutcome, SendTarget } from './send.js';
import { asServiceDesk, readableContent, toChatMessage } from './view.js';

type Socket = Pick<Connection, 'connectionId' | 'userId'>;

/** Everything delivery reads: the sender's profile and the sockets of whoever reads the conversation now. */
export interface Readers {
  sender: PublicPerson | undefined;
  /** MSG: all the receiver's sockets (chat and global) and the sender's own other chat sockets on this chat. */
  direct?: { theirs: Connection[]; mine: Connection[] };
  /** GROUP: the sockets open on the group and who its members are now. */
  group?: { room: Socket[]; members: string[] };
  /** SERVICE: the person's sockets on the desk, and the sockets of people who are desk staff now. */
  service?: { person: string; personSockets: Socket[]; deskSockets: Socket[] };
}

const deskReaders = async (person: string) => {
  const [personSockets, deskSockets] = await Promise.all([chatConnectionsOf(person, 'SERVICE', SERVICE_ACCOUNT_ID), roomConnections('SERVICE', person)]);
  // Only people who are desk staff now read a person's service chat.
  const staff = await staffAmong([...new Set(deskSockets.map((c) => c.userId))]);
  return { person, personSockets, deskSockets: deskSockets.filter((c) => staff.has(c.userId)) };
};

/** Reads who receives a send on `frame`'s conversation: one parallel batch (the desk adds its staff check). */
export const lookupReaders = async (me: string, frame: Pick<SendFrame, 'messageType' | 'joinUserId'>): Promise<Readers> => {
  const { messageType: type, joinUserId } = frame;
  const [people, direct, group, service] = await Promise.all([
    publicPeople([me]),
    type === 'MSG' ? Promise.all([connectionsOf(joinUserId), chatConnectionsOf(me, 'MSG', joinUserId)]).then(([theirs, mine]) => ({ theirs, mine })) : undefined,
    type === 'GROUP'
      ? Promise.all([roomConnections('GROUP', joinUserId), membersOf(joinUserId)]).then(([room, members]) => ({ room, members: members.map((m) => m.userId) }))
      : undefined,
    // A person writes to the desk as SERVICE_ACCOUNT_ID; staff write to the person.
    type === 'SERVICE' ? deskReaders(joinUserId === SERVICE_ACCOUNT_ID ? me : joinUserId) : undefined,
  ]);
  return { sender: people.get(me), direct, group, service };
};

const idsOf = (sockets: readonly Socket[], except: string | undefined) => sockets.map((c) => c.connectionId).filter((id) => id !== except);

/**
 * After a send is stored: the sender's socket gets SEND_SUCCESSFULLY; the readers' chat sockets open on the
 * conversation get the message; the others online get BANG_RADIO (refresh counts). Pushes never fail the send.
 */
export const deliver = async (
  me: string,
  /** The socket the send came on (it gets SEND_SUCCESSFULLY instead of the message); none for a send over HTTP. */
  senderConnectionId: string | undefined,
  frame: SendFrame,
  outcome: SendOutcome & { target: SendTarget },
  /** Started alongside the send's own reads, when the caller could; otherwise read now. */
  readers: Promise<Readers> = lookupReaders(me, frame),
): Promise<void> => {
  const { message, target } = outcome;
  const content = await readableContent(message);
  // A file's signed URL comes back with the acknowledgement: the sender's own copy shows it too.
  const ack = { messageType: 'SEND_SUCCESSFULLY', messageId: frame.messageId, storedId: String(message.seq), seq: message.seq, sendTime: message.sendTime, content };
  const acked = senderConnectionId ? pushToConnections([senderConnectionId], ack) : undefined;
  if (!outcome.fresh) return void (await acked);
  const pushed = async () => {
    const { sender, direct, group, service } = await readers;
    const bang = radioFrame('BANG_RADIO', { joinUserId: frame.messageType === 'GROUP' ? frame.joinUserId : me, messageId: String(message.seq) });
    if (direct) {
      const toReceiver = toChatMessage(message, me, sender, { read: false, isFriend: target.receiverCountsFriend ?? false, masked: !target.receiverCountsFriend }, content);
      const toSelf = toChatMessage(message, frame.joinUserId, sender, { read: false, isFriend: true, masked: false }, content);
      // The receiver's chats open on me get the message, their global sockets BANG_RADIO.
      const theirs = (pick: (c: Connection) => boolean) => direct.theirs.filter(pick);
      const [, , banged] = await Promise.all([
        pushToConnections(idsOf(theirs((c) => c.channel === 'chat' && c.chatType === 'MSG' && c.joinUserId === me), undefined), toReceiver),
        pushToConnections(idsOf(direct.mine, senderConnectionId), toSelf),
        pushToConnections(idsOf(theirs((c) => c.channel === 'radio'), undefined), bang),
      ]);
      // The BANG_RADIO of a new message leaves its sound due until the receiver's tab clears it (docs/conventions.md "Message sounds").
      if (banged.delivered > 0) await soundDue(frame.joinUserId);
    } else if (group) {
      const toMembers = toChatMessage(message, frame.joinUserId, sender, { read: false, isFriend: false, masked: false }, content);
      // Only the members of now: a socket opened before its person left or was removed gets nothing more.
      const memberIds = new Set(group.members);
      // No message-sound flag for a group's members: a group message stays a constant number of writes however many
      // members it has (docs/conventions.md "Message sounds"); their tabs sound on the BANG_RADIO itself.
      await Promise.all([
        pushToConnections(idsOf(group.room.filter((c) => memberIds.has(c.userId)), senderConnectionId), toMembers),
        pushToOnline(group.members.filter((id) => id !== me), bang),
      ]);
    } else if (service) {
      // The person sees the desk as the service account; staff see the person.
      const fromPerson = toChatMessage(message, SERVICE_ACCOUNT_ID, sender, { read: false, isFriend: true, masked: false }, content);
      // A desk member's answer reaches the person from 合作云客服, never from the staff member's own account.
      const toPerson = target.service?.staff ? asServiceDesk(fromPerson) : fromPerson;
      const toDesk = toChatMessage(message, service.person, sender, { read: false, isFriend: true, masked: false }, content);
      const [, , banged] = await Promise.all([
        pushToConnections(idsOf(service.personSockets, senderConnectionId), toPerson),
        pushToConnections(idsOf(service.deskSockets, senderConnectionId), toDesk),
        target.service?.staff ? pushToPerson(service.person, radioFrame('BANG_RADIO', { joinUserId: SERVICE_ACCOUNT_ID, messageId: String(message.seq) }), 'radio') : undefined,
      ]);
      if (banged && banged.delivered > 0) await soundDue(service.person);
    }
  };
  try {
    await Promise.all([acked, timed('send', 'push', pushed())]);
  } catch (error) {
    logger.warn('delivery lookup failed', { error: error as Error });
  }
};
