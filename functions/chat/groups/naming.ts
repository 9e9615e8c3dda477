/**
 * A group's default name (docs/chat.md "Groups"): a group nobody named is called after its members' nicknames, owner
 * first, then by when they joined. It is made when the group is made and made again when members join or leave, so
 * that a person who left — or whose account was erased since — is not named to the members who stay. A named group (by its owner)
 * and a project's group (named after the project) keep their names.
 */
import { TEXT_LIMITS } from '../../../shared/limits.js';
import { defaultGroupName } from '../../../shared/schemas/chat-groups.js';
import { publicPeople } from '../../account/public.js';
import { membersOf, renameDefaultNamed, type GroupItem } from './store.js';

/**
 * The group named again from its members now, under a condition that nobody named it meanwhile and its name is still
 * the one read. Idempotent: run again, the name it makes is the one written. Answers whether it was renamed.
 */
export const renameFromMembers = async (group: Pick<GroupItem, 'groupId' | 'name' | 'named' | 'projectId'>): Promise<boolean> => {
  if (group.named || group.projectId) return false;
  // A name holds at most TEXT_LIMITS.groupName characters: that many members' nicknames are all it may need.
  const members = (await membersOf(group.groupId)).sort((a, b) => Number(b.role === 'OWNER') - Number(a.role === 'OWNER') || a.joinTime - b.joinTime).slice(0, TEXT_LIMITS.groupName);
  const people = await publicPeople(members.map((m) => m.userId));
  const name = defaultGroupName(members.map((m) => people.get(m.userId)?.nickname ?? ''));
  return name !== group.name && renameDefaultNamed(group.groupId, group.name, name, Date.now());
};
