/** The hash router of spec §2.1; every page is its own chunk, loaded when first visited. */
import { createHashRouter, Navigate, redirect, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.js';
import type { MessageKey } from '../lib/i18n.js';
import { AppLayout } from './layout/app-layout.js';
import { RouteError } from './route-error.js';

const comingLater = () => import('./routes/work/coming-later.js');

/**
 * A default child, chosen while rendering rather than in a loader: loaders run before the guard, which must see
 * the path as visited (`/work` logged out goes to `/login?redirect=%2Fwork`, and back there after login).
 */
const defaultChild = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

/** A workbench page whose feature comes later: its title over an empty state. */
const later = (path: string, title: MessageKey): RouteObject => ({ path, lazy: comingLater, handle: { title } });

const loginRoutes: RouteObject = {
  path: paths.login,
  lazy: () => import('./routes/login/login-layout.js'),
  children: [
    { index: true, lazy: () => import('./routes/login/login-company.js') },
    { path: paths.loginTeam, lazy: () => import('./routes/login/login-team.js') },
    { path: paths.loginUser, lazy: () => import('./routes/login/login-user.js') },
    { path: paths.register, lazy: () => import('./routes/login/register.js') },
    { path: paths.registerCompany, lazy: () => import('./routes/login/register-company.js') },
    { path: paths.forget, lazy: () => import('./routes/login/forget.js') },
    { path: paths.operateSuccess, lazy: () => import('./routes/login/operate-success.js') },
  ],
};

const userCenterRoutes: RouteObject = {
  path: paths.userCenter,
  lazy: () => import('./routes/work/user-center-layout.js'),
  children: [
    defaultChild(paths.resume),
    { path: paths.resume, lazy: () => import('./routes/work/resume.js') },
    { path: paths.setting, lazy: () => import('./routes/work/setting.js') },
    later(paths.adrate, 'userCenter.adrate'),
    later(paths.shopcar, 'userCenter.shopcar'),
    later(paths.shopOrder, 'userCenter.shopOrder'),
    later(paths.saleOrder, 'userCenter.saleOrder'),
    later(paths.performance, 'userCenter.performance'),
    later(paths.wallet, 'userCenter.wallet'),
    later(`${paths.myCollect}/*`, 'userCenter.myCollect'),
    later(paths.myAttention, 'userCenter.myAttention'),
  ],
};

const workRoutes: RouteObject = {
  path: paths.work,
  lazy: () => import('./routes/work/work-layout.js'),
  children: [
    defaultChild(paths.backlog),
    later(paths.backlog, 'work.tab.backlog'),
    later(`${paths.projectCenter}/*`, 'work.tab.projectCenter'),
    later(`${paths.demandRelease}/*`, 'work.tab.demandRelease'),
    later(paths.workFindProject, 'work.tab.findProject'),
    later(`${paths.workSearch}/*`, 'work.tab.search'),
    userCenterRoutes,
  ],
};

export const createAppRouter = () =>
  createHashRouter([
    {
      path: paths.root,
      Component: AppLayout,
      ErrorBoundary: RouteError,
      // Nothing to show while the first page's chunk arrives; the header is not worth a flash either.
      HydrateFallback: () => null,
      children: [
        { index: true, loader: () => redirect(paths.home) },
        { path: paths.home, lazy: () => import('./routes/home.js') },
        loginRoutes,
        workRoutes,
        { path: paths.comStaff, lazy: () => import('./routes/company/com-staff.js') },
        // The notices page comes with its feature; the header's 通知 entry already leads here.
        { path: paths.inform, lazy: () => import('./routes/inform.js'), handle: { title: 'inform.title' } },
        // The rule center and the other rules (用户协议, 隐私政策): public pages the logo menu leads to.
        { path: paths.ruleCenter, lazy: () => import('./routes/rule-center.js'), handle: { title: 'rules.title' } },
        { path: paths.otherRule, lazy: () => import('./routes/other-rule.js'), handle: { title: 'rules.other' } },
        { path: paths.forbidden, lazy: () => import('./routes/forbidden.js') },
        { path: paths.notFound, lazy: () => import('./routes/not-found.js') },
        { path: '*', loader: () => redirect(paths.notFound) },
      ],
    },
  ]);
