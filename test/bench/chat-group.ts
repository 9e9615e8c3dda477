/** The bench's 500-member group, made by the groups service exactly as `create-group` makes one. */
export const createGroupWith = async (userIds: readonly string[]): Promise<string> => {
  const { createGroup } = await import('../../functions/chat/groups/service.js');
  const [owner, ...others] = userIds;
  if (!owner) throw new Error('a group needs an owner');
  // A group takes the owner's contacts only: the bench's people are made the owner's friends first.
  const { friendsWith } = await import('../support/people.js');
  await friendsWith(owner, others);
  return createGroup(owner, others);
};
