/**
 * Whose mall a session works in, and who may act for it (docs/mall.md "Who manages an organisation's goods"; CONTRACT
 * "Mall"). The session's account type picks the account, as the wallet's does: a person's own, or the team's or
 * company's it works as. An organisation's listings, delivery addresses and cart are managed by its administrator, a
 * company's authorised person (授权人) and the members the administrator names mall staff (商城管理员) — each an active
 * member at the time of the call, the authorised person and the staff for the very membership they were named in.
 */
import type { AccountType } from '../../shared/domains.js';
import { managesMall } from '../../shared/mall.js';
import { getMember, getOrg, membersOf, type MemberItem } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { getMallStaff, mallStaffOf } from './staff-store.js';

/** An account of the mall: a seller of listings, an owner of addresses and a cart. `id` is the person's or the organisation's. */
export interface MallAccount {
  type: AccountType;
  id: string;
}

/** Whether `userId` may act for the account now: the person themself, or a manager of the organisation. */
export const mayActFor = async (userId: string, account: MallAccount): Promise<boolean> => {
  if (account.type === 'PERSONAGE') return account.id === userId;
  const [member, org, staff] = await Promise.all([getMember(account.id, userId), getOrg(account.id), getMallStaff(account.id, userId)]);
  return isManager(member, org?.certigierId === userId ? org.certigierSince : undefined, staff?.since);
};

/**
 * The people who act for the account now (and so hear its orders): the person, or the organisation's managers — never
 * its other members, who are strangers to its mall. Three reads, whatever the organisation's size.
 */
export const managersOf = async (account: MallAccount): Promise<string[]> => {
  if (account.type === 'PERSONAGE') return [account.id];
  const [members, org, staff] = await Promise.all([membersOf(account.id), getOrg(account.id), mallStaffOf(account.id)]);
  const staffSince = new Map(staff.map((s) => [s.userId, s.since]));
  return members.filter((m) => isManager(m, org?.certigierId === m.userId ? org.certigierSince : undefined, staffSince.get(m.userId))).map((m) => m.userId);
};

/** An active member who is the administrator, or the authorised person or mall staff of this membership (shared: the backlog decides alike). */
const isManager = (member: MemberItem | undefined, certigierSince: number | undefined, staffSince: number | undefined): boolean => managesMall(member, certigierSince, staffSince);

/** The account a session works as, without a check: for what anyone may see of it. */
export const sessionAccount = (claims: TokenClaims): MallAccount | undefined =>
  claims.accountType === 'PERSONAGE' ? { type: 'PERSONAGE', id: claims.userId } : claims.orgId ? { type: claims.accountType, id: claims.orgId } : undefined;

/** The account the session acts for, or 403 for an organisation's member who does not manage its mall. */
export const mallAccountOf = async (claims: TokenClaims): Promise<MallAccount> => {
  const account = sessionAccount(claims);
  if (!account || !(await mayActFor(claims.userId, account))) throw fail('NOT_MALL_MANAGER');
  return account;
};
