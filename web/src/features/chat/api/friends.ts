/**
 * Friends and contacts (spec §7.4; shared/routes/chat-friends.ts): contacts, friend requests and their
 * decisions, friend groups, a person's detail and the friend settings, the blacklist, adding a friend.
 */
import { TEXT_LIMITS } from '../../../../../shared/limits.js';
import type { ContactsResponse, Contact, FriendGroup, FriendRequest, FriendSettings, UserDetail } from '../model/types.js';
import { asList, callChat, chatRoute, MESSAGE_BASE, SEARCH_BASE } from './chat-call.js';

export const friendRoutes = {
  contacts: chatRoute('POST', `${MESSAGE_BASE}/contacts`),
  newFriend: chatRoute('GET', `${MESSAGE_BASE}/new-friend`),
  count: chatRoute('GET', `${MESSAGE_BASE}/count`),
  reply: chatRoute('POST', `${MESSAGE_BASE}/reply`),
  isAgree: chatRoute('POST', `${MESSAGE_BASE}/is-agree`),
  addGroup: chatRoute('POST', `${MESSAGE_BASE}/add-group`),
  listGroup: chatRoute('POST', `${MESSAGE_BASE}/list-group`),
  userDetail: chatRoute('GET', `${MESSAGE_BASE}/user-detail/{id}`),
  edit: chatRoute('POST', `${MESSAGE_BASE}/edit`),
  blacklist: chatRoute('GET', `${MESSAGE_BASE}/search-blacklist`),
  addFriend: chatRoute('POST', `${MESSAGE_BASE}/add-friend`),
  showFriend: chatRoute('POST', `${SEARCH_BASE}/show-friend`),
  showFriendGroupAdd: chatRoute('POST', `${SEARCH_BASE}/show-friend-groupadd`),
};

export const CONTACTS_KEY = 'chat:contacts';
export const FRIEND_GROUPS_KEY = 'chat:friend-groups';
export const NEW_FRIENDS_KEY = 'chat:new-friends';

export const getContacts = (): Promise<ContactsResponse> => callChat<ContactsResponse>(friendRoutes.contacts);

export const listFriendRequests = async (searchName?: string): Promise<FriendRequest[]> =>
  asList<FriendRequest>(await callChat<unknown>(friendRoutes.newFriend, { searchName }));

export const replyFriendRequest = (id: string, content: string): Promise<null> =>
  callChat<null>(friendRoutes.reply, { id, content: content.slice(0, TEXT_LIMITS.friendReply) });

/** Spec §5: the group named pecialConcern is dropped from the chosen ids when agreeing. */
export const decideFriendRequest = (id: string, pass: boolean, groupIds: readonly string[] = []): Promise<null> =>
  callChat<null>(friendRoutes.isAgree, { id, pass, groupIds: groupIds.filter((g) => g !== 'pecialConcern') });

export const listFriendGroups = async (): Promise<FriendGroup[]> => asList<FriendGroup>(await callChat<unknown>(friendRoutes.listGroup));

/** Creates a friend group (`commonField` is its name); answers its id when the server gives one. */
export const addFriendGroup = (name: string): Promise<unknown> => callChat<unknown>(friendRoutes.addGroup, { commonField: name });

export const getUserDetail = (id: string): Promise<UserDetail> => callChat<UserDetail>(friendRoutes.userDetail, { id });

export const saveFriendSettings = (settings: FriendSettings): Promise<null> => callChat<null>(friendRoutes.edit, { ...settings });

export const listBlacklist = async (): Promise<Contact[]> => asList<Contact>(await callChat<unknown>(friendRoutes.blacklist));

/** CONTRACT.md: `{ userNo | phone | receiverId, information }`. */
export const addFriend = (who: { userNo?: string; phone?: string; receiverId?: string }, information: string): Promise<null> =>
  callChat<null>(friendRoutes.addFriend, { ...who, information });

/** Every friend with their index letter (the contact selector). */
export const listFriends = async (): Promise<Contact[]> => asList<Contact>(await callChat<unknown>(friendRoutes.showFriend));
