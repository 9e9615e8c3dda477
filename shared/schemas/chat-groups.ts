/**
 * Groups of the messenger (spec §3 "Group", "Group detail", "Group member", "Group request"; §5 group rules; §6
 * group manager; §7.4 group calls): the inputs of the group routes and the shapes they answer.
 */
import { array } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { flag, id, input, text } from '../validation/zod.js';

/** The most members a group may have, its owner included. */
export const GROUP_MEMBER_CAP = 500;
/** How many members' avatars make a group's avatar (`groupHeaders`). */
export const GROUP_HEADER_COUNT = 9;
/** The most replies one group request holds (they live on the request item). */
export const GROUP_REPLY_CAP = 100;
/** The name of a group whose members have no nicknames to name it after. */
export const DEFAULT_GROUP_NAME = '群聊';

/** The name of a new group: its first members' nicknames joined with '、', at most the name limit, else 群聊. */
export const defaultGroupName = (nicknames: readonly string[]): string => {
  const joined = nicknames.filter((n) => n.trim() !== '').join('、');
  return joined ? Array.from(joined).slice(0, TEXT_LIMITS.groupName).join('') : DEFAULT_GROUP_NAME;
};

export const GROUP_MESSAGES = {
  nameBlank: '群聊名称不能为空',
  pickContacts: '请选择联系人',
  nameOrMembers: '修改群聊名称与增减成员请分开提交',
  pickAction: '请选择添加或移除成员',
} as const;

/** Spec §4: a group request is refused (-1), pending (0) or agreed (1). */
export const GROUP_REQUEST_STATUS = { refused: -1, pending: 0, agreed: 1 } as const;
export type GroupRequestStatus = (typeof GROUP_REQUEST_STATUS)[keyof typeof GROUP_REQUEST_STATUS];

/** Groups and their requests get ULIDs from us: anything else is refused before any read. */
const ulid = (label: string) => text(label, { max: 26, pattern: [/^[0-9A-HJKMNP-TV-Z]{26}$/, `${label}格式不正确`] });
const groupId = () => ulid('群聊');
const groupName = () => text('群聊名称', { max: TEXT_LIMITS.groupName, required: GROUP_MESSAGES.nameBlank });
const userIds = () =>
  array(id('联系人'), { error: (iss) => (iss.input === undefined || iss.input === null ? GROUP_MESSAGES.pickContacts : '联系人必须是列表') })
    .min(1, GROUP_MESSAGES.pickContacts)
    .max(GROUP_MEMBER_CAP - 1, `最多选择${GROUP_MEMBER_CAP - 1}位联系人`);
const groupNumber = () => text('群号', { max: 8, pattern: [/^\d{8}$/, '群号为8位数字'] });

export const createGroupInput = input({ userIds: userIds() });

export const groupListInput = input({ searchName: text('群聊名称', { min: 0, max: TEXT_LIMITS.groupName }).optional() });

export const groupIdInput = input({ groupId: groupId() });

/** `group-user/{id}`, `group-dissolve/{id}`: the group's id in the path. */
export const groupPathInput = input({ id: groupId() });

/**
 * `group-edit` takes two shapes on one path (spec §7.4): `{ name, groupId }` renames; `{ add, groupId, userIds }`
 * adds (add = true) or removes (add = false) members.
 */
export const groupEditInput = input({
  groupId: groupId(),
  name: groupName().optional(),
  add: flag('添加或移除成员').optional(),
  userIds: userIds().optional(),
}).superRefine((v, ctx) => {
  if (v.add === undefined && v.userIds === undefined && v.name === undefined) {
    ctx.addIssue({ code: 'custom', path: ['name'], message: GROUP_MESSAGES.nameBlank });
  } else if (v.name !== undefined && (v.add !== undefined || v.userIds !== undefined)) {
    ctx.addIssue({ code: 'custom', path: ['name'], message: GROUP_MESSAGES.nameOrMembers });
  } else if (v.add !== undefined && v.userIds === undefined) {
    ctx.addIssue({ code: 'custom', path: ['userIds'], message: GROUP_MESSAGES.pickContacts });
  } else if (v.add === undefined && v.userIds !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['add'], message: GROUP_MESSAGES.pickAction });
  }
});

export const groupTurnoverInput = input({ groupId: groupId(), userId: id('新群主') });

/** An empty remark clears it. */
export const groupRemarkInput = input({ groupId: groupId(), remark: text('群备注', { min: 0, max: TEXT_LIMITS.groupName }) });

export const groupStickInput = input({ groupId: groupId(), stick: flag('是否置顶') });

export const findGroupInput = input({ number: groupNumber() });

export const groupApplyInput = input({
  groupId: groupId(),
  description: text('申请说明', { min: 0, max: TEXT_LIMITS.groupApplyNote }).optional(),
});

export const groupAuditInput = input({ groupRequestId: ulid('入群申请'), pass: flag('是否同意') });

export const groupReplyInput = input({ id: ulid('入群申请'), content: text('回复内容', { max: TEXT_LIMITS.groupReply }) });

/**
 * Spec §3 "Group": a row of the groups tab, or a search result (`group`: the caller has joined it). A non-member
 * sees only what a group shows publicly: the name its owner gave it (a default name made of members' nicknames
 * is 群聊 to them), number, member count and avatar, never the members' names.
 */
export interface GroupSummary {
  id: string;
  name: string;
  number: string;
  /** How many members. */
  total: number;
  /** Avatars of the first members (at most GROUP_HEADER_COUNT), '' for a member without one. */
  groupHeaders: string[];
  group: boolean;
  createTime: number;
}

/** A row of `group-list`: the caller's own settings for the group come along. */
export interface MyGroup extends GroupSummary {
  /** The caller's own name for the group ('' if none). */
  remark: string;
  stick: boolean;
  /** The owner's id. */
  groupUserId: string;
  /** A project's group: the project's id (the list marks it 项目群); absent for other groups. */
  projectId?: string;
}

/** `find-group-add`: what the apply screen needs besides the summary. */
export interface GroupToJoin extends GroupSummary {
  /** The caller has a pending request to this group. */
  applying: boolean;
}

/** Spec §3 "Group detail". */
export interface GroupDetail {
  groupId: string;
  name: string;
  total: number;
  /** The owner's id: the caller manages the group when it is theirs (spec §6). */
  groupUserId: string;
  /** Set for a project's group, whose members and name are fixed (spec §6); null otherwise. */
  projectId: string | null;
  number: string;
  stick: boolean;
  remark: string;
  createTime: number;
}

/** Spec §3 "Group member". */
export interface GroupMember {
  id: string;
  nickname: string;
  sex: string;
  headPortrait: string;
  /** The caller has this member as a friend. */
  friend: boolean;
  owner: boolean;
}

export interface GroupRequestMessage {
  id: string;
  userId: string;
  content: string;
}

/** Spec §3 "Group request", as the applicant or the group's owner sees it. */
export interface GroupRequest {
  id: string;
  /** The applicant. */
  userId: string;
  /** The group's owner, who decides. */
  receiverId: string;
  /** The applicant's nickname and avatar. */
  nickname: string;
  headPortrait: string;
  receiveName: string;
  groupId: string;
  groupName: string;
  description: string;
  status: GroupRequestStatus;
  messages: GroupRequestMessage[];
  /** The caller has the other party as a friend. */
  friend: boolean;
  createTime: number;
}
