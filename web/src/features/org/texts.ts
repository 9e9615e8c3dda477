/**
 * Unit management's texts (单位管理: the staff list, adding and removing staff) (zh_CN), loaded with the chunks that show them rather than with the page. English placeholders:
 * texts-en.ts.
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
} as const;

export type OrgTextKey = keyof typeof orgZhCN;

export const to = /* @__PURE__ */ featureTexts<OrgTextKey>(orgZhCN, async () => (await import('./texts-en.js')).orgEn);
