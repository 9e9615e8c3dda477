/**
 * Routes of the messenger (spec §7.4, domain `chat`): friends and contacts, groups, conversations and
 * messages, message sounds, each part declared in its own file with its own lookup (`chatFriendRoute`, `chatGroupRoute`,
 * `chatMessageRoute`, `chatAudioRoute`).
 */
import { chatAudioRoutes } from './chat-audio.js';
import { chatFriendRoutes } from './chat-friends.js';
import { chatGroupRoutes } from './chat-groups.js';
import { chatMessageRoutes } from './chat-messages.js';
import { routeLookup } from './types.js';

export const chatRoutes = [...chatFriendRoutes, ...chatGroupRoutes, ...chatMessageRoutes, ...chatAudioRoutes] as const;

/** A route of the messenger by its id, typed by its literal id, schema and output (without the rest of the table). */
export const chatRoute = routeLookup(chatRoutes);
