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

/** A workbench page whose feature comes later: its title over an empty state, listed in `menu` under its title. */
const later = (path: string, title: MessageKey, menu: MenuName, subpaths = false): Page => ({
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
      later(paths.backlog, 'work.tab.backlog', 'workbench'),
      later(paths.projectCenter, 'work.tab.projectCenter', 'workbench', true),
      later(paths.demandRelease, 'work.tab.demandRelease', 'workbench', true),
      later(paths.workFindProject, 'work.tab.findProject', 'workbench'),
      later(paths.workSearch, 'work.tab.search', 'workbench', true),
      {
        path: paths.userCenter,
        lazy: () => import('./routes/work/user-center-layout.js'),
        menu: { in: 'workbench', label: 'work.tab.userCenter' },
        defaultChild: paths.resume,
        children: [
          { path: paths.resume, lazy: () => import('./routes/work/resume.js'), menu: { in: 'userCenter', label: 'userCenter.resume' } },
          later(paths.adrate, 'userCenter.adrate', 'userCenter'),
          later(paths.shopcar, 'userCenter.shopcar', 'userCenter'),
          later(paths.shopOrder, 'userCenter.shopOrder', 'userCenter'),
          later(paths.saleOrder, 'userCenter.saleOrder', 'userCenter'),
          later(paths.performance, 'userCenter.performance', 'userCenter'),
          { path: paths.wallet, lazy: () => import('./routes/work/wallet.js'), menu: { in: 'userCenter', label: 'userCenter.wallet', visibleTo: ownWallet } },
          later(paths.myCollect, 'userCenter.myCollect', 'userCenter', true),
          later(paths.myAttention, 'userCenter.myAttention', 'userCenter'),
          { path: paths.setting, lazy: () => import('./routes/work/setting.js'), menu: { in: 'userCenter', label: 'userCenter.setting' } },
        ],
      },
    ],
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
  // Likewise for anyone logged in as a team: its members (成员管理).
  {
    path: paths.teamStaff,
    lazy: () => import('./routes/team/team-staff.js'),
    menu: { in: 'userCenter', label: 'userCenter.teamManage', visibleTo: teamAccount },
  },
  // The wallet's own pages (spec §2.1 /withdraw/*), for the wallet the session acts on, and the sandbox cashier.
  { path: paths.withdrawMethod, lazy: () => import('./routes/withdraw/withdraw-method.js') },
  { path: paths.withdraw, lazy: () => import('./routes/withdraw/withdraw.js') },
  { path: paths.withdrawRecord, lazy: () => import('./routes/withdraw/withdraw-record.js') },
  { path: paths.transactionRecord, lazy: () => import('./routes/withdraw/transaction-record.js') },
  { path: paths.flowDetails, lazy: () => import('./routes/withdraw/flow-details.js') },
  { path: paths.cashier, lazy: () => import('./routes/cashier.js') },
  // The notices page comes with its feature; the header's 通知 entry already leads here.
  { path: paths.inform, lazy: () => import('./routes/inform.js'), title: 'inform.title' },
  // The rule center and the other rules (用户协议, 隐私政策): public pages the logo menu leads to.
  { path: paths.ruleCenter, lazy: () => import('./routes/rule-center.js'), title: 'rules.title' },
  { path: paths.otherRule, lazy: () => import('./routes/other-rule.js'), title: 'rules.other' },
  { path: paths.forbidden, lazy: () => import('./routes/forbidden.js') },
  { path: paths.notFound, lazy: () => import('./routes/not-found.js') },
];
