/**
 * The shapes of the messenger's calls, from the route table's schemas (shared/schemas/chat-*.ts), and the
 * friend settings the person-detail form edits.
 */
export type { Contact, ContactsResponse, FriendGroup, UserDetail } from '../../../../../shared/schemas/chat-friends.js';
export type { FriendRequestView as FriendRequest } from '../../../../../shared/schemas/chat-friends.js';

export interface FriendSettings {
  friendId: string;
  groupIds: string[];
  messageDisturb: boolean;
  strongReminder: boolean;
  topChat: boolean;
  blacklist: boolean;
  description: string;
  remark: string;
}

export type { GroupDetail, GroupMember, GroupRequest, GroupSummary, GroupToJoin, MyGroup } from '../../../../../shared/schemas/chat-groups.js';
