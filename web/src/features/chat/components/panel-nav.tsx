/** The panel's internal router as a context: the current path, its query, and moving between screens. */
import { createContext, useContext } from 'react';
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import type { PanelQuery, PanelScreen } from '../model/panel-paths.js';

export interface PanelNav {
  path: string;
  screen: PanelScreen;
  query: PanelQuery;
  /** Opens a screen on top of the current one. */
  go: (path: string) => void;
  /** Replaces the current screen (after a create, a leave). */
  replace: (path: string) => void;
  /** Back to the previous screen, or home. */
  back: () => void;
  /** Back to the home page, forgetting the way there. */
  home: (tab?: string) => void;
  close: () => void;
  /** The larger panel (放大窗口): kept for the next visit in this browser. */
  large: boolean;
  toggleLarge: () => void;
  canGoBack: boolean;
  me: UserInfo;
}

export const PanelNavContext = createContext<PanelNav | null>(null);

export const usePanel = (): PanelNav => {
  const nav = useContext(PanelNavContext);
  if (!nav) throw new Error('usePanel outside the chat panel');
  return nav;
};
