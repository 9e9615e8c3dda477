/**
 * How the shell shows the logged-in account (spec §2.3): the header colour of its type, the account named next
 * to the greeting, and which other account types the avatar menu offers.
 */
import type { AccountType } from '../../../../shared/domains.js';
import type { UserInfo } from '../../../../shared/schemas/account.js';
import type { HeaderAccount } from '../../config/theme.js';
import { ta } from './form-texts.js';

const HEADER_ACCOUNTS: Readonly<Record<AccountType, HeaderAccount>> = { PERSONAGE: 'personal', TEAM: 'team', COMPANY: 'company' };

export const headerAccountOf = (type: AccountType): HeaderAccount => HEADER_ACCOUNTS[type];

/** 个人, or the team's or the company's name. */
export const accountLabel = (info: Pick<UserInfo, 'userType' | 'teamName' | 'companyName'>): string => {
  if (info.userType === 'TEAM') return info.teamName;
  if (info.userType === 'COMPANY') return info.companyName;
  return ta('account.type.personal');
};

/** One entry of the avatar menu's switch part: log in as another type, or found a team first. */
export type AccountSwitch = { kind: 'switch'; to: AccountType } | { kind: 'create-team' };

// The menu lists the types in the order of the login pages: company, team, personal.
const SWITCH_ORDER: readonly AccountType[] = ['COMPANY', 'TEAM', 'PERSONAGE'];

/**
 * Spec §2.3: only the two other types, and only those the person can use: a team account needs a team (without
 * one, 创建团队 is offered instead), a company account a company; a personal account everyone has.
 */
export const accountSwitches = (info: Pick<UserInfo, 'userType' | 'teams' | 'company'>): AccountSwitch[] =>
  SWITCH_ORDER.filter((type) => type !== info.userType).flatMap((type): AccountSwitch[] => {
    if (type === 'TEAM') return info.teams.length > 0 ? [{ kind: 'switch', to: 'TEAM' }] : [{ kind: 'create-team' }];
    if (type === 'COMPANY') return info.company ? [{ kind: 'switch', to: 'COMPANY' }] : [];
    return [{ kind: 'switch', to: type }];
  });
