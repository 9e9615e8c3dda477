/** The frame around every page: header, the guarded page, and the footer on /home (spec §2.3). */
import { makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FLOAT_CLEARANCE, FloatStack } from '../../components/float-stack.js';
import { NARROW_MEDIA } from '../../components/page-styles.js';
import { WhenIdle } from '../../components/when-idle.js';
import { paths } from '../../config/paths.js';
import { removeBootShell } from '../../lib/boot-shell.js';
import { leavePage } from '../../lib/notify.js';
import { getToken } from '../../lib/token.js';
import { RouteGuard } from '../route-guard.js';
import { AppHeader } from './app-header.js';
import { HeaderFrame } from './header-frame.js';

// The logged-in header needs the account's code (user info, menus); visitors never download it.
const AccountHeader = lazy(() => import('./account-header.js').then((m) => ({ default: m.AccountHeader })));
// The footer is /home's only, with its content calls: fetched with the home page.
const AppFooter = lazy(() => import('./app-footer.js').then((m) => ({ default: m.AppFooter })));
// The floating chat button (spec §2.3) arrives after first paint; the panel it opens is a further chunk.
const ChatLauncher = lazy(() => import('../../features/chat/chat-launcher.js'));
// 意见反馈 and 使用说明 (spec §2.3, §4) float above it, also after first paint; each dialog is a further chunk.
const FloatingHelper = lazy(() => import('../../features/helper/floating-helper.js'));

/** The page's frame: also the boot shell's (app/boot-shell.tsx), so that the two lie on the page alike. */
export const useLayoutStyles = makeStyles({
  shell: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    // On a phone the page's last action can always scroll clear of the floating button.
    [NARROW_MEDIA]: { paddingBottom: FLOAT_CLEARANCE, boxSizing: 'border-box' },
  },
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column' },
});

export const AppLayout = () => {
  const styles = useLayoutStyles();
  const { pathname } = useLocation();
  // A modal raised on one page (a refused input's message) does not stay over the next. A layout effect: it runs
  // before the new page's own effects, so a modal the new page raises as it opens stays.
  // The SPA's first page is in the document now: the static first screen of index.html goes, in the same frame.
  useLayoutEffect(removeBootShell, []);
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    leavePage();
  }, [pathname]);
  return (
    <div className={styles.shell}>
      {getToken() ? (
        <Suspense fallback={<HeaderFrame account="anonymous" loggedIn />}>
          <AccountHeader />
        </Suspense>
      ) : (
        <AppHeader />
      )}
      <main className={styles.main}>
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </main>
      {pathname === paths.home && (
        <Suspense fallback={null}>
          <AppFooter />
        </Suspense>
      )}
      <WhenIdle>
        <Suspense fallback={null}>
          <ChatLauncher loggedIn={Boolean(getToken())} />
        </Suspense>
      </WhenIdle>
      <FloatStack />
      <WhenIdle>
        <Suspense fallback={null}>
          <FloatingHelper loggedIn={Boolean(getToken())} />
        </Suspense>
      </WhenIdle>
    </div>
  );
};
