/**
 * A cancelled person's own side of the messenger, erased by the erasure's second step (shared/process/erasure.ts;
 * docs/data-model.md "Erasure of a cancelled account"), as a WeChat-like messenger treats a cancelled account: what
 * was the person's alone goes — their conversation list with its unread counts and read positions, their side of
 * each friendship (the remarks, descriptions, groups and blacklist they kept of others), their friend groups, and
 * the pointers of their pending friend and group requests. What others hold stays theirs: the messages the person
 * sent (shown under 已注销用户, with no avatar, because a message names its sender by id and the sender's name and
 * avatar are read when shown), the others' side of each friendship and their conversation with the person (their
 * contact list shows 已注销, and sending there is refused: USER_CANCELLED_CHAT), the groups' memberships and the
 * service chat (the platform's record). Every item here is in the person's own partition, which nothing of anyone
 * else's counts on: deleting them is one Query per kind and transactions of deletes.
 */
import { deleteKeys, keysUnder } from '../lib/store/client.js';
import { renameFromMembers } from './groups/naming.js';
import { groupsById, membershipsOf } from './groups/store.js';
import { audioKey, CONVERSATION_PREFIX, FRIEND_GROUP_PREFIX, FRIEND_PREFIX, friendGroupNameKey, friendKey, pendingGroupRequestKey, pendingRequestKey } from './keys.js';

/** The sort-key prefixes of the person's own messenger items. */
const ownPrefixes = (userId: string): string[] => [
  CONVERSATION_PREFIX,
  FRIEND_PREFIX,
  FRIEND_GROUP_PREFIX,
  friendGroupNameKey(userId, '').sk,
  pendingRequestKey(userId, '').sk,
  pendingGroupRequestKey(userId, '').sk,
  audioKey(userId).sk,
];

/** Deletes a cancelled person's own messenger items; answers how many. Idempotent: a retry finds fewer. */
export const eraseOwnChat = async (userId: string): Promise<number> => {
  const pk = friendKey(userId, '').pk;
  const keys = await Promise.all(ownPrefixes(userId).map((prefix) => keysUnder(pk, prefix)));
  return deleteKeys(keys.flat());
};

/**
 * The groups of an erased person that carry no name of their owner's: their default name was made of the members'
 * nicknames when they were made, the person's old one among them, and would show it to every member for good. Each is
 * named again from its members now, owner first, then by when they joined (the person is 已注销用户 now), under a
 * condition that nobody named it meanwhile. A project's group is named after its project and is left as it is.
 * Idempotent: run again, the names it makes are those already written. Answers how many groups were renamed.
 */
export const renameGroupsNamedAfter = async (userId: string): Promise<number> => {
  const groups = await groupsById((await membershipsOf(userId)).map((m) => m.groupId));
  let renamed = 0;
  for (const group of groups.values()) if (await renameFromMembers(group)) renamed += 1;
  return renamed;
};
