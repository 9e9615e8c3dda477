/**
 * The hash router of spec §2.1, derived from the pages' one declaration (app/pages.ts): every page is its own
 * chunk, loaded when first visited; the menus that list pages are derived from the same declaration and handed
 * to their layouts through the root route's handle (app/menus.ts).
 */
import { createHashRouter, Navigate, redirect, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.js';
import { AppLayout } from './layout/app-layout.js';
import type { MenuEntry, MenuName, Menus, MenusHandle } from './menus.js';
import { PAGES, type Page } from './pages.js';
import { RouteError } from './route-error.js';

/**
 * A default child, chosen while rendering rather than in a loader: loaders run before the guard, which must see
 * the path as visited (`/work` logged out goes to `/login?redirect=%2Fwork`, and back there after login).
 */
const defaultChild = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

const toRoute = (page: Page): RouteObject => {
  const handle = page.title ? { handle: { title: page.title } } : {};
  if (page.index) return { index: true, lazy: page.lazy, ...handle };
  const children = [...(page.defaultChild ? [defaultChild(page.defaultChild)] : []), ...(page.children ?? []).map(toRoute)];
  return {
    path: page.subpaths ? `${page.path}/*` : page.path,
    lazy: page.lazy,
    ...handle,
    ...(children.length > 0 ? { children } : {}),
  };
};

/** Every page listed in `name`, in declaration order (depth first). */
const menuOf = (pages: readonly Page[], name: MenuName): MenuEntry[] =>
  pages.flatMap((page) => {
    const { menu } = page;
    const label = menu?.label ?? page.title;
    const own: MenuEntry[] =
      menu?.in === name && label ? [{ to: page.path, label, ...(menu.visibleTo ? { visibleTo: menu.visibleTo } : {}) }] : [];
    return [...own, ...menuOf(page.children ?? [], name)];
  });

export const MENUS: Menus = {
  workbench: menuOf(PAGES, 'workbench'),
  userCenter: menuOf(PAGES, 'userCenter'),
  projectCenter: menuOf(PAGES, 'projectCenter'),
  search: menuOf(PAGES, 'search'),
  library: menuOf(PAGES, 'library'),
};

const rootHandle: MenusHandle = { menus: MENUS };

export const createAppRouter = () =>
  createHashRouter([
    {
      path: paths.root,
      Component: AppLayout,
      ErrorBoundary: RouteError,
      // Nothing to show while the first page's chunk arrives; the header is not worth a flash either.
      HydrateFallback: () => null,
      handle: rootHandle,
      children: [{ index: true, loader: () => redirect(paths.home) }, ...PAGES.map(toRoute), { path: '*', loader: () => redirect(paths.notFound) }],
    },
  ]);
