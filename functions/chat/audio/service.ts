/**
 * Message sounds (spec §4 BANG_RADIO "clear the audio flag", §7.1 `user-audio`; docs/conventions.md "Message sounds"):
 * each person's count of new messages announced by BANG_RADIO whose sound is still due. Delivery raises it where it
 * pushes a new message's BANG_RADIO to one person (one-to-one, the desk's answer; not a group's members, whose
 * message stays a constant number of writes); the tab that sounds clears it. The routes name the person, and only the person
 * may touch their own: another's id is refused with 403 (a person's id is public, on every card).
 */
import { notYoursField } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { audioCount, raiseAudio, takeAudio } from './store.js';

const ownOnly = (me: string, id: string): void => {
  if (id !== me) throw notYoursField('id', '只能操作自己的消息提示音');
};

/** `sub-user-audio/{id}`: one more sound due for oneself; answers the count after it. */
export const markAudioDue = (me: string, id: string): Promise<number> => {
  ownOnly(me, id);
  return raiseAudio(id);
};

/** `clear-user-audio/{id}`: no sound due any more; answers how many were cleared. */
export const clearAudio = (me: string, id: string): Promise<number> => {
  ownOnly(me, id);
  return takeAudio(id);
};

/** `query-user-audio-num/{id}`: how many sounds are due. */
export const audioNum = (me: string, id: string): Promise<number> => {
  ownOnly(me, id);
  return audioCount(id);
};

/** Delivery's side: the person a new message's BANG_RADIO reached has one more sound due. Never fails the send. */
export const soundDue = async (userId: string): Promise<void> => {
  await raiseAudio(userId).catch((error: unknown) => logger.warn('audio flag not raised', { error: error as Error }));
};
