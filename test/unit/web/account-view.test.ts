/** How the header shows the logged-in account (spec §2.3): its colour variant, its label, the switch entries. */
import { describe, expect, it } from 'vitest';
import type { Membership, UserInfo } from '../../../shared/schemas/account.js';
import { accountLabel, accountSwitches, headerAccountOf } from '../../../web/src/features/account/account-view.js';

const team: Membership = { orgId: 't1', name: '星火工作室', type: 'TEAM', isAdmin: true };
const company: Membership = { orgId: 'c1', name: '合作云科技有限公司', type: 'COMPANY', isAdmin: false };

const person = (userType: UserInfo['userType'], teams: Membership[], org: Membership | null) => ({
  userType,
  teams,
  company: org,
  teamName: userType === 'TEAM' ? team.name : '',
  companyName: userType === 'COMPANY' ? company.name : '',
});

describe('headerAccountOf', () => {
  it('maps each account type to its header colour variant', () => {
    expect(headerAccountOf('PERSONAGE')).toBe('personal');
    expect(headerAccountOf('TEAM')).toBe('team');
    expect(headerAccountOf('COMPANY')).toBe('company');
  });
});

describe('accountLabel', () => {
  it('says 个人 for a personal account and names the organisation otherwise', () => {
    expect(accountLabel(person('PERSONAGE', [], null))).toBe('个人');
    expect(accountLabel(person('TEAM', [team], null))).toBe('星火工作室');
    expect(accountLabel(person('COMPANY', [], company))).toBe('合作云科技有限公司');
  });
});

describe('accountSwitches', () => {
  it('offers only the two other types, company first', () => {
    expect(accountSwitches(person('PERSONAGE', [team], company))).toEqual([
      { kind: 'switch', to: 'COMPANY' },
      { kind: 'switch', to: 'TEAM' },
    ]);
    expect(accountSwitches(person('TEAM', [team], company))).toEqual([
      { kind: 'switch', to: 'COMPANY' },
      { kind: 'switch', to: 'PERSONAGE' },
    ]);
    expect(accountSwitches(person('COMPANY', [team], company))).toEqual([
      { kind: 'switch', to: 'TEAM' },
      { kind: 'switch', to: 'PERSONAGE' },
    ]);
  });

  it('offers 创建团队 instead of a team account to a person without a team, and hides the company without one', () => {
    expect(accountSwitches(person('PERSONAGE', [], null))).toEqual([{ kind: 'create-team' }]);
    expect(accountSwitches(person('COMPANY', [], company))).toEqual([{ kind: 'create-team' }, { kind: 'switch', to: 'PERSONAGE' }]);
  });
});
