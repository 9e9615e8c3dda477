/** Header width by path (spec §2.1) and the account colours as theme tokens (spec §2.3, §9). */
import { describe, expect, it } from 'vitest';
import { HEADER_WIDTHS, headerColours, headerWidth, hezuoTheme, hezuoTokens } from '../../../web/src/config/theme.js';

describe('headerWidth', () => {
  it.each([
    '/document/edit',
    '/document/edit/42',
    '/compile-demand-book',
    '/pre-release-demand',
    '/no-login-demand-book',
    '/work/demand-release/compile-demand-book',
  ])('is 1300px on %s', (path) => {
    expect(headerWidth(path)).toBe(1300);
  });

  it.each(['/', '/home', '/login', '/work/backlog', '/document', '/demand-book', '/release-success', '/404'])(
    'is 1200px on %s',
    (path) => {
      expect(headerWidth(path)).toBe(1200);
    },
  );

  it('names the two widths once', () => {
    expect(HEADER_WIDTHS).toEqual({ normal: 1200, wide: 1300 });
  });
});

describe('account colours', () => {
  it('puts the spec colours in the theme, so FluentProvider writes them as CSS variables', () => {
    expect(hezuoTheme.hezuoAccountTeamBackground).toBe('#34C563');
    expect(hezuoTheme.hezuoAccountCompanyBackground).toBe('#1d9ed7');
    expect(hezuoTheme.hezuoAccountPersonalBackground).toBe('#333333');
    expect(hezuoTheme.hezuoAccountAnonymousBackground).toBe('#e8f3ff');
  });

  it('hands components var() references, never the literals', () => {
    expect(headerColours.team).toEqual({
      background: 'var(--hezuoAccountTeamBackground)',
      foreground: 'var(--hezuoAccountTeamForeground)',
    });
    expect(headerColours.anonymous.background).toBe('var(--hezuoAccountAnonymousBackground)');
    for (const value of Object.values(hezuoTokens)) expect(value).toMatch(/^var\(--hezuoAccount\w+\)$/);
  });

  it('keeps a Fluent light theme underneath, with Chinese fonts first', () => {
    expect(hezuoTheme.colorBrandBackground).toBe('#156f99');
    expect(hezuoTheme.fontFamilyBase.startsWith("'PingFang SC'")).toBe(true);
  });
});
