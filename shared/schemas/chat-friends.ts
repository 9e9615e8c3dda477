/**
 * Friends and contacts of the messenger (spec §3 "Contacts response", "Contact", "Friend request", "Friend group",
 * "User detail", "Friend settings payload"; §4 friend request flow; §5 limits; docs/decisions.md "Messenger"):
 * the inputs of the friend calls and the shapes they answer.
 */
import type { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { phone } from '../validation/rules.js';
import { flag, id, input, pageInput, text, ulid } from '../validation/zod.js';
import type { Sex } from './account.js';

/** Spec §5: agreeing with this pseudo-group chosen drops it from the group ids (it is not a friend group). */
export const SPECIAL_CONCERN_GROUP = 'pecialConcern';

/** The friend groups one friend may be put in at once. */
export const MAX_FRIEND_GROUPS_PER_FRIEND = 50;

/** Spec §3 "Friend request" `applyStatus`: 1 agreed, 2 rejected, anything else (0) pending. */
export const APPLY_STATUS = { pending: 0, agreed: 1, rejected: 2 } as const;
export type ApplyStatus = (typeof APPLY_STATUS)[keyof typeof APPLY_STATUS];

const searchName = () => text('搜索内容', { max: TEXT_LIMITS.remark, min: 0 }).optional();
const groupIds = () =>
  id('分组')
    .array()
    .max(MAX_FRIEND_GROUPS_PER_FRIEND, `分组最多选择${MAX_FRIEND_GROUPS_PER_FRIEND}个`);

/** docs/conventions.md: `{ userNo | phone | receiverId, information }`; the first one given names the person. */
export const addFriendInput = input({
  userNo: text('用户编号', { max: 8, pattern: [/^\d{8}$/, '用户编号为8位数字'] }).optional(),
  phone: phone().optional(),
  receiverId: ulid('好友').optional(),
  information: text('验证信息', { max: TEXT_LIMITS.friendRequestInformation, min: 0 }).default(''),
}).superRefine((v, ctx) => {
  if (!v.userNo && !v.phone && !v.receiverId) ctx.addIssue({ code: 'custom', path: ['receiverId'], message: '请填写要添加的用户' });
});

export const newFriendInput = input({ searchName: searchName(), ...pageInput(10) });

export const friendReplyInput = input({ id: ulid('好友申请'), content: text('回复内容', { max: TEXT_LIMITS.friendReply }) });

export const isAgreeInput = input({ id: ulid('好友申请'), pass: flag('是否同意'), groupIds: groupIds().optional() });

/** `commonField` is the new group's name (spec §7.4). */
export const addFriendGroupInput = input({ commonField: text('分组名称', { max: TEXT_LIMITS.remark }) });

export const contactsInput = input({ searchName: searchName() });

export const userDetailInput = input({ id: ulid('用户') });

/** Spec §3 "Friend settings payload": only the fields given change. */
export const friendSettingsInput = input({
  friendId: ulid('好友'),
  groupIds: groupIds().optional(),
  messageDisturb: flag('消息免打扰').optional(),
  strongReminder: flag('强提醒').optional(),
  topChat: flag('置顶聊天').optional(),
  blacklist: flag('加入黑名单').optional(),
  description: text('更多描述', { max: TEXT_LIMITS.description, min: 0 }).optional(),
  remark: text('备注', { max: TEXT_LIMITS.remark, min: 0 }).optional(),
});

export const showFriendInput = input({ searchName: searchName() });
export const showFriendGroupAddInput = input({ groupId: ulid('群聊'), searchName: searchName() });
export const searchInviteListInput = input({ teamId: ulid('团队'), searchName: searchName() });

export type AddFriendInput = z.output<typeof addFriendInput>;
export type FriendSettingsInput = z.output<typeof friendSettingsInput>;

/** '已注销' for a cancelled person, '已离职' for a colleague who left the company or team, else ''. */
export type ContactStatus = '' | '已注销' | '已离职';

/** Spec §3 "Contact". `first` is the index letter A-Z of the shown name (remark, else nickname), or '#'. */
export interface Contact {
  userId: string;
  /** The team a team partner is listed under; '' elsewhere. */
  teamId: string;
  nickname: string;
  friendRemark: string;
  first: string;
  headPortrait: string;
  sex: Sex | '';
  userStatus: ContactStatus;
}

/**
 * Spec §3 "Contacts response". `specialFriend` holds the friends with `strongReminder` set (the spec names the
 * section only); `notGroupFriend` the friends in none of the caller's groups.
 */
export interface ContactsResponse {
  companyName: string;
  companyPartner: Contact[];
  teamUser: { teamId: string; teamName: string; teamPartner: Contact[] }[];
  groupFriend: { groupId: string; groupName: string; groupPartner: Contact[] }[];
  specialFriend: Contact[];
  notGroupFriend: Contact[];
}

/** A friend in a selector: `inGroup` (or in the team) means already there, shown disabled (spec §5). */
export interface SelectableFriend extends Contact {
  inGroup: boolean;
}

/** What `add-friend` answers: the friend request, new or updated. */
export interface FriendRequestSent {
  id: string;
}

export interface FriendRequestReply {
  id: string;
  userId: string;
  content: string;
}

/** Spec §3 "Friend request"; `proposerId` tells the caller which side they are on. */
export interface FriendRequestView {
  id: string;
  /** The receiver's id (spec §3). */
  userId: string;
  receiverId: string;
  proposerId: string;
  proposerName: string;
  receiveName: string;
  proposerHeadPortrait: string;
  receiveHeadPortrait: string;
  applySex: Sex | '';
  receiverSex: Sex | '';
  information: string;
  applyStatus: ApplyStatus;
  /** Whether the caller and the other side are friends now. */
  isFriend: boolean;
  message: FriendRequestReply[];
  createTime: number;
  updateTime: number;
}

/** Spec §3 "Friend group". */
export interface FriendGroup {
  id: string;
  name: string;
}

/**
 * Spec §3 "User detail": person `userId` as the caller sees them, with the caller's own settings for them.
 * `friendRemark2` is the name the caller's screens show for them (remark, else the nickname as shown).
 */
export interface UserDetail {
  friendId: string;
  isFriend: boolean;
  userStatus: ContactStatus;
  /** How they relate to the caller: COMPANY colleague, TEAM mate, else PERSONAGE. */
  userType: 'PERSONAGE' | 'TEAM' | 'COMPANY';
  userId: string;
  friendRemark: string;
  friendRemark2: string;
  head: string;
  selfSex: Sex | '';
  userSex: Sex | '';
  /** The full nickname for friends (and oneself); a stranger's is masked (spec §5). */
  nickname: string;
  userNo: string;
  sameTeamList: { teamName: string }[];
  groupIds: string[];
  description: string;
  messageDisturb: boolean;
  strongReminder: boolean;
  topChat: boolean;
  blacklist: boolean;
}
