/** The navigation guard's rule (spec §2.2) and the login redirect it builds. */
import { describe, expect, it } from 'vitest';
import { afterLoginStep, blockedByBaseInfo, guardRedirect } from '../../../web/src/app/guard-rule.js';
import { loginPath } from '../../../web/src/config/paths.js';

describe('guardRedirect without a token', () => {
  it.each(['/home', '/login', '/login/team', '/login/registerCompany', '/ruleCenter?key=rule', '/otherRule', '/search', '/supplierInfo?userId=1', '/findProject', '/find-project', '/no-login-demand-book', '/mall/goodsDetail?goodsId=1', '/403', '/404'])(
    'lets the public path %s through',
    (path) => {
      expect(guardRedirect(path, false)).toBeUndefined();
    },
  );

  it('sends anything else to the login page, remembering the path and its query', () => {
    expect(guardRedirect('/work/backlog?tab=2', false)).toBe(`/login?redirect=${encodeURIComponent('/work/backlog?tab=2')}`);
    expect(guardRedirect('/mall/create', false)).toBe('/login?redirect=%2Fmall%2Fcreate');
    expect(guardRedirect('/mall/submitOrder?from=cart', false)).toBe(`/login?redirect=${encodeURIComponent('/mall/submitOrder?from=cart')}`);
  });

  it('matches public paths by the path, not by the query', () => {
    expect(guardRedirect('/work/backlog?from=/home', false)).toBe(loginPath('/work/backlog?from=/home'));
  });

  it('keeps the workbench private although two of its tabs contain public parts', () => {
    expect(guardRedirect('/work/search', false)).toBe(loginPath('/work/search'));
    expect(guardRedirect('/work/find-project', false)).toBe(loginPath('/work/find-project'));
    expect(guardRedirect('/search', false)).toBeUndefined();
    expect(guardRedirect('/find-project', false)).toBeUndefined();
  });
});

describe('guardRedirect with a token', () => {
  it('sends /login and its children to the root and lets everything else through', () => {
    expect(guardRedirect('/login', true)).toBe('/');
    expect(guardRedirect('/login?redirect=%2Fwork', true)).toBe('/');
    expect(guardRedirect('/login/team', true)).toBe('/');
    expect(guardRedirect('/login/registerCompany', true)).toBe('/');
    expect(guardRedirect('/work/backlog', true)).toBeUndefined();
    expect(guardRedirect('/home', true)).toBeUndefined();
    expect(guardRedirect('/loginHelp', true)).toBeUndefined();
  });
});

describe('blockedByBaseInfo (spec §5)', () => {
  const incomplete = { completeBaseInfoEdit: false };
  const complete = { completeBaseInfoEdit: true };

  it.each(['/work', '/work/backlog', '/work/project-center/released-project', '/work/userCenter/setting', '/inform'])(
    'blocks %s while the basic information is incomplete',
    (path) => {
      expect(blockedByBaseInfo(path, incomplete)).toBe(true);
      expect(blockedByBaseInfo(path, complete)).toBe(false);
    },
  );

  it.each(['/work/userCenter/resume', '/work/userCenter/resume?from=dialog', '/home', '/ruleCenter?key=rule', '/otherRule?tagName=用户协议', '/company/comStaff', '/404', '/workshop', '/informal'])(
    'lets %s through even while it is incomplete',
    (path) => {
      expect(blockedByBaseInfo(path, incomplete)).toBe(false);
    },
  );

  it('sends a login with the information incomplete to the step that completes it, then on to where it was going', () => {
    expect(afterLoginStep('/work', incomplete)).toBe('/work/userCenter/resume?next=%2Fwork');
    expect(afterLoginStep('/work/backlog?tab=1', incomplete)).toBe('/work/userCenter/resume?next=%2Fwork%2Fbacklog%3Ftab%3D1');
    expect(afterLoginStep('/ruleCenter?key=rule', incomplete)).toBe('/ruleCenter?key=rule');
    expect(afterLoginStep('/work', complete)).toBe('/work');
  });
});

describe('loginPath', () => {
  it('never makes a login page or the root its own redirect target', () => {
    expect(loginPath('/login/team')).toBe('/login');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});
