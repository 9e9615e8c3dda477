/**
 * The chat panel (spec §2.5): a fixed side panel with its own router by path prefix; each screen is picked by
 * `matchPanelPath`, and the way back is a stack of internal paths. Loaded as its own chunk when first opened.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import { DEFAULT_SCREEN, matchPanelPath, panelPath, panelQuery, type PanelScreen } from '../model/panel-paths.js';
import { ApplyGroup } from './apply-group.js';
import { ChatFrame } from './chat-frame.js';
import { HomePage } from './home-page.js';
import { NewFriends } from './new-friends.js';
import { NewGroupRequests } from './new-group-requests.js';
import { NoticeScreen } from './notice-screen.js';
import { PanelNavContext, type PanelNav } from './panel-nav.js';
import { PersonDetail } from './person-detail.js';
import { GroupDetailScreen } from './group-detail.js';
import { SearchGroup } from './search-group.js';
import { SelectContacts } from './select-contacts.js';
import { ServiceDesk } from './service-desk.js';
import { TeamInvite } from './team-invite.js';
import { tc } from '../texts.js';

const useStyles = makeStyles({
  panel: {
    position: 'fixed',
    right: '24px',
    bottom: '24px',
    width: '400px',
    height: '640px',
    maxWidth: 'calc(100vw - 32px)',
    maxHeight: 'calc(100vh - 48px)',
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
    overflow: 'hidden',
  },
  // 放大窗口: most of the screen, for long conversations and big pictures.
  large: { width: '960px', height: 'calc(100vh - 48px)' },
});

const LARGE_KEY = 'hezuo.chat.large';
const storedLarge = (): boolean => {
  try {
    return localStorage.getItem(LARGE_KEY) === '1';
  } catch {
    return false;
  }
};

const SCREENS: Record<PanelScreen, () => ReactNode> = {
  '/homePage': () => <HomePage />,
  '/newFriends': () => <NewFriends />,
  '/newQun': () => <NewGroupRequests />,
  '/searchQun': () => <SearchGroup mode="find" />,
  '/searchAddQun': () => <SearchGroup mode="join" />,
  '/applyQun': () => <ApplyGroup />,
  '/selectContacts': () => <SelectContacts />,
  '/chatFrame': () => <ChatFrame />,
  '/personDetail': () => <PersonDetail />,
  '/teamInvite': () => <TeamInvite />,
  '/noticeDetail': () => <NoticeScreen detail />,
  '/notice': () => <NoticeScreen />,
  '/qunDetail': () => <GroupDetailScreen />,
  '/serviceDesk': () => <ServiceDesk />,
};

export interface ChatPanelProps {
  me: UserInfo;
  onClose: () => void;
  initialPath?: string;
}

export const ChatPanel = ({ me, onClose, initialPath = DEFAULT_SCREEN }: ChatPanelProps) => {
  const styles = useStyles();
  const [stack, setStack] = useState<readonly string[]>([initialPath]);
  const path = stack[stack.length - 1] ?? DEFAULT_SCREEN;
  const [large, setLarge] = useState(storedLarge);
  const toggleLarge = useCallback(
    () =>
      setLarge((was) => {
        try {
          localStorage.setItem(LARGE_KEY, was ? '0' : '1');
        } catch {
          // Private mode: the size lasts for this visit.
        }
        return !was;
      }),
    [],
  );

  const go = useCallback((next: string) => setStack((s) => [...s, next]), []);
  const replace = useCallback((next: string) => setStack((s) => [...s.slice(0, -1), next]), []);
  const back = useCallback(() => setStack((s) => (s.length > 1 ? s.slice(0, -1) : [DEFAULT_SCREEN])), []);
  const home = useCallback((tab?: string) => setStack([panelPath('/homePage', { tab })]), []);

  const nav = useMemo<PanelNav>(
    () => ({ path, screen: matchPanelPath(path), query: panelQuery(path), go, replace, back, home, close: onClose, large, toggleLarge, canGoBack: stack.length > 1, me }),
    [path, go, replace, back, home, onClose, large, toggleLarge, stack.length, me],
  );

  return (
    <PanelNavContext.Provider value={nav}>
      <aside className={large ? `${styles.panel} ${styles.large}` : styles.panel} data-large={large} aria-label={tc('chat.panel')} data-testid="chat-panel" data-path={path}>
        {/* A new path is a new screen: its state starts afresh. */}
        <ScreenHost key={`${stack.length}:${path}`} render={SCREENS[nav.screen]} />
      </aside>
    </PanelNavContext.Provider>
  );
};

const ScreenHost = ({ render }: { render: () => ReactNode }) => <>{render()}</>;

export default ChatPanel;
