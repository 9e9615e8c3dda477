/**
 * recommend, recommend-project, recommend-goods, send-link: messages whose content the server builds (or checks),
 * stored and delivered exactly like a send on the chat socket.
 */
import { strangerName } from '../../../shared/masking.js';
import type { SendFrame } from '../../../shared/schemas/chat-messages.js';
import { publicPeople } from '../../account/public.js';
import { fail } from '../../lib/errors.js';
import { getFriendship } from '../friends/store.js';
import { deliver } from './delivery.js';
import { storeMessage, type SendOptions } from './send.js';
import { listingOfCard } from './store.js';

/** What a card send answers: the stored message's number (the SPA shows it like an acknowledged send). */
export interface SentCard {
  messageId: string;
  seq: number;
  sendTime: number;
}

/**
 * recommend, recommend-project, recommend-goods, send-link: a message whose content the server builds (or
 * checks), stored and delivered exactly like a send on the chat socket, the same client id stored once.
 */
export const sendOverHttp = async (me: string, frame: SendFrame, options: SendOptions = {}): Promise<SentCard> => {
  const outcome = await storeMessage(me, frame, options);
  await deliver(me, undefined, frame, outcome);
  return { messageId: String(outcome.message.seq), seq: outcome.message.seq, sendTime: outcome.message.sendTime };
};

/**
 * The RECOMMEND_USER card of a person (spec §3 "Person card"), as `me` may share it: never the phone, and the
 * nickname only as `me` sees it (in full for oneself and friends, first character + 先生/女士 for anyone else), so a
 * card made of any id reveals no more than user-detail does.
 */
export const personCard = async (me: string, userId: string): Promise<string> => {
  const [people, friend] = await Promise.all([publicPeople([userId]), userId === me ? undefined : getFriendship(me, userId)]);
  const person = people.get(userId);
  if (!person || person.status === 'CANCELLED') throw fail('USER_NOT_FOUND');
  return JSON.stringify({
    userId,
    nickname: userId === me || friend ? person.nickname : strangerName(person.nickname, person.sex),
    number: person.userNo,
    headPortrait: person.headPortrait ?? '',
    sex: person.sex ?? '',
    isFriend: friend !== undefined,
  });
};

/**
 * The RECOMMEND_GOODS card of a listing (spec §3 "Goods card": goodsId, goodsCategory, goodsType, name, userId), built
 * from the listing as it is now, as a person card is from the profile: its name, kind and category are the listing's
 * whatever the client sent, so no card passes one listing off as another (a supplier's 报价 naming a competitor's goods
 * under its own goods' name, a direction override turning a name round). A listing that is gone, deleted or off sale is
 * refused as the goods page answers anyone (404): whoever opens the card could not see it. `userId` is the sender.
 */
export const goodsCard = async (me: string, goodsId: string): Promise<string> => {
  const goods = await listingOfCard(goodsId);
  if (!goods || goods.deleted || !goods.isOnSale) throw fail('GOODS_NOT_FOUND');
  return JSON.stringify({ goodsId: goods.id, goodsCategory: goods.goodsCategory, goodsType: goods.goodsType, name: goods.name, userId: me });
};
