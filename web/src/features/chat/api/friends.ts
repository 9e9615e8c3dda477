/**
 * Friends and contacts (spec §7.4; shared/routes/chat-friends.ts): contacts, friend requests and their
 * decisions, friend groups, a person's detail and the friend settings, the blacklist, adding a friend. Every call
 * is silent: spec §8 says chat screens ignore non-200 codes (a 401 still ends the session); screens that must
 * explain a refusal show the error's msg themselves.
 */
import { TEXT_LIMITS } from '../../../../../shared/limits.js';
import { chatFriendRoute } from '../../../../../shared/routes/chat-friends.js';
import type { FriendRequestReply, FriendRequestSent } from '../../../../../shared/schemas/chat-friends.js';
import useSWR from 'swr';
import { callRoute } from '../../../api/route-call.js';
import type { ContactsResponse, Contact, FriendGroup, FriendRequest, FriendSettings, UserDetail } from '../model/types.js';

const SILENT = { silent: true } as const;

export const CONTACTS_KEY = 'chat:contacts';
export const FRIEND_GROUPS_KEY = 'chat:friend-groups';
/** The friend requests, by the name searched (`[NEW_FRIENDS_KEY, searchName]`). */
export const NEW_FRIENDS_KEY = 'chat:new-friends';
export const BLACKLIST_KEY = 'chat:blacklist';

export const getContacts = (): Promise<ContactsResponse> => callRoute(chatFriendRoute('chat.contacts'), {}, SILENT);

/** The contacts (friends by letter, the caller's groups of friends), read while `wanted`. */
export const useContacts = (wanted = true) => useSWR(wanted ? CONTACTS_KEY : null, getContacts);

/** The requests sent and received (the first page of `new-friend`: the server's default size). */
export const listFriendRequests = async (searchName?: string): Promise<FriendRequest[]> =>
  (await callRoute(chatFriendRoute('chat.newFriend'), { searchName }, SILENT)).records;

/** The requests whose names match `searchName` (all of them for the empty search). */
export const useFriendRequests = (searchName: string) =>
  useSWR([NEW_FRIENDS_KEY, searchName] as const, ([, name]) => listFriendRequests(name || undefined));

export const replyFriendRequest = (id: string, content: string): Promise<FriendRequestReply> =>
  callRoute(chatFriendRoute('chat.reply'), { id, content: content.slice(0, TEXT_LIMITS.friendReply) }, SILENT);

/** Spec §5: the group named pecialConcern is dropped from the chosen ids when agreeing. */
export const decideFriendRequest = (id: string, pass: boolean, groupIds: readonly string[] = []): Promise<null> =>
  callRoute(chatFriendRoute('chat.isAgree'), { id, pass, groupIds: groupIds.filter((g) => g !== 'pecialConcern') }, SILENT);

export const listFriendGroups = (): Promise<FriendGroup[]> => callRoute(chatFriendRoute('chat.listGroup'), {}, SILENT);

export const useFriendGroups = () => useSWR(FRIEND_GROUPS_KEY, listFriendGroups);

/** Creates a friend group (`commonField` is its name); answers it with its id. */
export const addFriendGroup = (name: string): Promise<FriendGroup> => callRoute(chatFriendRoute('chat.addGroup'), { commonField: name }, SILENT);

export const getUserDetail = (id: string): Promise<UserDetail> => callRoute(chatFriendRoute('chat.userDetail'), { id }, SILENT);

/** A person's card as the caller may see it (`[USER_KEY, id]`), read while a person is named. */
export const USER_KEY = 'chat:user';
export const useUserDetail = (userId: string | undefined) => useSWR(userId ? ([USER_KEY, userId] as const) : null, ([, id]) => getUserDetail(id));

export const saveFriendSettings = (settings: FriendSettings): Promise<null> => callRoute(chatFriendRoute('chat.edit'), { ...settings }, SILENT);

export const listBlacklist = (): Promise<Contact[]> => callRoute(chatFriendRoute('chat.searchBlacklist'), {}, SILENT);

/** The people the caller blacklisted, read while `wanted` (the blacklist is open). */
export const useBlacklist = (wanted: boolean) => useSWR(wanted ? BLACKLIST_KEY : null, listBlacklist);

/** docs/conventions.md: `{ userNo | phone | receiverId, information }`. */
export const addFriend = (who: { userNo?: string; phone?: string; receiverId?: string }, information: string): Promise<FriendRequestSent> =>
  callRoute(chatFriendRoute('chat.addFriend'), { ...who, information }, SILENT);

/** Every friend with their index letter (the contact selector). */
export const listFriends = (): Promise<Contact[]> => callRoute(chatFriendRoute('chat.showFriend'), {}, SILENT);
