/**
 * The SPA's route registry (spec §2.1, hash mode): every in-app path is named here once. It sits in `config/`
 * rather than `app/` because the HTTP helper and features need it too, and imports only flow towards `config/`.
 */
import type { AccountType } from '../../../shared/domains.js';

export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  loginTeam: '/login/team',
  loginUser: '/login/user',
  register: '/login/register',
  registerCompany: '/login/registerCompany',
  forget: '/login/forget',
  operateSuccess: '/login/operateSuccess',
  forbidden: '/403',
  notFound: '/404',
  ruleCenter: '/ruleCenter',
  otherRule: '/otherRule',
  inform: '/inform',
  // The service desk's disputes (docs/cooperation.md "Disputes"): desk staff only.
  deskDisputes: '/desk/disputes',
  deskDispute: '/desk/disputes/:projectId/:disputeId',
  work: '/work',
  backlog: '/work/backlog',
  projectCenter: '/work/project-center',
  demandRelease: '/work/demand-release',
  workFindProject: '/work/find-project',
  workSearch: '/work/search',
  // Projects I (docs/projects.md): posting a demand, finding projects, the project center, requests and negotiations.
  demandOldProject: '/work/demand-release/old-project',
  demandNewProject: '/work/demand-release/new-project',
  demandNewProjectRelease: '/work/demand-release/new-project-demand-release',
  postDemand: '/work/postDemand',
  compileDemandBook: '/compile-demand-book',
  // Projects II (docs/cooperation.md "Documents"): a cooperation's document in the editor (1300px header).
  documentEdit: '/document/edit',
  noLoginDemandBook: '/no-login-demand-book',
  preReleaseDemand: '/pre-release-demand',
  releaseSuccess: '/release-success',
  /** The site's one search page (issue 31): projects, talent, goods and units, public. */
  search: '/search',
  findProject: '/findProject',
  findProjectAlt: '/find-project',
  searchProject: '/work/search/searchProject',
  searchSupplierGoods: '/work/search/supplierGoods',
  searchPurchaseGoods: '/work/search/purchaseGoods',
  searchTalent: '/work/search/talent',
  searchUnit: '/work/search/unit',
  projectFindDetails: '/project/find/details',
  projectDetails: '/project/details',
  inviteDetails: '/invite/details',
  applyDetails: '/apply/details',
  negotiateDetails: '/negotiate/details',
  negotiateFeePersonal: '/negotiate-fee/personal',
  negotiateFeeCompany: '/negotiate-fee/company',
  // Projects II (docs/cooperation.md "Pages"): a cooperation's page, and the trusteeship fee's payment pages.
  cooperate: '/project/cooperate/:projectId',
  trusteeshipFeePersonal: '/trusteeship-fee/personal',
  trusteeshipFeeCompany: '/trusteeship-fee/company',
  releasedProject: '/work/project-center/released-project',
  negotiateProject: '/work/project-center/negotiate-project',
  ongoingProject: '/work/project-center/ongoing-project',
  sendInvite: '/work/project-center/send-invite',
  receiveInvite: '/work/project-center/receive-invite',
  sendApply: '/work/project-center/send-apply',
  receiveApply: '/work/project-center/receive-apply',
  completedProject: '/work/project-center/completed-project',
  terminatedProject: '/work/project-center/terminated-project',
  terminatedProjectCooperate: '/work/project-center/terminated-project-cooperate',
  // The party's materials and literature libraries (docs/cooperation.md "Materials and literature"); `?folder=` opens a folder.
  library: '/work/library',
  libraryMaterials: '/work/library/materials',
  libraryLiterature: '/work/library/literature',
  userCenter: '/work/userCenter',
  resume: '/work/userCenter/resume',
  adrate: '/work/userCenter/adrate',
  shopcar: '/work/userCenter/shopcar',
  shopOrder: '/work/userCenter/shopOrder',
  saleOrder: '/work/userCenter/saleOrder',
  performance: '/work/userCenter/performance',
  wallet: '/work/userCenter/wallet',
  myCollect: '/work/userCenter/myCollect',
  myAttention: '/work/userCenter/myAttention',
  setting: '/work/userCenter/setting',
  /** The mall (docs/decisions.md "Mall pages"): a person's or a team's delivery addresses in the personal center. */
  address: '/work/userCenter/address',
  company: '/company',
  comStaff: '/company/comStaff',
  /** 单位简历 (issue 31). */
  comResume: '/company/comResume',
  comWallet: '/company/comWallet',
  setCertigier: '/company/setCertigier',
  comAdrate: '/company/comAdrate',
  comAddress: '/company/comAddress',
  /** A unit's management home, its projects (甲方 and 乙方) and its 业绩统计 (issue 31; docs/projects.md "A unit's pages"). */
  comSystem: '/company/comSystem',
  comProject: '/company/comProject',
  comPerformance: '/company/comPerformance',
  team: '/team',
  teamStaff: '/team/teamStaff',
  setTeamCertigier: '/team/setTeamCertigier',
  /** 团队简历 (issue 31). */
  teamResume: '/team/teamResume',
  teamAdrate: '/team/teamAdrate',
  teamSystem: '/team/teamSystem',
  teamProject: '/team/teamProject',
  teamPerformance: '/team/teamPerformance',
  /** 团队设置 (issue 31): the team's name, avatar and introduction, and dissolving it; the team's home links to it. */
  teamSetting: '/team/teamSetting',
  /** A person's (or unit's) page (spec §2.1 /userInfo?userId=&type=; docs/decisions.md "A person's page and adding a friend"). */
  userInfo: '/userInfo',
  /** 添加好友 as a page (spec §2.1 /addFriend?userId= or ?who=). */
  addFriend: '/addFriend',
  // The mall's pages (spec §2.1 /mall/*, /supplierInfo).
  goodsDetail: '/mall/goodsDetail',
  goodsCreate: '/mall/create',
  supplierInfo: '/supplierInfo',
  withdrawMethod: '/withdraw/withdrawMethod',
  withdraw: '/withdraw/withdraw',
  withdrawRecord: '/withdraw/withdrawRecord',
  transactionRecord: '/withdraw/transactionRecord',
  flowDetails: '/withdraw/flowDetails',
  /** The sandbox payment provider's cashier (收银台): the server's `cashierUrl` is `#/cashier/<payId>`. */
  cashier: '/cashier/:payId',
  // Orders (shared/routes/order.ts): checkout, payment, order details, after-sale, invoices.
  submitOrder: '/mall/submitOrder',
  pay: '/mall/pay',
  paySuccess: '/mall/paySuccess',
  goodsEvaluate: '/mall/goodsEvaluate',
  refundOrder: '/order/refundOrder',
  refundProgress: '/order/refundProgress',
  saleRefundProgress: '/order/saleRefundProgress',
  orderDetail: '/order/orderDetail',
  staffOrderDetail: '/order/staffOrderDetail',
  saleOrderDetail: '/order/saleOrderDetail',
  replyOrder: '/order/replyOrder',
  logistics: '/order/logistics',
  openInvoice: '/order/openInvoice',
  applyInvoice: '/order/applyInvoice',
} as const;

/** Pages of one object, by its id in the query (spec §2.1: `/project/details?projectId=`, `/invite/details?id=` …). */
export const projectDetailsPath = (projectId: string): string => `${paths.projectDetails}?projectId=${encodeURIComponent(projectId)}`;
export const projectFindDetailsPath = (projectId: string): string => `${paths.projectFindDetails}?projectId=${encodeURIComponent(projectId)}`;
export const inviteDetailsPath = (id: string): string => `${paths.inviteDetails}?id=${encodeURIComponent(id)}`;
export const applyDetailsPath = (id: string): string => `${paths.applyDetails}?id=${encodeURIComponent(id)}`;
export const negotiateDetailsPath = (id: string): string => `${paths.negotiateDetails}?id=${encodeURIComponent(id)}`;
/** A cooperation's page (the backlog's entries link here too: functions/project/cooperation/backlog.ts). */
export const cooperatePath = (projectId: string): string => paths.cooperate.replace(':projectId', encodeURIComponent(projectId));
/** The demand's pages after its form: the book, the preview, the success page, each for one project. */
export const compileDemandBookPath = (projectId: string): string => `${paths.compileDemandBook}?projectId=${encodeURIComponent(projectId)}`;
export const preReleaseDemandPath = (projectId: string): string => `${paths.preReleaseDemand}?projectId=${encodeURIComponent(projectId)}`;
/** A cooperation's document in the editor: /document/edit?projectId=&taskId=. */
export const documentEditPath = (projectId: string, taskId: string): string =>
  `${paths.documentEdit}?projectId=${encodeURIComponent(projectId)}&taskId=${encodeURIComponent(taskId)}`;

/** The mall's pages of one listing or seller (spec §2.1: /mall/goodsDetail?goodsId=, /supplierInfo?userId=&goodsId=). */
export const goodsDetailPath = (goodsId: string): string => `${paths.goodsDetail}?goodsId=${encodeURIComponent(goodsId)}`;
export const goodsCreatePath = (query: { id?: string; goodsType?: number } = {}): string => {
  const params = new URLSearchParams();
  if (query.id) params.set('id', query.id);
  if (query.goodsType !== undefined) params.set('goodsType', String(query.goodsType));
  const text = params.toString();
  return text ? `${paths.goodsCreate}?${text}` : paths.goodsCreate;
};
export const supplierInfoPath = (sellerId: string, goodsId?: string): string =>
  `${paths.supplierInfo}?userId=${encodeURIComponent(sellerId)}${goodsId ? `&goodsId=${encodeURIComponent(goodsId)}` : ''}`;
/** A person's page, or a team's or company's (`type`), by id. */
export const userInfoPath = (userId: string, type: 'PERSONAGE' | 'TEAM' | 'COMPANY' = 'PERSONAGE'): string =>
  `${paths.userInfo}?userId=${encodeURIComponent(userId)}${type === 'PERSONAGE' ? '' : `&type=${type}`}`;
/** 添加好友 prefilled with a person (from their page) or with an account number or phone typed elsewhere. */
export const addFriendPath = (to: { userId: string } | { who: string }): string =>
  'userId' in to ? `${paths.addFriend}?userId=${encodeURIComponent(to.userId)}` : `${paths.addFriend}?who=${encodeURIComponent(to.who)}`;
/** 立即购买 (one listing and its quantity) and 结算 (the cart's selected lines) lead to the order page. */
export const submitOrderPath = (order: { goodsId: string; quantity: number } | 'cart'): string =>
  order === 'cart'
    ? `${paths.submitOrder}?from=cart`
    : `${paths.submitOrder}?goodsId=${encodeURIComponent(order.goodsId)}&quantity=${order.quantity}`;

/** 账号设置 opened at its pay password (the wallet leads there before a first withdrawal). */
export const payPasswordSettingPath = `${paths.setting}?section=payPassword`;

/** One flow entry's details (spec §2.1 /withdraw/flowDetails?id=). */
export const flowDetailsPath = (id: string): string => `${paths.flowDetails}?id=${encodeURIComponent(id)}`;

/** The sandbox cashier of one payment. */
export const cashierPath = (payId: string): string => paths.cashier.replace(':payId', encodeURIComponent(payId));

// The order pages of one object, by its id in the query.
const withQuery = (path: string, query: Readonly<Record<string, string>>): string => `${path}?${new URLSearchParams(query).toString()}`;
export const payPath = (orderIds: readonly string[]): string => withQuery(paths.pay, { orderIds: orderIds.join(',') });
export const paySuccessPath = (orderIds: readonly string[]): string => withQuery(paths.paySuccess, { orderIds: orderIds.join(',') });
/** An order's details as the viewer sees them: the buyer's, the seller's managers', or the seller's staff's. */
export const orderDetailPath = (id: string, view: 'buyer' | 'seller' | 'staff' = 'buyer'): string =>
  withQuery(view === 'buyer' ? paths.orderDetail : view === 'seller' ? paths.saleOrderDetail : paths.staffOrderDetail, { id });
export const logisticsPath = (orderId: string): string => withQuery(paths.logistics, { id: orderId });
export const refundOrderPath = (orderId: string): string => withQuery(paths.refundOrder, { id: orderId });
export const refundProgressPath = (refundId: string, side: 'BUYER' | 'SELLER'): string =>
  withQuery(side === 'BUYER' ? paths.refundProgress : paths.saleRefundProgress, { id: refundId });
export const goodsEvaluatePath = (orderId: string): string => withQuery(paths.goodsEvaluate, { id: orderId });
export const replyOrderPath = (orderId: string, goodsId: string): string => withQuery(paths.replyOrder, { id: orderId, goodsId });
export const applyInvoicePath = (orderId: string): string => withQuery(paths.applyInvoice, { id: orderId });
export const openInvoicePath = (orderId: string): string => withQuery(paths.openInvoice, { id: orderId });
// ---- end of orders

/** The site's search page on one tab, with its keywords. */
export const searchPath = (tab: string, keyword = ''): string => `${paths.search}?${new URLSearchParams({ tab, ...(keyword ? { keyword } : {}) }).toString()}`;

/** The rule center opens on its rules tab or on the FAQ (spec §2.1: query key = rule or difficult). */
export const ruleCenterPath = (key: 'rule' | 'difficult'): string => `${paths.ruleCenter}?key=${key}`;

/** One of the other rules (用户协议, 隐私政策 …) by its tag name (spec §2.1 /otherRule?tagName=). */
export const otherRulePath = (tagName: string): string => `${paths.otherRule}?tagName=${encodeURIComponent(tagName)}`;

/** The login page, remembering where to come back to (spec §2.2); a login page is never its own target. */
export const loginPath = (redirect?: string): string =>
  redirect && !redirect.startsWith(paths.login) && redirect !== paths.root
    ? `${paths.login}?redirect=${encodeURIComponent(redirect)}`
    : paths.login;

/** Spec §6: each account type has its own login page (company /login, team /login/team, personal /login/user). */
export const LOGIN_PAGES: Readonly<Record<AccountType, string>> = {
  COMPANY: paths.login,
  TEAM: paths.loginTeam,
  PERSONAGE: paths.loginUser,
};

/**
 * Where a login goes afterwards: the `redirect` it was given when that is an in-app path (never another site,
 * never a login page), else the workbench.
 */
export const afterLoginPath = (redirect: string | null | undefined): string =>
  redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith(paths.login) ? redirect : paths.work;

/** Spec §8: a network failure lands on /403 with an online flag, so the page can say the network is down. */
/** A dispute's case on the service desk's page. */
export const deskDisputePath = (projectId: string, disputeId: string): string =>
  paths.deskDispute.replace(':projectId', encodeURIComponent(projectId)).replace(':disputeId', encodeURIComponent(disputeId));

export const offlinePath = (): string => `${paths.forbidden}?online=false`;
