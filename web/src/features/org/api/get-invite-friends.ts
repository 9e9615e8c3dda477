/**
 * POST .../search/search-invite-list: the caller's friends to invite to their team, those already in it flagged
 * (`inGroup`). Read once per dialog; the dialog's search filters it as the server would (nickname or remark).
 */
import useSWR from 'swr';
import { chatFriendRoute } from '../../../../../shared/routes/chat-friends.js';
import type { SelectableFriend } from '../../../../../shared/schemas/chat-friends.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const route = chatFriendRoute('chat.searchInviteList');

export type InviteFriendsKey = readonly [path: string, teamId: string];

export const getInviteFriends = ([, teamId]: InviteFriendsKey): Promise<SelectableFriend[]> => callRoute(route, { teamId });

export const useInviteFriends = (teamId: string) =>
  useSWR<SelectableFriend[], HttpError, InviteFriendsKey>([route.path, teamId], getInviteFriends, { revalidateOnFocus: false });
