/**
 * The chat socket's address (docs/conventions.md "Realtime"): the global socket's URL rules (`wsUrl` absolute or a path,
 * http(s) becoming ws(s)) with `channel=chat&messageType=…&joinUserId=…`.
 */
import type { ChatType } from '../../../../../shared/realtime.js';
import { radioUrl } from '../../../realtime/radio-url.js';

export const chatSocketUrl = (wsUrl: string, token: string, messageType: ChatType, joinUserId: string, base?: string): string => {
  const url = new URL(radioUrl(wsUrl, token, base));
  url.searchParams.set('channel', 'chat');
  url.searchParams.set('messageType', messageType);
  url.searchParams.set('joinUserId', joinUserId);
  return url.href;
};
