/**
 * Routes of the messenger (spec §7.4, domain `chat`): friends and contacts, groups, conversations and
 * messages, each part declared in its own file.
 */
import { chatFriendRoutes } from './chat-friends.js';
import { chatGroupRoutes } from './chat-groups.js';
import { chatMessageRoutes } from './chat-messages.js';

export const chatRoutes = [...chatFriendRoutes, ...chatGroupRoutes, ...chatMessageRoutes] as const;
