/** The messenger: friends (1040xx), groups (1041xx), messages (1042xx). */
import { def } from './def.js';

export const CHAT_ERRORS = {
  CHAT_WITH_SELF: def(104001, 200, '不能与自己对话。'),
  ADD_SELF: def(104002, 200, '不能添加自己为好友'),
  ALREADY_FRIENDS: def(104003, 200, '你们已经是好友了'),
  /** Not the caller's to see (they are neither party), or gone: 404, the request's existence stays private. */
  FRIEND_REQUEST_NOT_FOUND: def(404, 404, '好友申请不存在'),
  NOT_REQUEST_RECEIVER: def(104005, 200, '只有接收方可以处理该申请'),
  REQUEST_DECIDED: def(104006, 200, '该申请已处理'),
  USER_NOT_FOUND: def(104007, 200, '用户不存在'),
  /** The caller has no friendship with that person to change: 404. */
  NOT_FRIENDS: def(404, 404, '对方还不是您的好友'),
  FRIEND_GROUP_TAKEN: def(104009, 200, '该分组名称已存在'),
  FRIEND_GROUP_NOT_FOUND: def(104010, 200, '分组不存在'),
  // Messenger: groups (1041xx).
  GROUP_NOT_FOUND: def(404, 404, '群聊不存在或已解散'),
  /** A stranger to the group (not a current member) naming it: 403, as for any thing that is not theirs. */
  NOT_GROUP_MEMBER: def(403, 403, '您不是该群成员'),
  NOT_GROUP_OWNER: def(104103, 200, '只有群主可以进行此操作'),
  ALREADY_IN_GROUP: def(104104, 200, '您已加入该群'),
  PROJECT_GROUP_LOCKED: def(104105, 200, '项目群不能进行此操作'),
  OWNER_CANNOT_EXIT: def(104106, 200, '群主不能直接退出，请先转让群主或解散群聊'),
  GROUP_REQUEST_NOT_FOUND: def(404, 404, '入群申请不存在'),
  GROUP_REQUEST_DECIDED: def(104108, 200, '该入群申请已处理'),
  GROUP_FULL: def(104109, 200, '群成员已达上限（500人）'),
  GROUP_REPLIES_FULL: def(104110, 200, '该入群申请的回复已达上限'),
  /** The owner names someone who is not in the group (hand-over): a rule about the other person, not the caller's right. */
  TARGET_NOT_MEMBER: def(104111, 200, '对方不是该群成员'),
  /**
   * The owner picks someone who is neither their friend nor their colleague: a group takes only people who chose
   * the owner (WeChat's rule); anyone else joins by applying with the group's number.
   */
  NOT_CONTACT: def(104112, 200, '只能邀请您的好友或同事加入群聊'),
  // Messenger: messages (1042xx); spec §5 gives the texts.
  USER_CANCELLED_CHAT: def(104201, 200, '该用户账号已注销，不能对话'),
  STAFF_RESIGNED_CHAT: def(104202, 200, '该员工已离职，不能对话'),
  MEMBER_RESIGNED_CHAT: def(104203, 200, '该成员已离职，不能对话'),
  BLACKLISTED: def(104204, 200, '对方已将您加入黑名单，消息无法发送'),
  INVITE_EXPIRED: def(104205, 200, '该邀请已失效'),
  /** Over CHAT_SEND_LIMIT; the message names the seconds to wait. */
  SENDING_TOO_FAST: def(429, 429, '消息发送过于频繁，请稍后再试'),
  FILE_NOT_YOURS: def(403, 403, '只能发送您本人上传的图片或文件'),
} as const;
