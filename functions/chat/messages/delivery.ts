/**
 * Delivery of a stored send: the sender's socket gets SEND_SUCCESSFULLY; the readers' chat sockets open on the
 * conversation get the message, only people who may see it now (docs/SECURITY.md "Chat socket"); the others online
 * get BANG_RADIO (refresh counts). Pushes never fail the send.
 */
import { SERVICE_ACCOUNT_ID } from '../../../shared/realtime.js';
import type { SendFrame } from '../../../shared/schemas/chat-messages.js';
import { publicPeople } from '../../account/public.js';
import { staffAmong } from '../access.js';
import { logger } from '../../lib/logger.js';
import { chatConnectionsOf, connectionsOf, roomConnections } from '../../lib/socket/connection-store.js';
import { pushToConnections, pushToOnline, pushToPerson, radioFrame } from '../../lib/socket/push.js';
import { membersOf } from '../groups/store.js';
import type { SendOutcome, SendTarget } from './send.js';
import { readableContent, toChatMessage } from './view.js';

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
): Promise<void> => {
  const { message, target } = outcome;
  const content = await readableContent(message);
  // A file's signed URL comes back with the acknowledgement: the sender's own copy shows it too.
  const ack = { messageType: 'SEND_SUCCESSFULLY', messageId: frame.messageId, storedId: String(message.seq), seq: message.seq, sendTime: message.sendTime, content };
  // The sender's profile (for the readers' frames) is read while the acknowledgement goes out.
  const [, people] = await Promise.all([
    senderConnectionId ? pushToConnections([senderConnectionId], ack) : undefined,
    outcome.fresh ? publicPeople([me]) : undefined,
  ]);
  if (!outcome.fresh) return;
  const sender = people?.get(me);
  const bang = radioFrame('BANG_RADIO', { joinUserId: frame.messageType === 'GROUP' ? frame.joinUserId : me, messageId: String(message.seq) });
  try {
    if (frame.messageType === 'MSG') {
      const toReceiver = toChatMessage(message, me, sender, { read: false, isFriend: target.receiverCountsFriend ?? false, masked: !target.receiverCountsFriend }, content);
      const toSelf = toChatMessage(message, frame.joinUserId, sender, { read: false, isFriend: true, masked: false }, content);
      // All the receiver's sockets in one Query: their chats open on me get the message, their global ones BANG_RADIO.
      const [theirs, mine] = await Promise.all([connectionsOf(frame.joinUserId), chatConnectionsOf(me, 'MSG', frame.joinUserId)]);
      const idsOf = (pick: (c: (typeof theirs)[number]) => boolean) => theirs.filter(pick).map((c) => c.connectionId);
      await Promise.all([
        pushToConnections(idsOf((c) => c.channel === 'chat' && c.chatType === 'MSG' && c.joinUserId === me), toReceiver),
        pushToConnections(mine.map((c) => c.connectionId).filter((id) => id !== senderConnectionId), toSelf),
        pushToConnections(idsOf((c) => c.channel === 'radio'), bang),
      ]);
    } else if (frame.messageType === 'GROUP') {
      const toMembers = toChatMessage(message, frame.joinUserId, sender, { read: false, isFriend: false, masked: false }, content);
      const [room, members] = await Promise.all([roomConnections('GROUP', frame.joinUserId), membersOf(frame.joinUserId)]);
      // Only the members of now: a socket opened before its person left or was removed gets nothing more.
      const memberIds = new Set(members.map((m) => m.userId));
      await Promise.all([
        pushToConnections(room.filter((c) => memberIds.has(c.userId) && c.connectionId !== senderConnectionId).map((c) => c.connectionId), toMembers),
        pushToOnline(members.map((m) => m.userId).filter((id) => id !== me), bang),
      ]);
    } else if (target.service) {
      // The person sees the desk as the service account; staff see the person.
      const person = target.service.person;
      const toPerson = toChatMessage(message, SERVICE_ACCOUNT_ID, sender, { read: false, isFriend: true, masked: false }, content);
      const toDesk = toChatMessage(message, person, sender, { read: false, isFriend: true, masked: false }, content);
      const [personSockets, deskSockets] = await Promise.all([chatConnectionsOf(person, 'SERVICE', SERVICE_ACCOUNT_ID), roomConnections('SERVICE', person)]);
      // Only people who are desk staff now read a person's service chat.
      const staff = await staffAmong([...new Set(deskSockets.map((c) => c.userId))]);
      await Promise.all([
        pushToConnections(personSockets.map((c) => c.connectionId).filter((id) => id !== senderConnectionId), toPerson),
        pushToConnections(deskSockets.filter((c) => staff.has(c.userId) && c.connectionId !== senderConnectionId).map((c) => c.connectionId), toDesk),
        target.service.staff ? pushToPerson(person, radioFrame('BANG_RADIO', { joinUserId: SERVICE_ACCOUNT_ID, messageId: String(message.seq) }), 'radio') : undefined,
      ]);
    }
  } catch (error) {
    logger.warn('delivery lookup failed', { error: error as Error });
  }
};
