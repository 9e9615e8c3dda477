/** Data the web tests share: a person's user info as `info` answers it, with what a test changes. */
import type { UserInfo } from '../../../shared/schemas/account.js';
import type { CooperationDetail } from '../../../shared/schemas/cooperation.js';
import type { PanelNav } from '../../../web/src/features/chat/components/panel-nav.js';

export const userInfoOf = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  id: 'u1',
  userNo: '10000001',
  userType: 'PERSONAGE',
  nickname: '张三',
  headPortrait: '',
  sex: '男',
  teamName: '',
  teamId: '',
  companyName: '',
  companyId: '',
  isAdmin: false,
  walletOperator: true,
  serviceStaff: false,
  completeBaseInfoEdit: true,
  phone: '138****5678',
  realName: '',
  email: '',
  birthday: '',
  address: '',
  postcode: '',
  introduction: '',
  hasPayPassword: false,
  createTime: 0,
  teams: [],
  company: null,
  ...overrides,
});

/** A company's side of a cooperation as the detail names it. */
export const companyParty = (name: string) => ({ type: 'COMPANY' as const, id: name, name });

/**
 * A running cooperation's detail as the cooperation page reads it (`project.coop.info`): 示范科技 and 星火设计, one
 * funded phase being written, phase by phase; `overrides` for what a test is about.
 */
export const cooperationDetailOf = (side: CooperationDetail['side'], projectId: string, overrides: Partial<CooperationDetail> = {}): CooperationDetail => ({
  projectId,
  name: '产品宣传册设计',
  state: 'COOPERATING',
  stateLabel: '合作中',
  partyA: companyParty('示范科技'),
  partyB: companyParty('星火设计'),
  side,
  escrowPlan: 'PER_PHASE',
  escrowPlanLabel: '按阶段托管',
  negotiationId: '01JNEGOTIATION000000000000',
  version: 1,
  startTime: Date.now() - 86_400_000,
  startDate: Date.now() - 86_400_000,
  current: 1,
  phases: [{ index: 1, name: '宣传册设计', amount: 400_000, days: 5, deliverables: '设计稿', state: 'COMPILING', stateLabel: '编写中', funded: true, rounds: 0 }],
  money: { total: 400_000, funded: 400_000, inEscrow: 400_000, paid: 0, fees: 0, refunded: 0 },
  escrowDue: 0,
  actions: [],
  nextStep: '第1阶段编写中：完成文档后提交审核',
  ...overrides,
});

/** The chat panel's navigation on the chat frame, doing nothing, for components rendered outside the panel. */
export const chatFrameNav = (): PanelNav => ({
  path: '/chatFrame',
  screen: '/chatFrame',
  query: {},
  go: () => undefined,
  replace: () => undefined,
  back: () => undefined,
  home: () => undefined,
  close: () => undefined,
  large: false,
  toggleLarge: () => undefined,
  canGoBack: true,
  me: userInfoOf(),
});
