/**
 * The person's message-sound flag on the server (spec §4 BANG_RADIO "clear the audio flag", §7.1 `user-audio`;
 * docs/conventions.md "Message sounds"): how many new messages' sounds are due. The tab holding the global socket
 * clears it once it has sounded, and on each open reads it to sound once for what came while no socket listened.
 */
import { chatAudioRoute } from '../../../shared/routes/chat-audio.js';
import { callRoute } from '../api/route-call.js';

export interface SoundFlag {
  /** Clears the person's sounds due; answers how many there were. */
  clear(): Promise<number>;
  /** The person's sounds due. */
  due(): Promise<number>;
}

/** The flag of the person `userId` (the spec's `{id}`: the routes take only one's own). Calls are silent. */
export const soundFlagOf = (userId: string): SoundFlag => ({
  clear: () => callRoute(chatAudioRoute('chat.clearUserAudio'), { id: userId }, { silent: true }),
  due: () => callRoute(chatAudioRoute('chat.queryUserAudioNum'), { id: userId }, { silent: true }),
});
