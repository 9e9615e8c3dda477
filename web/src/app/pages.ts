/**
 * Every page of the SPA, declared once (spec §2.1, hash mode): its URL (named in config/paths.ts), its code (a
 * lazy chunk, loaded when first visited), its title, where it is listed in a menu and with which label, and who
 * sees that entry. The router (app/router.tsx) derives its routes and the menus (app/menus.ts) from this list;
 * nothing else repeats a page.
 */
import type { RouteObject } from 'react-router-dom';
import type { UserInfo } from '../../../shared/schemas/account.js';
import { paths } from '../config/paths.js';
import type { MessageKey } from '../lib/i18n.js';
import type { MenuName } from './menus.js';

export interface PageMenu {
  in: MenuName;
  /** The entry's text; the page's title when left out. */
  label?: MessageKey;
  /** Who sees the entry; everyone when left out. The page itself still decides what others see there. */
  visibleTo?: (info: UserInfo) => boolean;
}

export interface Page {
  /** The page's URL, from config/paths.ts. */
  path: string;
  /** The page is its parent's own URL (the parent's index route). */
  index?: boolean;
  /** The page also answers every URL below its own (`/work/project-center/...`). */
  subpaths?: boolean;
  /** Its code, a chunk of its own. */
  lazy: NonNullable<RouteObject['lazy']>;
  /** Its title (the route's `handle.title`: the coming-later pages show it). */
  title?: MessageKey;
  /** Where it is listed; listed nowhere when left out. Menus list their entries in declaration order. */
  menu?: PageMenu;
  /** The page its bare URL shows (`/work` shows `/work/backlog`). */
  defaultChild?: string;
  /** The pages shown inside this one (a layout's outlet). */
  children?: readonly Page[];
}

const comingLater = () => import('./routes/work/coming-later.js');

/**
 * A workbench page whose feature comes later: its title over an empty state, listed in `menu` under its title (none
 * left since 人才 and 单位; kept for the next placeholder).
 */
export const later = (path: string, title: MessageKey, menu: MenuName, subpaths = false): Page => ({
  path,
  lazy: comingLater,
  title,
  menu: { in: menu },
  ...(subpaths ? { subpaths } : {}),
});

/** Spec §2.4 "my unit/unit management": a company's administrator only. */
const companyAdmin = (info: UserInfo): boolean => info.userType === 'COMPANY' && info.isAdmin;

/**
 * A company's wallet is its own page (/company/comWallet): the personal center's 我的钱包 is a person's or a team's,
 * shown to whoever may operate it (`walletOperator`: the person; a team's administrator).
 */
const ownWallet = (info: UserInfo): boolean => info.userType !== 'COMPANY' && info.walletOperator;

/** A company's wallet's entry: for its administrator and its 授权人 (others would only be told they may not). */
const companyWallet = (info: UserInfo): boolean => info.userType === 'COMPANY' && info.walletOperator;

/** A team's members page: anyone logged in as a team (its administrator manages them; a member may leave). */
const teamAccount = (info: UserInfo): boolean => info.userType === 'TEAM';
const teamAdmin = (info: UserInfo): boolean => info.userType === 'TEAM' && info.isAdmin;

/** The mall's pages of an account: a person's in the personal center, a team's and a company's on their own pages. */
const personAccount = (info: UserInfo): boolean => info.userType === 'PERSONAGE';
const companyAccount = (info: UserInfo): boolean => info.userType === 'COMPANY';
const notCompany = (info: UserInfo): boolean => info.userType !== 'COMPANY';

export const PAGES: readonly Page[] = [
  { path: paths.home, lazy: () => import('./routes/home.js') },
  {
    path: paths.login,
    lazy: () => import('./routes/login/login-layout.js'),
    children: [
      { path: paths.login, index: true, lazy: () => import('./routes/login/login-company.js') },
      { path: paths.loginTeam, lazy: () => import('./routes/login/login-team.js') },
      { path: paths.loginUser, lazy: () => import('./routes/login/login-user.js') },
      { path: paths.register, lazy: () => import('./routes/login/register.js') },
      { path: paths.registerCompany, lazy: () => import('./routes/login/register-company.js') },
      { path: paths.forget, lazy: () => import('./routes/login/forget.js') },
      { path: paths.operateSuccess, lazy: () => import('./routes/login/operate-success.js') },
    ],
  },
  {
    path: paths.work,
    lazy: () => import('./routes/work/work-layout.js'),
    defaultChild: paths.backlog,
    children: [
      { path: paths.backlog, lazy: () => import('./routes/project/backlog.js'), title: 'work.tab.backlog', menu: { in: 'workbench' } },
      {
        path: paths.projectCenter,
        lazy: () => import('./routes/project/project-center-layout.js'),
        title: 'work.tab.projectCenter',
        menu: { in: 'workbench' },
        defaultChild: paths.releasedProject,
        children: [
          { path: paths.releasedProject, lazy: () => import('./routes/project/released-project.js'), menu: { in: 'projectCenter', label: 'projectCenter.released' } },
          { path: paths.negotiateProject, lazy: () => import('./routes/project/negotiate-project.js'), menu: { in: 'projectCenter', label: 'projectCenter.negotiate' } },
          { path: paths.ongoingProject, lazy: () => import('./routes/project/ongoing-project.js'), menu: { in: 'projectCenter', label: 'projectCenter.ongoing' } },
          { path: paths.sendInvite, lazy: () => import('./routes/project/request-list.js'), menu: { in: 'projectCenter', label: 'projectCenter.sendInvite' } },
          { path: paths.receiveInvite, lazy: () => import('./routes/project/request-list.js'), menu: { in: 'projectCenter', label: 'projectCenter.receiveInvite' } },
          { path: paths.sendApply, lazy: () => import('./routes/project/request-list.js'), menu: { in: 'projectCenter', label: 'projectCenter.sendApply' } },
          { path: paths.receiveApply, lazy: () => import('./routes/project/request-list.js'), menu: { in: 'projectCenter', label: 'projectCenter.receiveApply' } },
          { path: paths.completedProject, lazy: () => import('./routes/project/completed-project.js'), menu: { in: 'projectCenter', label: 'projectCenter.completed' } },
          { path: paths.terminatedProject, lazy: () => import('./routes/project/terminated-project.js'), menu: { in: 'projectCenter', label: 'projectCenter.terminated' } },
          { path: paths.terminatedProjectCooperate, lazy: () => import('./routes/project/terminated-project-cooperate.js'), menu: { in: 'projectCenter', label: 'projectCenter.terminatedCooperate' } },
        ],
      },
      {
        path: paths.demandRelease,
        lazy: () => import('./routes/project/demand-choose.js'),
        title: 'work.tab.demandRelease',
        menu: { in: 'workbench' },
      },
      { path: paths.demandOldProject, lazy: () => import('./routes/project/demand-old-project.js') },
      { path: paths.demandNewProject, lazy: () => import('./routes/project/demand-new-project.js') },
      { path: paths.demandNewProjectRelease, lazy: () => import('./routes/project/demand-new-project.js') },
      { path: paths.postDemand, lazy: () => import('./routes/project/post-demand.js') },
      { path: paths.workFindProject, lazy: () => import('./routes/project/work-find-project.js'), title: 'work.tab.findProject', menu: { in: 'workbench' } },
      {
        path: paths.workSearch,
        lazy: () => import('./routes/project/search-layout.js'),
        title: 'work.tab.search',
        menu: { in: 'workbench' },
        defaultChild: paths.searchProject,
        children: [
          { path: paths.searchProject, lazy: () => import('./routes/project/search-project.js'), menu: { in: 'search', label: 'search.project' } },
          { path: paths.searchTalent, subpaths: true, lazy: () => import('./routes/search/talent.js'), menu: { in: 'search', label: 'search.talent' } },
          { path: paths.searchSupplierGoods, lazy: () => import('./routes/search/supplier-goods.js'), menu: { in: 'search', label: 'search.supplierGoods' } },
          { path: paths.searchPurchaseGoods, lazy: () => import('./routes/search/purchase-goods.js'), menu: { in: 'search', label: 'search.purchaseGoods' } },
          { path: paths.searchUnit, subpaths: true, lazy: () => import('./routes/search/unit.js'), menu: { in: 'search', label: 'search.unit' } },
        ],
      },
      {
        path: paths.library,
        lazy: () => import('./routes/library/library-layout.js'),
        title: 'work.tab.library',
        menu: { in: 'workbench' },
        defaultChild: paths.libraryMaterials,
        children: [
          { path: paths.libraryMaterials, lazy: () => import('./routes/library/materials.js'), menu: { in: 'library', label: 'library.materials' } },
          { path: paths.libraryLiterature, lazy: () => import('./routes/library/literature.js'), menu: { in: 'library', label: 'library.literature' } },
        ],
      },
      {
        path: paths.userCenter,
        lazy: () => import('./routes/work/user-center-layout.js'),
        menu: { in: 'workbench', label: 'work.tab.userCenter' },
        defaultChild: paths.resume,
        children: [
          { path: paths.resume, lazy: () => import('./routes/work/resume.js'), menu: { in: 'userCenter', label: 'userCenter.resume' } },
          { path: paths.adrate, lazy: () => import('./routes/work/adrate.js'), menu: { in: 'userCenter', label: 'userCenter.adrate', visibleTo: personAccount } },
          { path: paths.shopcar, lazy: () => import('./routes/work/shopcar.js'), menu: { in: 'userCenter', label: 'userCenter.shopcar' } },
          { path: paths.address, lazy: () => import('./routes/work/address.js'), menu: { in: 'userCenter', label: 'userCenter.address', visibleTo: notCompany } },
          { path: paths.shopOrder, lazy: () => import('./routes/order/shop-order.js'), menu: { in: 'userCenter', label: 'userCenter.shopOrder' } },
          { path: paths.saleOrder, lazy: () => import('./routes/order/sale-order.js'), menu: { in: 'userCenter', label: 'userCenter.saleOrder' } },
          { path: paths.performance, lazy: () => import('./routes/work/performance.js'), menu: { in: 'userCenter', label: 'userCenter.performance' } },
          { path: paths.wallet, lazy: () => import('./routes/work/wallet.js'), menu: { in: 'userCenter', label: 'userCenter.wallet', visibleTo: ownWallet } },
          { path: paths.myCollect, lazy: () => import('./routes/work/my-collect.js'), menu: { in: 'userCenter', label: 'userCenter.myCollect' } },
          { path: paths.myAttention, lazy: () => import('./routes/work/my-attention.js'), menu: { in: 'userCenter', label: 'userCenter.myAttention' } },
          { path: paths.setting, lazy: () => import('./routes/work/setting.js'), menu: { in: 'userCenter', label: 'userCenter.setting' } },
        ],
      },
    ],
  },
  // A unit's management home (单位首页, 团队首页) and its projects as 甲方 and 乙方 (issue 31, docs/projects.md "A unit's
  // pages"), listed first of its pages for anyone logged in as one; its 业绩统计 is the personal center's entry (the
  // session's party's), under the unit's title from its home.
  {
    path: paths.comSystem,
    lazy: () => import('./routes/company/com-system.js'),
    menu: { in: 'userCenter', label: 'userCenter.comSystem', visibleTo: companyAccount },
  },
  {
    path: paths.teamSystem,
    lazy: () => import('./routes/team/team-system.js'),
    menu: { in: 'userCenter', label: 'userCenter.teamSystem', visibleTo: teamAccount },
  },
  {
    path: paths.comProject,
    lazy: () => import('./routes/company/com-project.js'),
    menu: { in: 'userCenter', label: 'userCenter.orgProject', visibleTo: companyAccount },
  },
  {
    path: paths.teamProject,
    lazy: () => import('./routes/team/team-project.js'),
    menu: { in: 'userCenter', label: 'userCenter.orgProject', visibleTo: teamAccount },
  },
  { path: paths.comPerformance, lazy: () => import('./routes/company/com-performance.js') },
  { path: paths.teamPerformance, lazy: () => import('./routes/team/team-performance.js') },
  // The company's and the team's resumes (issue 31), listed after 个人简历's siblings for anyone logged in as one.
  {
    path: paths.comResume,
    lazy: () => import('./routes/company/com-resume.js'),
    menu: { in: 'userCenter', label: 'userCenter.comResume', visibleTo: companyAccount },
  },
  {
    path: paths.teamResume,
    lazy: () => import('./routes/team/team-resume.js'),
    menu: { in: 'userCenter', label: 'userCenter.teamResume', visibleTo: teamAccount },
  },
  // Outside the workbench, but listed last in the personal center's menu for a company's administrator.
  {
    path: paths.comStaff,
    lazy: () => import('./routes/company/com-staff.js'),
    menu: { in: 'userCenter', label: 'userCenter.unitManage', visibleTo: companyAdmin },
  },
  // The company's wallet (单位钱包) and its 授权人 (设置授权人, the administrator's), listed after 单位管理.
  {
    path: paths.comWallet,
    lazy: () => import('./routes/company/com-wallet.js'),
    menu: { in: 'userCenter', label: 'userCenter.comWallet', visibleTo: companyWallet },
  },
  {
    path: paths.setCertigier,
    lazy: () => import('./routes/company/set-certigier.js'),
    menu: { in: 'userCenter', label: 'userCenter.setCertigier', visibleTo: companyAdmin },
  },
  // The company's ad posts (广告帖) and delivery addresses (收货地址), listed after its wallet's entries.
  {
    path: paths.comAdrate,
    lazy: () => import('./routes/company/com-adrate.js'),
    menu: { in: 'userCenter', label: 'userCenter.adrate', visibleTo: companyAccount },
  },
  {
    path: paths.comAddress,
    lazy: () => import('./routes/company/com-address.js'),
    menu: { in: 'userCenter', label: 'userCenter.address', visibleTo: companyAccount },
  },
  // A team's ad posts (广告帖); its delivery addresses are in the personal center, as its wallet is.
  {
    path: paths.teamAdrate,
    lazy: () => import('./routes/team/team-adrate.js'),
    menu: { in: 'userCenter', label: 'userCenter.adrate', visibleTo: teamAccount },
  },
  // Likewise for anyone logged in as a team: its members (成员管理).
  {
    path: paths.teamStaff,
    lazy: () => import('./routes/team/team-staff.js'),
    menu: { in: 'userCenter', label: 'userCenter.teamManage', visibleTo: teamAccount },
  },
  // A team's 授权人 (设置授权人, its administrator's), as a company's.
  {
    path: paths.setTeamCertigier,
    lazy: () => import('./routes/team/set-team-certigier.js'),
    menu: { in: 'userCenter', label: 'userCenter.setCertigier', visibleTo: teamAdmin },
  },
  // 团队设置 (issue 31): every member reads the team's name, avatar and introduction; its administrator changes them and may dissolve it.
  {
    path: paths.teamSetting,
    lazy: () => import('./routes/team/team-setting.js'),
    menu: { in: 'userCenter', label: 'userCenter.teamSetting', visibleTo: teamAccount },
  },
  // The wallet's own pages (spec §2.1 /withdraw/*), for the wallet the session acts on, and the sandbox cashier.
  { path: paths.withdrawMethod, lazy: () => import('./routes/withdraw/withdraw-method.js') },
  { path: paths.withdraw, lazy: () => import('./routes/withdraw/withdraw.js') },
  { path: paths.withdrawRecord, lazy: () => import('./routes/withdraw/withdraw-record.js') },
  { path: paths.transactionRecord, lazy: () => import('./routes/withdraw/transaction-record.js') },
  { path: paths.flowDetails, lazy: () => import('./routes/withdraw/flow-details.js') },
  { path: paths.cashier, lazy: () => import('./routes/cashier.js') },
  // Projects I outside the workbench (spec §2.1): the demand book's pages (1300px header), the public find-project
  // pages, the details of a project, a request and a negotiation, the negotiation fee's payment pages.
  { path: paths.compileDemandBook, lazy: () => import('./routes/project/compile-demand-book.js') },
  { path: paths.noLoginDemandBook, lazy: () => import('./routes/project/no-login-demand-book.js') },
  { path: paths.preReleaseDemand, lazy: () => import('./routes/project/pre-release-demand.js') },
  { path: paths.releaseSuccess, lazy: () => import('./routes/project/release-success.js') },
  // The site's one search page (issue 31): projects, talent, goods and units, public.
  { path: paths.search, lazy: () => import('./routes/search-page.js') },
  { path: paths.findProject, lazy: () => import('./routes/project/find-project.js') },
  { path: paths.findProjectAlt, lazy: () => import('./routes/project/find-project.js') },
  { path: paths.projectFindDetails, lazy: () => import('./routes/project/project-find-details.js') },
  { path: paths.projectDetails, lazy: () => import('./routes/project/project-details.js') },
  { path: paths.inviteDetails, lazy: () => import('./routes/project/invite-details.js') },
  { path: paths.applyDetails, lazy: () => import('./routes/project/apply-details.js') },
  { path: paths.negotiateDetails, lazy: () => import('./routes/project/negotiate-details.js') },
  { path: paths.negotiateFeePersonal, lazy: () => import('./routes/project/negotiate-fee.js') },
  { path: paths.negotiateFeeCompany, lazy: () => import('./routes/project/negotiate-fee.js') },
  // Projects II: a cooperation's document in the editor (1300px header; docs/cooperation.md "Documents").
  { path: paths.documentEdit, lazy: () => import('./routes/project/document-edit.js') },
  // Projects II: a cooperation's page for both parties, and party A's trusteeship fee (托管费) payment pages.
  { path: paths.cooperate, lazy: () => import('./routes/project/cooperate.js') },
  { path: paths.trusteeshipFeePersonal, lazy: () => import('./routes/project/trusteeship-fee.js') },
  { path: paths.trusteeshipFeeCompany, lazy: () => import('./routes/project/trusteeship-fee.js') },
  // The service desk's disputes (纠纷处理, docs/cooperation.md "Disputes"): the open cases and one case, desk staff only.
  { path: paths.deskDisputes, lazy: () => import('./routes/desk/disputes.js') },
  { path: paths.deskDispute, lazy: () => import('./routes/desk/dispute.js') },
  // The mall (spec §2.1 /mall/*, /supplierInfo): a listing's public details, 发布商品, the supplier's page.
  { path: paths.goodsDetail, lazy: () => import('./routes/mall/goods-detail.js') },
  { path: paths.goodsCreate, lazy: () => import('./routes/mall/create.js') },
  { path: paths.supplierInfo, lazy: () => import('./routes/mall/supplier-info.js') },
  // Orders: checkout and payment under /mall, an order's pages under /order (spec §2.1).
  { path: paths.submitOrder, lazy: () => import('./routes/order/submit-order.js') },
  { path: paths.pay, lazy: () => import('./routes/order/pay.js') },
  { path: paths.paySuccess, lazy: () => import('./routes/order/pay-success.js') },
  { path: paths.goodsEvaluate, lazy: () => import('./routes/order/goods-evaluate.js') },
  { path: paths.orderDetail, lazy: () => import('./routes/order/order-detail.js') },
  { path: paths.saleOrderDetail, lazy: () => import('./routes/order/order-detail.js') },
  { path: paths.staffOrderDetail, lazy: () => import('./routes/order/order-detail.js') },
  { path: paths.logistics, lazy: () => import('./routes/order/logistics.js') },
  { path: paths.refundOrder, lazy: () => import('./routes/order/refund-order.js') },
  { path: paths.refundProgress, lazy: () => import('./routes/order/refund-progress.js') },
  { path: paths.saleRefundProgress, lazy: () => import('./routes/order/refund-progress.js') },
  { path: paths.replyOrder, lazy: () => import('./routes/order/reply-order.js') },
  { path: paths.applyInvoice, lazy: () => import('./routes/order/apply-invoice.js') },
  { path: paths.openInvoice, lazy: () => import('./routes/order/open-invoice.js') },
  // A person's page and 添加好友 (issue 31): for anyone logged in (spec §2.2 lists neither as public).
  { path: paths.userInfo, lazy: () => import('./routes/user-info.js') },
  { path: paths.addFriend, lazy: () => import('./routes/add-friend.js') },
  // The notices page comes with its feature; the header's 通知 entry already leads here.
  { path: paths.inform, lazy: () => import('./routes/inform.js'), title: 'inform.title' },
  // The rule center and the other rules (用户协议, 隐私政策): public pages the logo menu leads to.
  { path: paths.ruleCenter, lazy: () => import('./routes/rule-center.js'), title: 'rules.title' },
  { path: paths.otherRule, lazy: () => import('./routes/other-rule.js'), title: 'rules.other' },
  { path: paths.forbidden, lazy: () => import('./routes/forbidden.js') },
  { path: paths.notFound, lazy: () => import('./routes/not-found.js') },
];
