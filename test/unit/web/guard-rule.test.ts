/** The navigation guard's rule (spec §2.2) and the login redirect it builds. */
import { describe, expect, it } from 'vitest';
import { guardRedirect } from '../../../web/src/app/guard-rule.js';
import { loginPath } from '../../../web/src/config/paths.js';

describe('guardRedirect without a token', () => {
  it.each(['/home', '/login', '/login/team', '/login/registerCompany', '/ruleCenter?key=rule', '/otherRule', '/search', '/supplierInfo?userId=1', '/findProject', '/find-project', '/no-login-demand-book', '/403', '/404'])(
    'lets the public path %s through',
    (path) => {
      expect(guardRedirect(path, false)).toBeUndefined();
    },
  );

  it('sends anything else to the login page, remembering the path and its query', () => {
    expect(guardRedirect('/work/backlog?tab=2', false)).toBe(`/login?redirect=${encodeURIComponent('/work/backlog?tab=2')}`);
    expect(guardRedirect('/mall/goodsDetail', false)).toBe('/login?redirect=%2Fmall%2FgoodsDetail');
  });

  it('matches public paths by the path, not by the query', () => {
    expect(guardRedirect('/work/backlog?from=/home', false)).toBe(loginPath('/work/backlog?from=/home'));
  });
});

describe('guardRedirect with a token', () => {
  it('sends /login to the root and lets everything else through', () => {
    expect(guardRedirect('/login', true)).toBe('/');
    expect(guardRedirect('/work/backlog', true)).toBeUndefined();
    expect(guardRedirect('/home', true)).toBeUndefined();
  });
});

describe('loginPath', () => {
  it('never makes a login page or the root its own redirect target', () => {
    expect(loginPath('/login/team')).toBe('/login');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});
