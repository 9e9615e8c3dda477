/**
 * recommend, recommend-project, recommend-goods, send-link: messages whose content the server builds (or checks),
 * stored and delivered exactly like a send on the chat socket.
 */
import { strangerName } from '../../../shared/masking.js';
import type { SendFrame } from '../../../shared/schemas/chat-messages.js';
import { membershipsOf, publicPeople } from '../../account/public.js';
import { fail } from '../../lib/errors.js';
import { getFriendship } from '../friends/store.js';
import { deliver } from './delivery.js';
import { storeMessage, type SendOptions } from './send.js';
import { listingOfCard, projectOfCard } from './store.js';

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
/**
 * A project card's content, built from the project (its name as it is, not as the client says): a public project
 * anyone may recommend; a private one only its publisher (the person, or an active member of the organisation) may.
 * Anything else is 404, as if it did not exist.
 */
export const projectCard = async (me: string, projectId: string, phase: string | undefined): Promise<string> => {
  const project = await projectOfCard(projectId);
  if (!project || project.deleted) throw fail('PROJECT_NOT_FOUND');
  if (project.visibility !== 'PUBLIC') {
    const own =
      project.publisherType === 'PERSONAGE'
        ? project.publisherId === me
        : (await membershipsOf(me)).some((m) => m.orgId === project.publisherId && m.status === 'ACTIVE');
    if (!own) throw fail('PROJECT_NOT_FOUND');
  }
  return JSON.stringify({ projectId: project.projectId, projectName: project.name, phase: phase ?? '' });
};

export const goodsCard = async (me: string, goodsId: string): Promise<string> => {
  const goods = await listingOfCard(goodsId);
  if (!goods || goods.deleted || !goods.isOnSale) throw fail('GOODS_NOT_FOUND');
  return JSON.stringify({ goodsId: goods.id, goodsCategory: goods.goodsCategory, goodsType: goods.goodsType, name: goods.name, userId: me });
};
