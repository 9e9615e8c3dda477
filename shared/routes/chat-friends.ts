/** Messenger routes: friends, friend requests, friend groups and contacts (spec §7.4). */
import { APP } from '../domains.js';
import {
  addFriendGroupInput,
  addFriendInput,
  contactsInput,
  friendReplyInput,
  friendSettingsInput,
  isAgreeInput,
  newFriendInput,
  searchInviteListInput,
  showFriendGroupAddInput,
  showFriendInput,
  userDetailInput,
} from '../schemas/chat-friends.js';
import { noInput } from '../validation/zod.js';
import type { Page } from '../envelope.js';
import type { Contact, ContactsResponse, FriendGroup, FriendRequestReply, FriendRequestSent, FriendRequestView, SelectableFriend, UserDetail } from '../schemas/chat-friends.js';
import { returns, route, routeLookup, servedBy } from './types.js';

const BASE = '/api/mall/message';
const SEARCH = `/api/pc/${APP}/search`;

export const chatFriendRoutes = servedBy('chat', [
  route({ id: 'chat.addFriend', method: 'POST', path: `${BASE}/add-friend`, domain: 'chat', access: 'user', input: addFriendInput, output: returns<FriendRequestSent>(), summary: '按用户编号、手机号或用户 id 发送好友申请；对同一人再次申请则更新验证信息' }),
  route({ id: 'chat.newFriend', method: 'GET', path: `${BASE}/new-friend`, domain: 'chat', access: 'user', input: newFriendInput, output: returns<Page<FriendRequestView>>(), summary: '新的朋友：我发出和收到的好友申请，新的在前，可按申请人或接收人名称搜索' }),
  route({ id: 'chat.newFriendCount', method: 'GET', path: `${BASE}/count`, domain: 'chat', access: 'user', input: noInput, output: returns<number>(), summary: '我收到的待处理好友申请数（新的朋友角标）' }),
  route({ id: 'chat.reply', method: 'POST', path: `${BASE}/reply`, domain: 'chat', access: 'user', input: friendReplyInput, output: returns<FriendRequestReply>(), summary: '回复待处理的好友申请（申请人或接收人）' }),
  route({ id: 'chat.isAgree', method: 'POST', path: `${BASE}/is-agree`, domain: 'chat', access: 'user', input: isAgreeInput, output: returns<null>(), summary: '接收人同意（可选分组）或拒绝好友申请' }),
  route({ id: 'chat.addGroup', method: 'POST', path: `${BASE}/add-group`, domain: 'chat', access: 'user', input: addFriendGroupInput, output: returns<FriendGroup>(), summary: '新建好友分组（commonField 为分组名称）' }),
  route({ id: 'chat.listGroup', method: 'POST', path: `${BASE}/list-group`, domain: 'chat', access: 'user', input: noInput, output: returns<FriendGroup[]>(), summary: '我的好友分组' }),
  route({ id: 'chat.contacts', method: 'POST', path: `${BASE}/contacts`, domain: 'chat', access: 'user', input: contactsInput, output: returns<ContactsResponse>(), summary: '通讯录：企业同事、团队成员、好友分组、特别关心（强提醒）和未分组好友' }),
  route({ id: 'chat.userDetail', method: 'GET', path: `${BASE}/user-detail/{id}`, domain: 'chat', access: 'user', input: userDetailInput, output: returns<UserDetail>(), summary: '个人详情：对方资料（非好友昵称脱敏）与我对其的好友设置' }),
  route({ id: 'chat.edit', method: 'POST', path: `${BASE}/edit`, domain: 'chat', access: 'user', input: friendSettingsInput, output: returns<null>(), summary: '保存我对好友的设置：备注、描述、分组、提醒、置顶、黑名单' }),
  route({ id: 'chat.searchBlacklist', method: 'GET', path: `${BASE}/search-blacklist`, domain: 'chat', access: 'user', input: noInput, output: returns<Contact[]>(), summary: '我拉黑的好友' }),
  route({ id: 'chat.showFriend', method: 'POST', path: `${SEARCH}/show-friend`, domain: 'chat', access: 'user', input: showFriendInput, output: returns<Contact[]>(), summary: '全部好友及索引字母，按 A-Z、# 排序' }),
  route({ id: 'chat.showFriendGroupAdd', method: 'POST', path: `${SEARCH}/show-friend-groupadd`, domain: 'chat', access: 'user', input: showFriendGroupAddInput, summary: '选择联系人加入群聊：好友列表，已在群内的标记 inGroup' }),
  route({ id: 'chat.searchInviteList', method: 'POST', path: `${SEARCH}/search-invite-list`, domain: 'chat', access: 'user', input: searchInviteListInput, output: returns<SelectableFriend[]>(), summary: '邀请好友加入团队：好友列表，已是团队成员的标记 inGroup' }),
] as const);

/** A route of the messenger's friend routes by its id, typed by its literal id, schema and output (without the rest of the table). */
export const chatFriendRoute = routeLookup(chatFriendRoutes);
