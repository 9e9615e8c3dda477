/** Groups (spec §7.4; shared/routes/chat-groups.ts with the shapes of shared/schemas/chat-groups.ts). */
import type { GroupDetail, GroupMember, GroupRequest, GroupSummary, GroupToJoin, MyGroup } from '../model/types.js';
import { asList, callChat, chatRoute, MESSAGE_BASE } from './chat-call.js';

export const groupRoutes = {
  create: chatRoute('POST', `${MESSAGE_BASE}/create-group`),
  list: chatRoute('GET', `${MESSAGE_BASE}/group-list`),
  detail: chatRoute('GET', `${MESSAGE_BASE}/group-dt`),
  members: chatRoute('GET', `${MESSAGE_BASE}/group-user/{id}`),
  edit: chatRoute('POST', `${MESSAGE_BASE}/group-edit`),
  dissolve: chatRoute('POST', `${MESSAGE_BASE}/group-dissolve/{id}`),
  exit: chatRoute('POST', `${MESSAGE_BASE}/exit-group`),
  stick: chatRoute('POST', `${MESSAGE_BASE}/group-stick`),
  find: chatRoute('GET', `${MESSAGE_BASE}/find-group`),
  findAdd: chatRoute('GET', `${MESSAGE_BASE}/find-group-add`),
  apply: chatRoute('POST', `${MESSAGE_BASE}/group-apply`),
  applyList: chatRoute('GET', `${MESSAGE_BASE}/group-apply-list`),
  audit: chatRoute('POST', `${MESSAGE_BASE}/group-apply-audit`),
  reply: chatRoute('POST', `${MESSAGE_BASE}/reply-group`),
  turnover: chatRoute('POST', `${MESSAGE_BASE}/group-turnover`),
  remark: chatRoute('POST', `${MESSAGE_BASE}/group-edit-remark`),
};

export const GROUPS_KEY = 'chat:groups';
export const GROUP_REQUESTS_KEY = 'chat:group-requests';

/** Answers the new group's id (a string, or an object carrying it). */
export const createGroup = async (userIds: readonly string[]): Promise<string> => {
  const data = await callChat<unknown>(groupRoutes.create, { userIds: [...userIds] });
  if (typeof data === 'string' || typeof data === 'number') return String(data);
  const object = (data ?? {}) as { id?: string; groupId?: string };
  return String(object.groupId ?? object.id ?? '');
};

export const listGroups = async (searchName?: string): Promise<MyGroup[]> => asList<MyGroup>(await callChat<unknown>(groupRoutes.list, { searchName }));

export const getGroupDetail = (groupId: string): Promise<GroupDetail> => callChat<GroupDetail>(groupRoutes.detail, { groupId });

export const listGroupMembers = async (groupId: string): Promise<GroupMember[]> => asList<GroupMember>(await callChat<unknown>(groupRoutes.members, { id: groupId }));

export const renameGroup = (groupId: string, name: string): Promise<null> => callChat<null>(groupRoutes.edit, { groupId, name });

export const changeMembers = (groupId: string, add: boolean, userIds: readonly string[]): Promise<null> =>
  callChat<null>(groupRoutes.edit, { groupId, add, userIds: [...userIds] });

export const dissolveGroup = (groupId: string): Promise<null> => callChat<null>(groupRoutes.dissolve, { id: groupId });

export const exitGroup = (groupId: string): Promise<null> => callChat<null>(groupRoutes.exit, { groupId });

export const stickGroup = (groupId: string, stick: boolean): Promise<null> => callChat<null>(groupRoutes.stick, { groupId, stick });

export const findGroup = async (number: string): Promise<GroupSummary[]> => {
  const data = await callChat<unknown>(groupRoutes.find, { number });
  return Array.isArray(data) || (data && typeof data === 'object' && 'records' in data) ? asList<GroupSummary>(data) : data ? [data as GroupSummary] : [];
};

export const findGroupToJoin = (number: string): Promise<GroupToJoin> => callChat<GroupToJoin>(groupRoutes.findAdd, { number });

export const applyToGroup = (groupId: string, description: string): Promise<null> => callChat<null>(groupRoutes.apply, { groupId, description });

export const listGroupRequests = async (): Promise<GroupRequest[]> => asList<GroupRequest>(await callChat<unknown>(groupRoutes.applyList));

export const auditGroupRequest = (groupRequestId: string, pass: boolean): Promise<null> => callChat<null>(groupRoutes.audit, { groupRequestId, pass });

export const replyGroupRequest = (id: string, content: string): Promise<null> => callChat<null>(groupRoutes.reply, { id, content });

/** The owner hands the group to another member (spec §7.4 group-turnover). */
export const handOverGroup = (groupId: string, userId: string): Promise<null> => callChat<null>(groupRoutes.turnover, { groupId, userId });

/** The caller's own name for the group; empty clears it. */
export const setGroupRemark = (groupId: string, remark: string): Promise<null> => callChat<null>(groupRoutes.remark, { groupId, remark });
