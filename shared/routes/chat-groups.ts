/** Messenger routes: groups and join requests (spec §7.4; members and owner rules of §6). */
import {
  createGroupInput,
  findGroupInput,
  groupApplyInput,
  groupAuditInput,
  groupEditInput,
  groupIdInput,
  groupListInput,
  groupPathInput,
  groupRemarkInput,
  groupReplyInput,
  groupStickInput,
  groupTurnoverInput,
} from '../schemas/chat-groups.js';
import { input } from '../validation/zod.js';
import type { GroupDetail, GroupMember, GroupRequest, GroupSummary, GroupToJoin, MyGroup } from '../schemas/chat-groups.js';
import { returns, route, routeLookup, servedBy } from './types.js';

const BASE = '/api/mall/message';
const none = input({});

export const chatGroupRoutes = servedBy('chat', [
  route({ id: 'chat.createGroup', method: 'POST', path: `${BASE}/create-group`, domain: 'chat', access: 'user', input: createGroupInput, output: returns<string>(), summary: '发起群聊：选择联系人（不含自己，最多 500 人），创建者为群主，返回新群的 id' }),
  route({ id: 'chat.groupList', method: 'GET', path: `${BASE}/group-list`, domain: 'chat', access: 'user', input: groupListInput, output: returns<MyGroup[]>(), summary: '我的群聊（按群名或群备注搜索），置顶在前' }),
  route({ id: 'chat.groupDetail', method: 'GET', path: `${BASE}/group-dt`, domain: 'chat', access: 'user', input: groupIdInput, output: returns<GroupDetail>(), summary: '群聊详情（仅群成员）：群名、人数、群主、项目、群号、我的置顶' }),
  route({ id: 'chat.groupMembers', method: 'GET', path: `${BASE}/group-user/{id}`, domain: 'chat', access: 'user', input: groupPathInput, output: returns<GroupMember[]>(), summary: '群成员列表（仅群成员），群主在前，含是否好友' }),
  route({ id: 'chat.groupEdit', method: 'POST', path: `${BASE}/group-edit`, domain: 'chat', access: 'user', input: groupEditInput, output: returns<null>(), summary: '群主修改群名 { name, groupId }，或添加/移除成员 { add, groupId, userIds }；项目群不可' }),
  route({ id: 'chat.groupDissolve', method: 'POST', path: `${BASE}/group-dissolve/{id}`, domain: 'chat', access: 'user', input: groupPathInput, output: returns<null>(), summary: '群主解散群聊：移除全部成员（含群主）；项目群不可' }),
  route({ id: 'chat.exitGroup', method: 'POST', path: `${BASE}/exit-group`, domain: 'chat', access: 'user', input: groupIdInput, output: returns<null>(), summary: '删除并退出群聊（群主须先转让或解散；项目群不可）' }),
  route({ id: 'chat.groupTurnover', method: 'POST', path: `${BASE}/group-turnover`, domain: 'chat', access: 'user', input: groupTurnoverInput, output: returns<null>(), summary: '群主转让给本群另一成员（待处理的入群申请随之转给新群主）' }),
  route({ id: 'chat.groupRemark', method: 'POST', path: `${BASE}/group-edit-remark`, domain: 'chat', access: 'user', input: groupRemarkInput, output: returns<null>(), summary: '设置我对该群的备注（仅自己可见，空则清除）' }),
  route({ id: 'chat.groupStick', method: 'POST', path: `${BASE}/group-stick`, domain: 'chat', access: 'user', input: groupStickInput, output: returns<null>(), summary: '群聊置顶 { groupId, stick }（规格未给出路径，本项目定为 group-stick）' }),
  route({ id: 'chat.findGroup', method: 'GET', path: `${BASE}/find-group`, domain: 'chat', access: 'user', input: findGroupInput, output: returns<GroupSummary | null>(), summary: '按 8 位群号查找群聊：公开摘要与是否已加入；没有（项目群对非成员亦然）则返回 null' }),
  route({ id: 'chat.findGroupAdd', method: 'GET', path: `${BASE}/find-group-add`, domain: 'chat', access: 'user', input: findGroupInput, output: returns<GroupToJoin | null>(), summary: '申请入群页按群号查找：摘要、人数、是否已加入、是否已有待处理申请；没有（项目群对非成员亦然）则返回 null' }),
  route({ id: 'chat.groupApply', method: 'POST', path: `${BASE}/group-apply`, domain: 'chat', access: 'user', input: groupApplyInput, output: returns<null>(), summary: '申请入群（说明最多 100 字），发给群主；重复申请更新待处理的那一条；项目群不接受申请（404）' }),
  route({ id: 'chat.groupApplyList', method: 'GET', path: `${BASE}/group-apply-list`, domain: 'chat', access: 'user', input: none, output: returns<GroupRequest[]>(), summary: '新的群聊：我收到（作为群主）和我发出的入群申请，最新在前（各最多 200 条）' }),
  route({ id: 'chat.groupApplyAudit', method: 'POST', path: `${BASE}/group-apply-audit`, domain: 'chat', access: 'user', input: groupAuditInput, output: returns<null>(), summary: '群主同意或拒绝待处理的入群申请；同意即入群' }),
  route({ id: 'chat.replyGroup', method: 'POST', path: `${BASE}/reply-group`, domain: 'chat', access: 'user', input: groupReplyInput, output: returns<null>(), summary: '回复入群申请（申请人或群主，最多 50 字）' }),
  route({ id: 'chat.groupCount', method: 'GET', path: `${BASE}/group-count`, domain: 'chat', access: 'user', input: none, output: returns<number>(), summary: '待我处理的入群申请数（新的群聊角标）' }),
] as const);

/** A route of the messenger's group routes by its id, typed by its literal id, schema and output (without the rest of the table). */
export const chatGroupRoute = routeLookup(chatGroupRoutes);
