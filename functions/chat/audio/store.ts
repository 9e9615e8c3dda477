/** The message-sound flag's item (keys.ts `audioKey`): one counter per person, moved by atomic updates only. */
import { deleteItem, getItem, updateItem } from '../../lib/store/client.js';
import { audioKey } from '../keys.js';

interface AudioItem {
  num?: number;
}

/** One more sound due for the person; answers the count after it. */
export const raiseAudio = async (userId: string): Promise<number> =>
  (await updateItem<AudioItem>(audioKey(userId), { expression: 'ADD num :one SET updateTime = :now', values: { ':one': 1, ':now': Date.now() } }))?.num ?? 0;

/** No sound due any more; answers how many were (0 when none was): the delete answers the item it removed. */
export const takeAudio = async (userId: string): Promise<number> => (await deleteItem<AudioItem>(audioKey(userId)))?.num ?? 0;

/** The sounds due; a strong read, so a clear just made is seen. */
export const audioCount = async (userId: string): Promise<number> => (await getItem<AudioItem>(audioKey(userId), { consistent: true }))?.num ?? 0;
