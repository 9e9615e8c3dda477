/**
 * Renders SPA components as the app does (Fluent theme, SWR with its defaults and a fresh cache) inside a
 * memory router, for the web tests; notices (toasts, modals) are collected instead of drawn.
 */
import { FluentProvider } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '../../../web/src/api/swr-config.js';
import { hezuoTheme } from '../../../web/src/config/theme.js';
import { subscribeNotices, type Notice } from '../../../web/src/lib/notify.js';

export type ModalNotice = Extract<Notice, { kind: 'modal' }>;

/** Shows where the router is, for assertions on navigation. */
const Where = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
};

export interface PageOptions {
  /** Other routes of the memory router (where a navigation lands). */
  routes?: Record<string, ReactNode>;
  /** SWR cache contents: `[serialisedKey, data]`, as `unstable_serialize` spells the key. */
  fallback?: Record<string, unknown>;
}

export const renderPage = (path: string, element: ReactNode, { routes = {}, fallback = {} }: PageOptions = {}) => {
  const notices: Notice[] = [];
  const unsubscribe = subscribeNotices((notice) => notices.push(notice));
  const [pathname = path] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: pathname, element: <>{element}<Where /></> },
      ...Object.entries(routes).map(([route, page]) => ({ path: route, element: <>{page}<Where /></> })),
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <FluentProvider theme={hezuoTheme}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), fallback }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </FluentProvider>,
  );
  return {
    ...view,
    router,
    notices,
    modals: () => notices.filter((n): n is ModalNotice => n.kind === 'modal'),
    unsubscribe,
  };
};
