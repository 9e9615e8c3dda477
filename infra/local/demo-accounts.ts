/** The demo people of the local cloud (seeded by seed.ts, printed by start.ts, listed in the README). */
export const DEMO_PASSWORD = 'hezuo2026';
/** The demo people's pay password (支付密码), for trying withdrawals (docs/payments.md). */
export const DEMO_PAY_PASSWORD = '135790';

export const DEMO_ACCOUNTS = [
  { phone: '13800000001', nickname: '林晓', sex: '女', colour: [52, 120, 198], login: '个人 /login/user；也是示范企业的员工' },
  { phone: '13800000002', nickname: '周航', sex: '男', colour: [52, 197, 99], login: '团队「星火设计工作室」的管理员 /login/team' },
  { phone: '13800000003', nickname: '陈总', sex: '男', colour: [29, 158, 215], login: '企业「合作云示范科技有限公司」的管理员 /login' },
  { phone: '13800000009', nickname: '合作云客服', sex: '女', colour: [232, 120, 40], login: '平台客服：回复「联系客服」的咨询 /login/user' },
] as const;

/** The demo person who staffs the service desk (role SERVICE). */
export const DEMO_SERVICE_PHONE = '13800000009';
