/**
 * The error catalogue (docs/conventions.md "Envelope and status codes", spec §8): every code a client can see,
 * its HTTP status and its default Chinese message, defined once for functions and web.
 */
export interface ErrorDef {
  readonly code: number;
  readonly status: number;
  readonly msg: string;
}

const def = (code: number, status: number, msg: string): ErrorDef => ({ code, status, msg });

export const ERRORS = {
  BAD_REQUEST: def(400, 400, '请求参数不正确'),
  MALFORMED_JSON: def(400, 400, '请求内容不是合法的 JSON'),
  UNSUPPORTED_CONTENT_TYPE: def(400, 400, '请求内容类型不受支持，请使用 JSON 或表单格式'),
  BODY_TOO_LARGE: def(400, 400, '请求内容过大'),
  UNAUTHORIZED: def(401, 401, '认证失败，无法访问系统资源'),
  SESSION_EXPIRED: def(401, 401, '登录状态已过期，请重新登录'),
  FORBIDDEN: def(403, 403, '当前操作没有权限'),
  NOT_FOUND: def(404, 404, '访问资源不存在'),
  METHOD_NOT_ALLOWED: def(404, 404, '访问资源不存在'),
  TOO_MANY_REQUESTS: def(429, 429, '操作过于频繁，请稍后再试'),
  INTERNAL: def(500, 500, '您现在的数据开小差了，已将该问题通知合作云'),
  /** A concurrent change won; the page offers 刷新页面. */
  STALE_DATA: def(100002, 200, '数据已发生变化，请刷新页面后重试'),
  // Accounts and sessions (1010xx; 101011 and 101048 are page-gone codes of spec §8, not used here).
  PHONE_REGISTERED: def(101001, 200, '该手机号已注册，请直接登录'),
  PHONE_NOT_REGISTERED: def(101002, 200, '该手机号尚未注册'),
  WRONG_PASSWORD: def(101003, 200, '手机号或密码错误'),
  CAPTCHA_REQUIRED: def(101004, 200, '请输入图形验证码'),
  CAPTCHA_WRONG: def(101005, 200, '图形验证码错误或已过期'),
  SMS_CODE_WRONG: def(101006, 200, '短信验证码错误或已过期'),
  SMS_TOO_FREQUENT: def(429, 429, '验证码发送过于频繁，请稍后再试'),
  ACCOUNT_CANCELLED: def(101007, 200, '该账号已注销，如需继续使用请先恢复账号'),
  ACCOUNT_DISABLED: def(101008, 200, '该账号已被禁用'),
  ACCOUNT_NOT_CANCELLED: def(101009, 200, '该账号未注销，无需恢复'),
  OLD_PASSWORD_WRONG: def(101010, 200, '原密码错误'),
  SAME_PHONE: def(101012, 200, '新手机号与原手机号相同'),
  CANNOT_CANCEL: def(101013, 200, '当前账号暂不能注销'),
  TICKET_INVALID: def(101014, 200, '注销凭证无效或已过期，请重新验证'),
  LOGIN_LOCKED: def(429, 429, '登录失败次数过多，请15分钟后再试'),
  // Organisations (1020xx is projects'; organisations use 1030xx).
  NOT_COMPANY_STAFF: def(103001, 200, '您不是企业员工，无法以企业身份登录'),
  STAFF_RESIGNED: def(103002, 200, '您已从该企业离职，无法以企业身份登录'),
  NO_TEAM: def(103003, 200, '您还没有加入团队，无法以团队身份登录'),
  CHOOSE_TEAM: def(103004, 200, '请选择要登录的团队'),
  NAME_TAKEN: def(103005, 200, '该名称已被使用'),
  CREDIT_CODE_TAKEN: def(103006, 200, '该统一社会信用代码已注册企业'),
  ALREADY_IN_COMPANY: def(103007, 200, '该用户已加入其他企业'),
  ALREADY_STAFF: def(103008, 200, '该用户已是本企业员工'),
  NOT_ORG_ADMIN: def(403, 403, '只有管理员可以进行此操作'),
  CANNOT_REMOVE_ADMIN: def(103009, 200, '不能移除企业管理员'),
  ORG_CANCELLED: def(103010, 200, '该团队或企业账号已注销'),
  // Messenger: friends and contacts (1040xx).
  CHAT_WITH_SELF: def(104001, 200, '不能与自己对话。'),
  ADD_SELF: def(104002, 200, '不能添加自己为好友'),
  ALREADY_FRIENDS: def(104003, 200, '你们已经是好友了'),
  FRIEND_REQUEST_NOT_FOUND: def(104004, 200, '好友申请不存在'),
  NOT_REQUEST_RECEIVER: def(104005, 200, '只有接收方可以处理该申请'),
  REQUEST_DECIDED: def(104006, 200, '该申请已处理'),
  USER_NOT_FOUND: def(104007, 200, '用户不存在'),
  NOT_FRIENDS: def(104008, 200, '对方还不是您的好友'),
  FRIEND_GROUP_TAKEN: def(104009, 200, '该分组名称已存在'),
  FRIEND_GROUP_NOT_FOUND: def(104010, 200, '分组不存在'),
  // Messenger: groups (1041xx).
  GROUP_NOT_FOUND: def(104101, 200, '群聊不存在或已解散'),
  NOT_GROUP_MEMBER: def(104102, 200, '您不是该群成员'),
  NOT_GROUP_OWNER: def(104103, 200, '只有群主可以进行此操作'),
  ALREADY_IN_GROUP: def(104104, 200, '您已加入该群'),
  PROJECT_GROUP_LOCKED: def(104105, 200, '项目群不能进行此操作'),
  OWNER_CANNOT_EXIT: def(104106, 200, '群主不能直接退出，请先转让群主或解散群聊'),
  GROUP_REQUEST_NOT_FOUND: def(104107, 200, '入群申请不存在'),
  GROUP_REQUEST_DECIDED: def(104108, 200, '该入群申请已处理'),
  GROUP_FULL: def(104109, 200, '群成员已达上限（500人）'),
  GROUP_REPLIES_FULL: def(104110, 200, '该入群申请的回复已达上限'),
  // Messenger: messages (1042xx); spec §5 gives the texts.
  USER_CANCELLED_CHAT: def(104201, 200, '该用户账号已注销，不能对话'),
  STAFF_RESIGNED_CHAT: def(104202, 200, '该员工已离职，不能对话'),
  MEMBER_RESIGNED_CHAT: def(104203, 200, '该成员已离职，不能对话'),
  BLACKLISTED: def(104204, 200, '对方已将您加入黑名单，消息无法发送'),
  INVITE_EXPIRED: def(104205, 200, '该邀请已失效'),
  FILE_NOT_YOURS: def(104206, 200, '只能发送您本人上传的图片或文件'),
  // Platform content (1050xx).
  PICTURE_NOT_YOURS: def(105001, 200, '只能提交您本人上传的图片'),
} as const satisfies Record<string, ErrorDef>;

export type ErrorName = keyof typeof ERRORS;

/** Codes after whose modal the page closes or returns to /work (the thing shown is gone for the caller). */
export const PAGE_GONE_CODES: readonly number[] = [101011, 101048, 102042, 102044, 102051, 102010];

/** Benign no-ops: the client stays silent. */
export const SILENT_CODES: readonly number[] = [102043, 102069, 510, 511];

/** Stale page: the modal offers 刷新页面. */
export const STALE_CODES: readonly number[] = [ERRORS.STALE_DATA.code];
