/**
 * The service desk's read of a project group's talk, for a dispute's case (docs/cooperation.md "Disputes"): the group's
 * last messages, oldest first, read by key (the thread's head, then one range of numbers). The project domain checked
 * the reader is desk staff ruling on that project's dispute; pictures, files and cards show as their previews (their
 * private addresses are not handed out here).
 */
import { publicPeople } from '../../account/public.js';
import { groupThread } from '../keys.js';
import { getThreadMeta, messagesBetween } from './store.js';
import { previewOf } from './view.js';

export interface GroupTalkLine {
  seq: number;
  from: string;
  fromName: string;
  type: string;
  content: string;
  time: number;
}

export const groupTalk = async (groupId: string, limit: number): Promise<GroupTalkLine[]> => {
  const thread = groupThread(groupId);
  const head = await getThreadMeta(thread);
  if (!head.seq) return [];
  const items = await messagesBetween(thread, Math.max(1, head.seq - limit + 1), head.seq, head);
  const people = await publicPeople([...new Set(items.map((m) => m.userId))]);
  return items.map((m) => ({
    seq: m.seq,
    from: m.userId,
    fromName: (people.get(m.userId)?.nickname as string | undefined) ?? '',
    type: m.messageContentType,
    content: previewOf(m.messageContentType, m.content),
    time: m.sendTime,
  }));
};
