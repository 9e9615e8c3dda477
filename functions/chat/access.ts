/**
 * Who may see a conversation: the chat domain's public answer for other domains (the realtime domain asks it when
 * a chat socket connects) and for its own pushes. One rule per conversation kind (docs/SECURITY.md "Chat socket"):
 * - `MSG`: between the caller and a real other person;
 * - `GROUP`: a current member of a live group (checked again at every push, so a member who leaves or is removed
 *   stops receiving at once, even on a socket opened before);
 * - `SERVICE`: the person's own chat (`joinUserId` is the service account), or desk staff answering a person.
 */
import { SERVICE_ACCOUNT_ID, type ChatType } from '../../shared/realtime.js';
import { getPerson, publicPeople } from '../account/public.js';
import { fail } from '../lib/errors.js';
import { getGroup, getMembership } from './groups/store.js';

/** Service desk staff (a platform role on the person, seeded; no route grants it). */
export const isStaff = async (userId: string): Promise<boolean> => (await getPerson(userId))?.roles?.includes('SERVICE') ?? false;

/** Which of `userIds` are desk staff now: one BatchGet. */
export const staffAmong = async (userIds: readonly string[]): Promise<Set<string>> => {
  if (userIds.length === 0) return new Set();
  const people = await publicPeople(userIds);
  return new Set([...people.values()].filter((p) => p.status === 'NORMAL' && p.roles?.includes('SERVICE')).map((p) => p.userId));
};

/** Whether `me` may open a chat socket on the conversation (`type`, `joinUserId`): its messages would reach them. */
export const maySeeConversation = async (me: string, type: ChatType, joinUserId: string): Promise<boolean> => {
  if (type === 'GROUP') {
    const [group, membership] = await Promise.all([getGroup(joinUserId), getMembership(joinUserId, me)]);
    return Boolean(group && membership);
  }
  if (type === 'SERVICE') {
    if (joinUserId === SERVICE_ACCOUNT_ID) return true;
    if (joinUserId === me) return false;
    const [staff, person] = await Promise.all([isStaff(me), getPerson(joinUserId)]);
    return staff && person !== undefined;
  }
  if (joinUserId === me || joinUserId === SERVICE_ACCOUNT_ID) return false;
  return (await getPerson(joinUserId)) !== undefined;
};

/**
 * The person whose service chat `me` means by `joinUserId`: a person names the service account (their own
 * chat); staff name the person they answer. Anyone else naming a person is refused.
 */
export const serviceChatOf = async (me: string, joinUserId: string): Promise<{ person: string; staff: boolean }> => {
  if (joinUserId === SERVICE_ACCOUNT_ID) return { person: me, staff: false };
  if (!(await isStaff(me))) throw fail('FORBIDDEN');
  if (!(await getPerson(joinUserId))) throw fail('USER_NOT_FOUND');
  return { person: joinUserId, staff: true };
};
