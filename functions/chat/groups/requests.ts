/**
 * Requests to join a group (spec §3 "Group request", §4 flow): a person applies to the group's owner, either
 * side may reply, only the owner agrees (the applicant joins in the same transaction) or refuses. One pending
 * request per applicant and group; applying again renews it.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GROUP_REPLY_CAP, GROUP_REQUEST_STATUS, type GroupRequest } from '../../../shared/schemas/chat-groups.js';
import { strangerName } from '../../../shared/masking.js';
import { publicPeople } from '../../account/public.js';
import { fail } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { transact } from '../../lib/store/client.js';
import { friendshipsOf } from '../friends/store.js';
import { changeMembers } from './membership.js';
import {
  appendReply,
  decideRequestItems,
  getGroupRequest,
  newRequestItems,
  pendingPointerOf,
  pendingRequestCount,
  renewRequest,
  requestsOf,
  type GroupRequestItem,
} from './request-store.js';
import { getGroup, getMembership, groupsById, publicGroupName } from './store.js';
import { requireRate } from '../../lib/store/rate.js';

/** The request, if the caller is one of its two parties; to anyone else it does not exist. */
const requestOfParty = async (requestId: string, me: string): Promise<GroupRequestItem> => {
  const request = await getGroupRequest(requestId);
  if (!request || (request.applicantId !== me && request.receiverId !== me)) throw fail('GROUP_REQUEST_NOT_FOUND');
  return request;
};

export const applyToGroup = async (me: string, groupId: string, description = ''): Promise<void> => {
  const [group, member, pointer] = await Promise.all([getGroup(groupId), getMembership(groupId, me), pendingPointerOf(me, groupId), requireRate('groupApply', me)]);
  if (!group) throw fail('GROUP_NOT_FOUND');
  if (member) throw fail('ALREADY_IN_GROUP');
  // A project's group takes the project's people only: to anyone else it does not exist (docs/cooperation.md).
  if (group.projectId) throw fail('GROUP_NOT_FOUND');
  const now = Date.now();
  const previous = pointer ? await getGroupRequest(pointer) : undefined;
  if (previous?.status === GROUP_REQUEST_STATUS.pending) {
    try {
      await renewRequest(previous, description, now);
      return;
    } catch (error) {
      // Decided meanwhile: a new request follows.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  const request: GroupRequestItem = {
    requestId: newId(),
    groupId,
    groupName: group.name,
    applicantId: me,
    receiverId: group.ownerId,
    description,
    status: GROUP_REQUEST_STATUS.pending,
    messages: [],
    createTime: now,
    updateTime: now,
  };
  await transact(newRequestItems(request, pointer), () => fail('STALE_DATA'));
};

/** Requests the caller received as owner or sent, newest first, with names, current group names and friend flags. */
export const groupRequestList = async (me: string): Promise<GroupRequest[]> => {
  const byId = new Map((await requestsOf(me)).map((r) => [r.requestId, r]));
  const requests = [...byId.values()].sort((a, b) => b.createTime - a.createTime);
  const others = requests.map((r) => (r.applicantId === me ? r.receiverId : r.applicantId));
  const [people, groups, friends] = await Promise.all([
    publicPeople(requests.flatMap((r) => [r.applicantId, r.receiverId])),
    groupsById(requests.map((r) => r.groupId)),
    friendshipsOf(me, others.filter((u) => u !== me)),
  ]);
  return requests.map((r, i) => {
    // The applicant showed themself by applying; the owner and the group's default name (members' nicknames) are
    // shown to an applicant not yet in it as to any stranger (docs/SECURITY.md "Masking").
    const owner = people.get(r.receiverId);
    const insider = r.receiverId === me || r.status === GROUP_REQUEST_STATUS.agreed;
    return {
      id: r.requestId,
      userId: r.applicantId,
      receiverId: r.receiverId,
      nickname: people.get(r.applicantId)?.nickname ?? '',
      headPortrait: people.get(r.applicantId)?.headPortrait ?? '',
      receiveName: !owner ? '' : insider || friends.has(r.receiverId) ? owner.nickname : strangerName(owner.nickname, owner.sex),
      groupId: r.groupId,
      groupName: publicGroupName(groups.get(r.groupId) ?? { name: r.groupName }, insider),
      description: r.description,
      status: r.status,
      messages: r.messages ?? [],
      friend: friends.has(others[i]!),
      createTime: r.createTime,
    };
  });
};

/** The owner decides; agreeing adds the applicant in the same transaction as the decision. */
export const auditGroupRequest = async (me: string, requestId: string, pass: boolean): Promise<void> => {
  const request = await requestOfParty(requestId, me);
  if (request.receiverId !== me) throw fail('NOT_REQUEST_RECEIVER');
  if (request.status !== GROUP_REQUEST_STATUS.pending) throw fail('GROUP_REQUEST_DECIDED');
  const decision = decideRequestItems(request, me, pass ? GROUP_REQUEST_STATUS.agreed : GROUP_REQUEST_STATUS.refused);
  if (!pass) {
    await transact(decision, () => fail('GROUP_REQUEST_DECIDED'));
    return;
  }
  // Already in (added by the owner meanwhile): the request is simply agreed.
  await changeMembers(request.groupId, {
    add: [request.applicantId],
    ownerIs: me,
    with: { items: decision, refusal: () => fail('GROUP_REQUEST_DECIDED') },
  });
};

export const replyToGroupRequest = async (me: string, requestId: string, content: string): Promise<void> => {
  const request = await requestOfParty(requestId, me);
  if ((request.messages ?? []).length >= GROUP_REPLY_CAP) throw fail('GROUP_REPLIES_FULL');
  try {
    await appendReply(requestId, { id: newId(), userId: me, content }, GROUP_REPLY_CAP);
  } catch (error) {
    // Handed over or filled up meanwhile.
    if (error instanceof ConditionalCheckFailedException) throw fail('STALE_DATA');
    throw error;
  }
};

/** The 新的群聊 badge: requests waiting for the caller's decision. */
export const groupRequestCount = (me: string): Promise<number> => pendingRequestCount(me);
