/** A person's chat sends counted per window of CHAT_SEND_LIMIT (docs/SECURITY.md "Abuse limits"). */
import { updateItem } from '../../lib/store/client.js';
import { sendRateKey } from '../keys.js';

/**
 * Counts one send in the person's window, only while fewer than `max` were counted (one atomic conditional update:
 * concurrent sends each take their own place); false when the window is full. The item expires with its window.
 */
export const countSend = async (userId: string, window: number, max: number, expiresAt: number): Promise<boolean> =>
  (await updateItem(
    sendRateKey(userId, String(window)),
    { expression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)', values: { ':one': 1, ':ttl': expiresAt }, names: { '#count': 'count', '#ttl': 'ttl' } },
    { expression: 'attribute_not_exists(#count) OR #count < :max', values: { ':max': max } },
  )) !== undefined;
