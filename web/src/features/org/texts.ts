/**
 * Unit management's texts (单位管理: the staff list, adding and removing staff) and a team's (成员管理: its members,
 * inviting friends, removing members, leaving) (zh_CN), loaded with the chunks that show them rather than with the
 * page. English placeholders: texts-en.ts.
 */
import { featureTexts } from '../../lib/i18n.js';

export const orgZhCN = {
  'staff.title': '员工管理',
  'staff.add': '添加员工',
  'staff.addTitle': '添加员工',
  'staff.addHint': '对方须已用该手机号注册；对方在消息中同意邀请后即成为员工',
  'staff.added': '邀请已发送，对方同意后即成为员工',
  'staff.empty': '还没有员工，点击“添加员工”按手机号添加。',
  'staff.nickname': '昵称',
  'staff.phone': '手机号',
  'staff.role': '角色',
  'staff.roleAdmin': '管理员',
  'staff.roleStaff': '员工',
  'staff.status': '状态',
  'staff.employed': '在职',
  'staff.resigned': '已离职',
  'staff.joinTime': '加入时间',
  'staff.actions': '操作',
  'staff.remove': '移除',
  'staff.removeOne': '移除{name}',
  'staff.removeConfirm': '确定要移除员工「{name}」吗？移除后该员工将标记为已离职。',
  'staff.removed': '已移除「{name}」',
  'staff.total': '共 {total} 人',
  'team.title': '成员管理',
  'team.empty': '团队还没有成员。',
  'team.roleMember': '成员',
  'team.removeConfirm': '确定要移除成员「{name}」吗？移除后该成员将标记为已离职。',
  'team.invite': '邀请成员',
  'team.inviteHint': '从好友中选择要邀请的人，对方在消息中同意后加入团队。',
  'team.inviteSearch': '搜索好友昵称或备注',
  'team.inviteSend': '发送邀请',
  'team.inviteNone': '请选择要邀请的好友',
  'team.invited': '邀请已发送，对方同意后加入团队',
  'team.inviteList': '可邀请的好友',
  'team.inviteSelected': '已选 {count} 人',
  'team.inTeam': '已在团队',
  'team.cancelledFriend': '已注销',
  'team.noFriends': '还没有好友',
  'team.noFriendsText': '先在消息中添加好友，再邀请他们加入团队。',
  'team.noMatch': '没有找到相关好友',
  'team.leave': '退出团队',
  'team.leaveConfirm': '确定要退出团队「{name}」吗？退出后将标记为已离职，并且不能再以该团队身份登录。',
} as const;

export type OrgTextKey = keyof typeof orgZhCN;

export const to = /* @__PURE__ */ featureTexts<OrgTextKey>(orgZhCN, async () => (await import('./texts-en.js')).orgEn);
