// @vitest-environment jsdom
/**
 * Modals and pages (web/src/lib/notify.ts, components/notifier-host.tsx, app/layout/app-layout.tsx): a modal raised
 * on a page — a refused input's message — closes when the person goes to another page, without running its actions;
 * one that goes with a navigation (`acrossPages`: a session the server ended) stays.
 */
import { FluentProvider } from '@fluentui/react-components';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../../../web/src/app/layout/app-layout.js';
import { NotifierHost } from '../../../web/src/components/notifier-host.js';
import { hezuoTheme } from '../../../web/src/config/theme.js';
import { modal } from '../../../web/src/lib/notify.js';

const renderApp = () => {
  const router = createMemoryRouter(
    // Two pages a visitor may open (the guard sends a visitor elsewhere from most).
    [{ path: '/', Component: AppLayout, children: [{ path: 'ruleCenter', element: <p>第一页</p> }, { path: '404', element: <p>第二页</p> }] }],
    { initialEntries: ['/ruleCenter'] },
  );
  const view = render(
    <FluentProvider theme={hezuoTheme}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
        <NotifierHost />
      </SWRConfig>
    </FluentProvider>,
  );
  return { ...view, router };
};

describe('a modal and the page it was raised on', { timeout: 30_000 }, () => {
  it('closes when the page changes, running nothing; a modal across pages stays', async () => {
    // Prepare
    const { router, unmount } = renderApp();
    await screen.findByText('第一页');
    const run = vi.fn();
    act(() => modal({ title: '提示', text: '项目名称不能超过50个字符', actions: [{ label: '确定', primary: true, run }] }));
    expect((await screen.findByRole('dialog')).textContent).toContain('项目名称不能超过50个字符');
    // Act
    await act(() => router.navigate('/404'));
    // Assess
    await screen.findByText('第二页');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run).not.toHaveBeenCalled();

    // A notice that goes with the navigation stays on the next page.
    act(() => modal({ title: '提示', text: '您的账号已在其他设备登录', actions: [{ label: '确定', primary: true }], acrossPages: true }));
    await screen.findByRole('dialog');
    await act(() => router.navigate('/ruleCenter'));
    await screen.findByText('第一页');
    // Still open with its text. Counted even while aria-hidden: in jsdom, tabster's modalizer sometimes (1 run in 4)
    // leaves the surface itself marked aria-hidden after the route re-renders; Chromium does not (e2e realtime.test.ts).
    expect((await screen.findByRole('dialog', { hidden: true })).textContent).toContain('您的账号已在其他设备登录');
    unmount();
  });
});
