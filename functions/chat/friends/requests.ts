/**
 * Friend requests (spec §4 "Friend request", §6: only the receiver decides): adding someone, the 新的朋友 list and
 * its badge, replies, and agreeing (which makes both sides of the friendship in the request's own transaction).
 */
import type { Page } from '../../../shared/envelope.js';
import {
  APPLY_STATUS,
  SPECIAL_CONCERN_GROUP,
  type AddFriendInput,
  type FriendRequestReply,
  type FriendRequestView,
} from '../../../shared/schemas/chat-friends.js';
import { strangerName } from '../../../shared/masking.js';
import { getPerson, getPersonByPhone, getPersonByUserNo, publicPeople, type PersonItem, type PublicPerson } from '../../account/public.js';
import { fail } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { logger } from '../../lib/logger.js';
import { pushToPerson, radioFrame } from '../../lib/socket/push.js';
import {
  MAX_REPLIES,
  appendReply,
  createFriendRequest,
  decideFriendRequest,
  friendRequestsOf,
  friendshipsOf,
  getFriendRequest,
  getFriendship,
  newFriendItem,
  ownFriendGroupIds,
  pendingReceivedCount,
  pendingRequestId,
  renewFriendRequest,
  type FriendRequestItem,
} from './store.js';
import { requireRate } from '../../lib/store/rate.js';

/** The other side's counts changed (新的朋友 badge, list): BANG_RADIO makes their pages refresh. Never fails the call. */
const tell = async (userId: string): Promise<void> => {
  try {
    await pushToPerson(userId, radioFrame('BANG_RADIO', { content: 'FRIEND_REQUEST' }), 'radio');
  } catch (error) {
    logger.warn('friend request push failed', { error });
  }
};

const resolveTarget = async (me: string, { receiverId, userNo, phone }: AddFriendInput): Promise<PersonItem> => {
  if (receiverId === me) throw fail('ADD_SELF');
  const person = receiverId
    ? await getPerson(receiverId)
    : userNo
      ? await getPersonByUserNo(userNo)
      : phone
        ? await getPersonByPhone(phone)
        : undefined;
  if (person?.userId === me) throw fail('ADD_SELF');
  if (!person || person.status !== 'NORMAL') throw fail('USER_NOT_FOUND');
  return person;
};

/** Sends a request; a repeat to the same person while one is pending updates that one (docs/conventions.md). */
export const addFriend = async (me: string, input: AddFriendInput): Promise<{ id: string }> => {
  // Counted alongside the lookup: at most RATE_LIMITS.friendRequest a person (a flood reaches strangers).
  const [target] = await Promise.all([resolveTarget(me, input), requireRate('friendRequest', me)]);
  const [friendship, pendingId] = await Promise.all([getFriendship(me, target.userId), pendingRequestId(me, target.userId)]);
  if (friendship) throw fail('ALREADY_FRIENDS');
  const now = Date.now();
  const pending = pendingId ? await getFriendRequest(pendingId) : undefined;
  const requestId = pending?.requestId ?? newId();
  if (pending?.status === 'PENDING') {
    await renewFriendRequest(pending, input.information, now);
  } else {
    // A pointer without its pending request cannot outlive a decision (both change in one transaction).
    if (pendingId) throw fail('STALE_DATA');
    await createFriendRequest({
      requestId,
      proposerId: me,
      receiverId: target.userId,
      information: input.information,
      status: 'PENDING',
      messages: [],
      createTime: now,
      updateTime: now,
    });
  }
  await tell(target.userId);
  return { id: requestId };
};

const APPLY_STATUS_OF = { PENDING: APPLY_STATUS.pending, AGREED: APPLY_STATUS.agreed, REJECTED: APPLY_STATUS.rejected } as const;

const otherSide = (me: string, request: FriendRequestItem): string => (request.proposerId === me ? request.receiverId : request.proposerId);

/**
 * The receiver's name as `me` may see it: the proposer sees whom they asked only as any stranger is seen (first
 * character + 先生/女士, as user-detail and person cards show them) until the two are friends; the receiver sees the
 * proposer in full, who chose to write (docs/SECURITY.md "Masking"). Avatar, sex and id are what user-detail shows
 * a stranger too.
 */
const shownNames = (me: string, request: FriendRequestItem, people: Map<string, PublicPerson>, isFriend: boolean): { proposerName: string; receiveName: string } => {
  const proposer = people.get(request.proposerId);
  const receiver = people.get(request.receiverId);
  const masked = request.proposerId === me && !isFriend;
  return {
    proposerName: proposer?.nickname ?? '',
    receiveName: !receiver ? '' : masked ? strangerName(receiver.nickname, receiver.sex) : receiver.nickname,
  };
};

const toView = (me: string, request: FriendRequestItem, people: Map<string, PublicPerson>, isFriend: boolean): FriendRequestView => {
  const proposer = people.get(request.proposerId);
  const receiver = people.get(request.receiverId);
  return {
    id: request.requestId,
    userId: request.receiverId,
    receiverId: request.receiverId,
    proposerId: request.proposerId,
    ...shownNames(me, request, people, isFriend),
    proposerHeadPortrait: proposer?.headPortrait ?? '',
    receiveHeadPortrait: receiver?.headPortrait ?? '',
    applySex: proposer?.sex ?? '',
    receiverSex: receiver?.sex ?? '',
    information: request.information,
    applyStatus: APPLY_STATUS_OF[request.status],
    isFriend,
    message: (request.messages ?? []).map(({ id, userId, content }) => ({ id, userId, content })),
    createTime: request.createTime,
    updateTime: request.updateTime,
  };
};

const matches = (name: string, query: string): boolean => name.toLowerCase().includes(query);

/**
 * 新的朋友: the requests the caller received and sent, newest first; names from one BatchGet of the people and
 * friend flags from one BatchGet of the caller's friendships. A search looks at the names as the caller sees them.
 */
export const friendRequests = async (me: string, searchName: string | undefined, current: number, size: number): Promise<Page<FriendRequestView>> => {
  // A request is in one of the two lists only: nobody sends one to themselves.
  const all = (await friendRequestsOf(me)).sort((a, b) => b.updateTime - a.updateTime || b.requestId.localeCompare(a.requestId));
  const query = searchName?.trim().toLowerCase();
  const read = (rows: readonly FriendRequestItem[]) => {
    const others = rows.map((r) => otherSide(me, r));
    return Promise.all([publicPeople([me, ...others]), friendshipsOf(me, others)]);
  };
  let rows = all;
  let known: Awaited<ReturnType<typeof read>> | undefined;
  if (query) {
    // Searching needs every name and whether it is masked; without a search only the page's people are read.
    known = await read(all);
    const [people, friends] = known;
    rows = all.filter((r) => {
      const names = shownNames(me, r, people, friends.has(otherSide(me, r)));
      return matches(names.proposerName, query) || matches(names.receiveName, query);
    });
  }
  const page = rows.slice((current - 1) * size, current * size);
  const [people, friends] = known ?? (await read(page));
  return {
    records: page.map((r) => toView(me, r, people, friends.has(otherSide(me, r)))),
    total: rows.length,
    pages: Math.ceil(rows.length / size),
    current,
    size,
  };
};

export const newFriendCount = (me: string): Promise<number> => pendingReceivedCount(me);

/** A request the caller is a side of; anyone else is told it does not exist. */
const requestOfSide = async (me: string, requestId: string): Promise<FriendRequestItem> => {
  const request = await getFriendRequest(requestId);
  if (!request || (request.proposerId !== me && request.receiverId !== me)) throw fail('FRIEND_REQUEST_NOT_FOUND');
  return request;
};

/** Either side replies while the request is pending (spec §4: the requester can only reply). */
export const replyToRequest = async (me: string, requestId: string, content: string): Promise<FriendRequestReply> => {
  const request = await requestOfSide(me, requestId);
  if (request.status !== 'PENDING') throw fail('REQUEST_DECIDED');
  if ((request.messages ?? []).length >= MAX_REPLIES) throw fail('BAD_REQUEST', `每条申请最多回复${MAX_REPLIES}次`);
  const reply = { id: newId(), userId: me, content, createTime: Date.now() };
  await appendReply(requestId, reply);
  await tell(otherSide(me, request));
  return { id: reply.id, userId: me, content };
};

/**
 * The receiver agrees (both friendship sides, the receiver's in the chosen groups of their own, minus spec §5's
 * pecialConcern) or rejects; the status changes only while pending, in the same transaction.
 */
export const decideRequest = async (me: string, requestId: string, pass: boolean, groupIds: readonly string[] = []): Promise<void> => {
  const request = await requestOfSide(me, requestId);
  if (request.receiverId !== me) throw fail('NOT_REQUEST_RECEIVER');
  if (request.status !== 'PENDING') throw fail('REQUEST_DECIDED');
  const now = Date.now();
  if (!pass) {
    await decideFriendRequest(request, 'REJECTED', [], now);
  } else {
    const wanted = [...new Set(groupIds)].filter((id) => id !== SPECIAL_CONCERN_GROUP);
    const [own, existing] = await Promise.all([
      wanted.length ? ownFriendGroupIds(me, wanted) : Promise.resolve(new Set<string>()),
      getFriendship(me, request.proposerId),
    ]);
    // Already friends (the other's request was agreed first): the request is only marked agreed.
    const sides = existing
      ? []
      : [newFriendItem(me, request.proposerId, wanted.filter((id) => own.has(id)), now), newFriendItem(request.proposerId, me, [], now)];
    await decideFriendRequest(request, 'AGREED', sides, now);
  }
  await tell(request.proposerId);
};
