/** The service desk's side (staff only): the people who wrote, newest first, and one person's service chat. */
import type { Page } from '../../../shared/envelope.js';
import { SERVICE_ACCOUNT_ID } from '../../../shared/realtime.js';
import type { RecordPage } from '../../../shared/schemas/chat-messages.js';
import { publicPeople } from '../../account/public.js';
import { isStaff } from '../access.js';
import { fail } from '../../lib/errors.js';
import { records } from './history.js';
import { consultItems, getConversation, markConsultDone } from './store.js';
import { SERVICE_DESK_NAME } from './view.js';

/** One person's service chat on the desk's list (staff only). */
export interface ConsultRow {
  userId: string;
  nickname: string;
  headPortrait: string;
  unread: number;
  updateTime: number;
  messageContent: string;
  /** Marked done by desk staff, and not written to since. */
  done: boolean;
}

/** consult/list: the service chats, newest first, paged; staff only. */
export const consultList = async (me: string, current: number, size: number): Promise<Page<ConsultRow>> => {
  if (!(await isStaff(me))) throw fail('FORBIDDEN');
  // Waiting first (newest first), then the ones marked done.
  const items = (await consultItems()).sort((a, b) => Number(a.doneBy !== undefined) - Number(b.doneBy !== undefined) || b.updateTime - a.updateTime);
  const slice = items.slice((current - 1) * size, current * size);
  const people = await publicPeople(slice.map((c) => c.userId));
  return {
    records: slice.map((c) => ({
      userId: c.userId,
      nickname: people.get(c.userId)?.nickname ?? '',
      headPortrait: people.get(c.userId)?.headPortrait ?? '',
      unread: c.unread ?? 0,
      updateTime: c.updateTime,
      messageContent: c.lastMessage,
      done: c.doneBy !== undefined,
    })),
    total: items.length,
    pages: Math.ceil(items.length / size),
    current,
    size,
  };
};

/** consult/details/{id}: a person's service chat, for staff only (a page as `record` answers it). */
export const consultDetails = async (me: string, person: string, current: number, size: number): Promise<RecordPage> => {
  if (person === SERVICE_ACCOUNT_ID || !(await isStaff(me))) throw fail('FORBIDDEN');
  return records(me, { messageType: 'SERVICE', joinUserId: person, current, size });
};

/** consult/done/{id}: desk staff mark a person's service chat done (it reopens when the person writes again). */
export const consultDone = async (me: string, person: string): Promise<void> => {
  if (person === SERVICE_ACCOUNT_ID || !(await isStaff(me))) throw fail('FORBIDDEN');
  if (!(await markConsultDone(person, me))) throw fail('NOT_FOUND', '该咨询不存在');
};

/** serviceToAdmin: where a person's service chat is (the service account to open it with) and its unread count. */
export const serviceEntry = async (me: string): Promise<{ joinUserId: string; messageType: 'SERVICE'; nickname: string; unreadMessage: number }> => {
  const conversation = await getConversation(me, 'SERVICE', SERVICE_ACCOUNT_ID);
  return { joinUserId: SERVICE_ACCOUNT_ID, messageType: 'SERVICE', nickname: SERVICE_DESK_NAME, unreadMessage: conversation?.unreadMessage ?? 0 };
};
