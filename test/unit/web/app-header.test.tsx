// @vitest-environment jsdom
/** The logged-out header (spec §2.3): its entries, where they lead, and its width by path (spec §2.1). */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppHeader } from '../../../web/src/app/layout/app-header.js';
import { guardRedirect } from '../../../web/src/app/guard-rule.js';

const renderAt = (path: string) => {
  const router = createMemoryRouter([{ path: '*', element: <AppHeader /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
};

describe('AppHeader, logged out', () => {
  it('offers 首页, 找项目, 注册 (company registration), 登录 and the language label', () => {
    renderAt('/home');
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('link', { name: '找项目' }).getAttribute('href')).toBe('/findProject');
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe('/login/registerCompany');
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText('简体中文')).toBeTruthy();
    expect(screen.getByRole('button', { name: '合作云菜单' })).toBeTruthy();
  });

  it('leads a visitor only to pages a visitor may open', () => {
    // Act
    renderAt('/home');

    // Assess: the navigation guard lets a visitor without a token through to every entry but 登录's own pages.
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      expect(guardRedirect(href, false), href).toBeUndefined();
    }
  });

  it('marks the current page', () => {
    renderAt('/home');
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('aria-current')).toBeNull();
  });

  it.each([
    ['/home', '1200'],
    ['/document/edit', '1300'],
    ['/no-login-demand-book', '1300'],
  ])('on %s it is %spx wide', (path, width) => {
    const { container } = renderAt(path);
    expect(container.querySelector('header [data-header-width]')?.getAttribute('data-header-width')).toBe(width);
  });
});
