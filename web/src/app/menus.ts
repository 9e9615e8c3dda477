/**
 * The menus that list pages (the workbench's tabs, the personal center's side menu): their entries are derived
 * from the pages' one declaration (app/pages.ts) by the router, which hands them to the layouts through the root
 * route's handle. The layouts read them here, so that they never import the page table that lazily imports them.
 */
import { useMatches } from 'react-router-dom';
import type { UserInfo } from '../../../shared/schemas/account.js';
import type { MessageKey } from '../lib/i18n.js';

export type MenuName = 'workbench' | 'userCenter' | 'projectCenter' | 'search' | 'library';

export interface MenuEntry {
  to: string;
  label: MessageKey;
  /** Who sees the entry; everyone when left out. */
  visibleTo?: (info: UserInfo) => boolean;
}

export type Menus = Readonly<Record<MenuName, readonly MenuEntry[]>>;

/** The root route's handle: every menu, in declaration order. */
export interface MenusHandle {
  menus: Menus;
}

const isMenusHandle = (handle: unknown): handle is MenusHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { menus?: unknown }).menus === 'object';

/** The entries of one menu, as the router derived them from the pages. */
export const useMenu = (name: MenuName): readonly MenuEntry[] =>
  useMatches()
    .map((match) => match.handle)
    .find(isMenusHandle)?.menus[name] ?? [];

/** The entries `info` may see; an entry for some people only stays hidden until the person is known. */
export const visibleEntries = (entries: readonly MenuEntry[], info: UserInfo | undefined): MenuEntry[] =>
  entries.filter((entry) => !entry.visibleTo || (info !== undefined && entry.visibleTo(info)));
