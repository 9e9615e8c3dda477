/**
 * Page-level actions for code that lives outside React (the HTTP helper, the session channel): navigate within
 * the hash router, reload, close a named window. The router registers its own navigate at start-up; the
 * fallbacks keep the helper usable before that and in tests, which replace these functions with spies.
 */
export const pageActions = {
  navigate: (to: string): void => {
    window.location.hash = to;
  },
  reload: (): void => {
    window.location.reload();
  },
  close: (): void => {
    window.close();
  },
  /** The in-app path with its query, as the hash router sees it (`/work/backlog?tab=1`). */
  currentPath: (): string => window.location.hash.replace(/^#/, '') || '/',
  /** Pages opened in a named window (notices, spec §2.1) have an opener and may close themselves. */
  isChildWindow: (): boolean => Boolean(window.opener),
};

export const setNavigator = (navigate: (to: string) => void): void => {
  pageActions.navigate = navigate;
};
