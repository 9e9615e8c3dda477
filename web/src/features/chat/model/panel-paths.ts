/**
 * The chat panel's own router (spec §2.5): screens are chosen by the internal path's prefix, in this order
 * (`/noticeDetail` before `/notice`); anything else is the home page. Query parameters travel in the path.
 */
export const PANEL_SCREENS = [
  '/homePage',
  '/newFriends',
  '/newQun',
  '/searchQun',
  '/applyQun',
  '/selectContacts',
  '/chatFrame',
  '/personDetail',
  '/teamInvite',
  '/noticeDetail',
  '/notice',
  '/qunDetail',
  '/searchAddQun',
  '/serviceDesk',
] as const;

export type PanelScreen = (typeof PANEL_SCREENS)[number];

export const DEFAULT_SCREEN: PanelScreen = '/homePage';

/** The screen an internal path shows (prefix match, first wins). */
export const matchPanelPath = (path: string): PanelScreen => {
  const pathname = path.split('?')[0] ?? '';
  return PANEL_SCREENS.find((screen) => pathname.startsWith(screen)) ?? DEFAULT_SCREEN;
};

export type PanelQuery = Readonly<Record<string, string>>;

/** The query of an internal path as a plain object. */
export const panelQuery = (path: string): PanelQuery => {
  const at = path.indexOf('?');
  return at < 0 ? {} : Object.fromEntries(new URLSearchParams(path.slice(at + 1)));
};

/** An internal path with its query; empty and missing values are left out. */
export const panelPath = (screen: PanelScreen, query: Readonly<Record<string, string | number | boolean | null | undefined>> = {}): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `${screen}?${text}` : screen;
};
