/** The friends part of the messenger's HTTP routes (shared/routes/chat-friends.ts), each bound to its service. */
import { chatFriendRoutes } from '../../../shared/routes/chat-friends.js';
import { routeIn } from '../../../shared/routes/types.js';
import { authOf, bind, type Binding } from '../../lib/http/unit-handler.js';
import { blacklist, contacts, friendsForGroup, friendsForTeam, showFriends } from './contacts.js';
import { addFriend, decideRequest, friendRequests, newFriendCount, replyToRequest } from './requests.js';
import { addFriendGroup, editFriendSettings, listFriendGroups, userDetail } from './settings.js';

const r = <const I extends (typeof chatFriendRoutes)[number]['id']>(id: I) => routeIn(chatFriendRoutes, id);

export const friendBindings: Binding[] = [
  bind(r('chat.addFriend'), (input, ctx) => addFriend(authOf(ctx).userId, input)),
  bind(r('chat.newFriend'), (input, ctx) => friendRequests(authOf(ctx).userId, input.searchName, input.current, input.size)),
  bind(r('chat.newFriendCount'), (_input, ctx) => newFriendCount(authOf(ctx).userId)),
  bind(r('chat.reply'), (input, ctx) => replyToRequest(authOf(ctx).userId, input.id, input.content)),
  bind(r('chat.isAgree'), async (input, ctx) => void (await decideRequest(authOf(ctx).userId, input.id, input.pass, input.groupIds))),
  bind(r('chat.addGroup'), (input, ctx) => addFriendGroup(authOf(ctx).userId, input.commonField)),
  bind(r('chat.listGroup'), (_input, ctx) => listFriendGroups(authOf(ctx).userId)),
  bind(r('chat.contacts'), (input, ctx) => contacts(authOf(ctx).userId, input.searchName)),
  bind(r('chat.userDetail'), (input, ctx) => userDetail(authOf(ctx).userId, input.id)),
  bind(r('chat.edit'), async (input, ctx) => void (await editFriendSettings(authOf(ctx).userId, input))),
  bind(r('chat.searchBlacklist'), (_input, ctx) => blacklist(authOf(ctx).userId)),
  bind(r('chat.showFriend'), (input, ctx) => showFriends(authOf(ctx).userId, input.searchName)),
  bind(r('chat.showFriendGroupAdd'), (input, ctx) => friendsForGroup(authOf(ctx).userId, input.groupId, input.searchName)),
  bind(r('chat.searchInviteList'), (input, ctx) => friendsForTeam(authOf(ctx).userId, input.teamId, input.searchName)),
];
